import { describe, expect, it } from 'vitest';
import { requiredSections } from '../requirements';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { phoneFields } from './phone-fields';

const typeAsked = (country: string, checks: CheckSpec[]) =>
  phoneFields(buildResponse({ country, checks }).reference_request).phone_number_type;

describe('phoneFields', () => {
  it.each<[string, string, CheckSpec[], boolean]>([
    ['an ACIC check', 'AU', [{ slug: 'criminal_record', level: ['acic_check'] }], true],
    ['ACIC beside the AFP check', 'AU', [{ slug: 'criminal_record', level: ['afp_check', 'acic_check'] }], true],
    ['ACIC among other checks', 'AU', [{ slug: 'drug_screening' }, { slug: 'criminal_record', level: ['acic_check'] }], true],
    ['an AFP check alone', 'AU', [{ slug: 'criminal_record', level: ['afp_check'] }], false],
    ['acic_check on another check type', 'AU', [{ slug: 'id_check', level: ['acic_check'] }], false],
    ['acic_check on a search outside Australia', 'GB', [{ slug: 'criminal_record', level: ['acic_check'], country: 'NZ' }], false],
    ['an ACIC search in Australia on a British request', 'GB', [{ slug: 'criminal_record', level: ['acic_check'], country: 'AU' }], true],
    ['drug screening', 'US', [{ slug: 'drug_screening' }], false],
    ['occupational health', 'GB', [{ slug: 'occupational_health' }], false],
    ['a Scottish basic disclosure', 'GB', [{ slug: 'criminal_record', level: ['basic'], region: 'scotland' }], false],
  ])('%s: type asked %s', (_, country, checks, expected) => {
    expect(typeAsked(country, checks)).toBe(expected);
  });

  it('always asks the code and the number', () => {
    expect(phoneFields({ checks: [] })).toEqual({ phone_code: true, phone_number: true, phone_number_type: false });
  });

  it('asks the type only on requests whose details include the phone step', () => {
    const response = buildResponse({ country: 'AU', checks: [{ slug: 'criminal_record', level: ['acic_check'] }] });
    const details = requiredSections(response, '2025-01-01').find((section) => section.section === 'details');
    expect(details?.steps).toContain('phone');
  });
});
