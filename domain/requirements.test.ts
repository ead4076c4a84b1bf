import { describe, expect, it } from 'vitest';
import type { IdDocumentDetails } from './reference-response';
import { REQUIREMENT_ROWS, countsIdentityPoints, requiredSections, rowsForCheck } from './requirements';
import { CHECK_LEVELS, CHECK_SLUGS } from './checks';
import { buildCheck, buildResponse, type CheckSpec, type ResponseSpec } from './testing/build-response';
import { employerLine } from './testing/employer-line';

const TODAY = '2026-11-21';

function sectionsOf(spec: ResponseSpec, adjust?: (response: ReturnType<typeof buildResponse>) => void) {
  const response = buildResponse(spec);
  adjust?.(response);
  return requiredSections(response, TODAY);
}
const slugs = (spec: ResponseSpec, adjust?: Parameters<typeof sectionsOf>[1]) =>
  sectionsOf(spec, adjust).map((s) => s.section);
const detailsSteps = (spec: ResponseSpec, adjust?: Parameters<typeof sectionsOf>[1]) =>
  sectionsOf(spec, adjust).find((s) => s.section === 'details')?.steps;

function passport(country: string, expiry: string): IdDocumentDetails {
  return {
    is_completed: true,
    is_current_passport: true,
    passport_number: '123456789',
    passport_issue_country: 1,
    passport_issue_country_name: country,
    passport_issue_country_code: country,
    passport_issue_date: '2020-01-01',
    passport_expiry_date: expiry,
  } as IdDocumentDetails;
}
const withPassport = (country: string, expiry: string) => (response: ReturnType<typeof buildResponse>) => {
  response.candidate_id_document_details = passport(country, expiry);
};

const ukCriminal = (extra: Partial<CheckSpec> = {}): CheckSpec => ({ slug: 'criminal_record', level: ['basic'], ...extra });

describe('the table', () => {
  it('has rows for every check type of the specification', () => {
    for (const slug of CHECK_SLUGS) expect(REQUIREMENT_ROWS.some((row) => row.check === slug), slug).toBe(true);
  });

  it('uses a country’s own rows, and the rows for any country only when it has none', () => {
    const gbCredit = rowsForCheck(buildCheck({ slug: 'credit' }, 'GB'));
    expect(gbCredit.flatMap((row) => row.sections)).toEqual(['adverse_financial_history']);
    const usCredit = rowsForCheck(buildCheck({ slug: 'credit' }, 'US'));
    expect(usCredit.flatMap((row) => row.details)).toEqual(['previous_name', 'id']);
  });

  it('applies a level row only when the check carries that level', () => {
    const plain = rowsForCheck(buildCheck({ slug: 'criminal_record' }, 'AU'));
    expect(plain.flatMap((row) => row.sections)).toEqual([]);
    const acic = rowsForCheck(buildCheck({ slug: 'criminal_record', level: ['acic_check'] }, 'AU'));
    expect(acic.flatMap((row) => row.sections)).toEqual(['acic_consent', 'acic_documents']);
  });
});

describe('countsIdentityPoints: only the Australian 100-point checks count documents in points', () => {
  it.each([
    ['an Australian 100-point identity check', [buildCheck({ slug: 'id_check', level: [CHECK_LEVELS.hundredPoint] }, 'AU')], true],
    ['an Australian identity check of another level', [buildCheck({ slug: 'id_check' }, 'AU')], false],
    ['a UK document and licence check', [buildCheck({ slug: 'document' }, 'GB'), buildCheck({ slug: 'driving_license' }, 'GB')], false],
    ['a UK criminal record check', [buildCheck(ukCriminal(), 'GB')], false],
  ])('%s: %s', (_name, checks, counts) => {
    expect(countsIdentityPoints(checks)).toBe(counts);
  });
});

describe('UK criminal record: digital ID for a UK or Irish passport that is not expired (spec 000 §4)', () => {
  it.each<[string, string, string, 'identity_validation' | 'dbs_documents']>([
    ['a British passport', 'GB', '2030-01-01', 'identity_validation'],
    ['an Irish passport', 'IE', '2030-01-01', 'identity_validation'],
    ['a British passport expiring today', 'GB', TODAY, 'identity_validation'],
    ['an expired British passport', 'GB', '2026-11-20', 'dbs_documents'],
    ['a French passport', 'FR', '2030-01-01', 'dbs_documents'],
  ])('%s → %s', (_, country, expiry, section) => {
    const sections = slugs({ checks: [ukCriminal()] }, withPassport(country, expiry));
    expect(sections).toContain(section);
    expect(sections).not.toContain(section === 'identity_validation' ? 'dbs_documents' : 'identity_validation');
  });

  it('uses document upload until the passport is known', () => {
    expect(slugs({ checks: [ukCriminal()] })).toEqual(['details', 'dbs_declaration_consent', 'dbs_documents']);
  });

  it('uses digital ID when the organisation requires it, whatever the passport', () => {
    expect(slugs({ checks: [ukCriminal({ digitalId: true })] })).toContain('identity_validation');
  });

  it('uses document upload for rescreening (spec 000 §4), even with a British passport', () => {
    const sections = slugs({ rescreening: true, checks: [ukCriminal()] }, withPassport('GB', '2030-01-01'));
    expect(sections).toContain('dbs_documents');
    expect(sections).not.toContain('identity_validation');
  });

  it('lets a rescreening use digital ID when the request allows it', () => {
    const spec = { rescreening: true, digitalIdForRescreening: true, checks: [ukCriminal()] };
    expect(slugs(spec, withPassport('GB', '2030-01-01'))).toContain('identity_validation');
  });
});

