import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { buildResponse, type CheckSpec } from '../testing/build-response';
import { cifasConsentDefaults, cifasConsentSchema } from './cifas-consent.schema';
import {
  dbsConsentDefaults,
  dbsConsentSchema,
  scottishConsentDefaults,
  scottishConsentSchema,
} from './disclosure-consent.schema';
import { DBS_CONSENTS, SCOTTISH_CONSENTS } from './disclosure-consents';

const enhanced: CheckSpec[] = [{ slug: 'criminal_record', level: ['enhanced'] }];
const scottishStandard: CheckSpec[] = [{ slug: 'criminal_record', level: ['standard'], region: 'scotland' }];
const ticked = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, true]));

function errorsOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) (errors[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return errors;
}

describe('dbsConsentSchema', () => {
  const schema = dbsConsentSchema(buildResponse({ checks: enhanced }).reference_request);

  it('keeps the ticked consents in the page order and ignores a client time', () => {
    const body = { declaration: true, consents: ticked(DBS_CONSENTS.enhanced), disclosure_signed_at: '1999-01-01' };
    expect(v.parse(schema, body)).toStrictEqual({ declaration: true, consents: [...DBS_CONSENTS.enhanced] });
  });

  it('ignores a consent the page does not show', () => {
    const body = { declaration: true, consents: { ...ticked(DBS_CONSENTS.enhanced), dbs_basic_application: true } };
    expect(v.parse(schema, body).consents).toStrictEqual([...DBS_CONSENTS.enhanced]);
  });

  it.each([
    [
      'an unticked declaration',
      { declaration: false, consents: ticked(DBS_CONSENTS.enhanced) },
      { declaration: [MESSAGES.consentRequired] },
    ],
    [
      'an unticked consent',
      { declaration: true, consents: { ...ticked(DBS_CONSENTS.enhanced), dbs_enhanced_barred_lists: false } },
      { 'consents.dbs_enhanced_barred_lists': [MESSAGES.consentRequired] },
    ],
    [
      'a consent left out',
      {
        declaration: true,
        consents: {
          dbs_enhanced_application: true,
          dbs_enhanced_police_information: true,
          dbs_enhanced_barred_lists: true,
        },
      },
      { 'consents.dbs_enhanced_update_service': [MESSAGES.consentRequired] },
    ],
    [
      'nothing at all: every box on its own field',
      {},
      Object.fromEntries([
        ['declaration', [MESSAGES.consentRequired]],
        ...DBS_CONSENTS.enhanced.map((id) => [`consents.${id}`, [MESSAGES.consentRequired]]),
      ]),
    ],
    [
      'a string for a box',
      { declaration: 'yes', consents: ticked(DBS_CONSENTS.enhanced) },
      { declaration: ['Invalid type: Expected boolean but received "yes"'] },
    ],
  ])('refuses %s', (_case, body, errors) => {
    expect(errorsOf(schema, body)).toStrictEqual(errors);
  });

  it('starts unticked, and ticked once the consent is saved', () => {
    const response = buildResponse({ checks: enhanced });
    expect(dbsConsentDefaults(response)).toStrictEqual({
      declaration: false,
      consents: Object.fromEntries(DBS_CONSENTS.enhanced.map((id) => [id, false])),
    });
    expect(dbsConsentDefaults({ ...response, disclosure_signed_at: '2025-06-01T10:00:00.000Z' }).declaration).toBe(
      true,
    );
  });
});

describe('scottishConsentSchema', () => {
  const schema = scottishConsentSchema(buildResponse({ checks: scottishStandard }).reference_request);

  it('asks the six standard consents and no declaration', () => {
    expect(v.parse(schema, { consents: ticked(SCOTTISH_CONSENTS.standard) })).toStrictEqual({
      consents: [...SCOTTISH_CONSENTS.standard],
    });
    expect(Object.keys(errorsOf(schema, { consents: {} }))).toHaveLength(6);
  });

  it('starts from the saved consent', () => {
    const response = {
      ...buildResponse({ checks: scottishStandard }),
      disclosure_signed_at: '2025-06-01T10:00:00.000Z',
    };
    expect(Object.values(scottishConsentDefaults(response).consents)).toStrictEqual(Array(6).fill(true));
  });
});

describe('cifasConsentSchema', () => {
  it.each([
    [{ agree_to_fup: true }, {}],
    [{ agree_to_fup: false }, { agree_to_fup: [MESSAGES.consentRequired] }],
    [{ agree_to_fup: null }, { agree_to_fup: [MESSAGES.consentRequired] }],
    [{}, { agree_to_fup: [MESSAGES.consentRequired] }],
  ])('%o', (body, errors) => {
    expect(errorsOf(cifasConsentSchema(), body)).toStrictEqual(errors);
  });

  it('starts from the saved answer', () => {
    expect(cifasConsentDefaults({ agree_to_fup: null })).toStrictEqual({ agree_to_fup: false });
    expect(cifasConsentDefaults({ agree_to_fup: true })).toStrictEqual({ agree_to_fup: true });
  });
});