describe('Scotland: ds_consent and phone for basic or standard, otherwise dbs_consent (spec 000 §4)', () => {
  it.each<[string, string, boolean]>([
    ['basic', 'ds_declaration_consent', true],
    ['standard', 'ds_declaration_consent', true],
    ['enhanced', 'dbs_declaration_consent', false],
  ])('%s → %s', (level, consent, phone) => {
    const spec = { checks: [{ slug: 'criminal_record' as const, level: [level], region: 'scotland' }] };
    const sections = slugs(spec);
    expect(sections).toContain(consent);
    expect(sections).not.toContain(consent === 'ds_declaration_consent' ? 'dbs_declaration_consent' : 'ds_declaration_consent');
    expect(detailsSteps(spec)?.includes('phone')).toBe(phone);
  });

  it('uses the DBS consent and no phone step in England', () => {
    const spec = { checks: [ukCriminal()] };
    expect(slugs(spec)).toContain('dbs_declaration_consent');
    expect(detailsSteps(spec)).not.toContain('phone');
  });

  it('does not treat a search abroad as a UK check', () => {
    const spec = { checks: [{ slug: 'criminal_record' as const, country: 'IN', level: ['extra_jurisdiction'] }] };
    expect(slugs(spec)).toEqual(['details']);
  });
});

describe('sections that depend on the request', () => {
  it('lists the consent section only when the request has a consent form link', () => {
    expect(slugs({ checks: [{ slug: 'employment' }] })).not.toContain('consent');
    expect(slugs({ checks: [{ slug: 'employment' }], consentFormLink: 'https://forms.example/c.pdf' })[0]).toBe('consent');
  });

  it('lists the disclosure section only when the request has a disclosure form link', () => {
    expect(slugs({ country: 'US', checks: [{ slug: 'criminal_record' }] })).not.toContain('disclosure');
    expect(
      slugs({ country: 'US', checks: [{ slug: 'criminal_record' }], disclosureFormLink: 'https://forms.example/d.pdf' }),
    ).toContain('disclosure');
  });

  it('removes adverse financial history when identity validation is required (spec 000 §4)', () => {
    expect(slugs({ checks: [{ slug: 'credit' }] })).toContain('adverse_financial_history');
    expect(slugs({ checks: [{ slug: 'credit' }, { slug: 'id_check', digitalId: true }] })).toEqual([
      'details',
      'identity_validation',
    ]);
  });
});

describe('sections that follow from the candidate’s answers', () => {
  it('asks for proof of employment only for employers flagged for it', () => {
    const spec = { checks: [{ slug: 'employment' as const }] };
    expect(slugs(spec)).not.toContain('employment_proof');
    const flagged = slugs(spec, (response) => {
      response.employers = [employerLine({ guid: 'e1', organization_name: 'Acme', proof_of_employment: true })];
    });
    expect(flagged).toContain('employment_proof');
  });

  it('asks for proof of education only for records with a certificate copy', () => {
    const spec = { checks: [{ slug: 'academic_qualification' as const }] };
    expect(slugs(spec)).not.toContain('education_proof');
    const withCopy = slugs(spec, (response) => {
      response.candidate_education_details = [{ id: 1, is_certificate_copy: true, is_completed: true } as never];
    });
    expect(withCopy).toContain('education_proof');
  });

  it('asks for the directorships list only after a yes to past directorships', () => {
    const spec = { checks: [{ slug: 'directorship' as const }] };
    expect(slugs(spec)).not.toContain('directorships');
    const yes = slugs(spec, (response) => {
      response.candidate_directorship_details = { past_directorships: true, is_completed: true };
    });
    expect(yes).toContain('directorships');
    const no = slugs(spec, (response) => {
      response.candidate_directorship_details = { past_directorships: false, is_completed: true };
    });
    expect(no).not.toContain('directorships');
  });
});

describe('details steps', () => {
  it('always asks for name, birth and address, in the route table’s order', () => {
    expect(detailsSteps({ checks: [{ slug: 'reference' }] })).toEqual(['name', 'birth', 'address']);
    expect(
      detailsSteps({
        checks: [{ slug: 'directorship' }, { slug: 'social_media' }, { slug: 'academic_qualification' }, ukCriminal()],
      }),
    ).toEqual(['name', 'birth', 'previous_name', 'social_media', 'id', 'address', 'education', 'directorship']);
  });

  it('lists sections once each, in the hub’s order, supporting documents last', () => {
    const sections = slugs({
      country: 'AU',
      checks: [
        { slug: 'document' },
        { slug: 'criminal_record', level: ['acic_check', 'afp_check'] },
        { slug: 'id_check', level: ['100_point_check'] },
        { slug: 'employment' },
      ],
    });
    expect(sections).toEqual([
      'details',
      'acic_consent',
      'afp_disclosure_section',
      'employers',
      'documents_selection',
      'afp_documents',
      'acic_documents',
      'documents',
    ]);
  });
});
