import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHECK_SLUGS } from './checks';
import { tooManyItemsMessage } from './forms/fields';
import { MAX_CHECK_LEVELS, MAX_CHECKS, MAX_REFERENCE_CONFIGS, MAX_RELATIONSHIPS } from './limits';
import { type OrgRequestInput, orgRequestSchema, orgRequestSchemaFor } from './org-request.schema';

const BODY: OrgRequestInput = {
  company: { name: 'Acme Care Ltd' },
  candidate: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
  country: 'GB',
  checks: [{ type: 'criminal_record', level: ['enhanced'] }],
};

const LAX = orgRequestSchemaFor({ allowHttpLinks: true });

/** The messages by dotted path, as the API answers them. */
function errorsOf(input: unknown, schema: v.GenericSchema = orgRequestSchema): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of v.safeParse(schema, input).issues ?? []) (errors[v.getDotPath(issue) ?? ''] ??= []).push(issue.message);
  return errors;
}

const referenceCheck = (configs: number, relationships = 0) => ({
  type: 'reference' as const,
  reference_check_config: Array.from({ length: configs }, (_, index) => ({
    questionnaire: 'standard',
    name_displayed: `Referee ${index + 1}`,
    relationship: Array.from({ length: relationships }, () => 'manager'),
  })),
});

describe('orgRequestSchema: list bounds', () => {
  it('allows about twice as many checks as there are check types', () => {
    expect(MAX_CHECKS).toBeGreaterThanOrEqual(2 * CHECK_SLUGS.length);
  });

  it.each<[string, Partial<OrgRequestInput>]>([
    ['the most checks', { checks: Array.from({ length: MAX_CHECKS }, () => ({ type: 'credit' as const })) }],
    ['the most levels', { checks: [{ type: 'criminal_record', level: Array.from({ length: MAX_CHECK_LEVELS }, () => 'enhanced') }] }],
    ['the most reference configurations', { checks: [referenceCheck(MAX_REFERENCE_CONFIGS)] }],
    ['the most relationships', { checks: [referenceCheck(1, MAX_RELATIONSHIPS)] }],
  ])('accepts %s', (_name, change) => {
    expect(errorsOf({ ...BODY, ...change })).toStrictEqual({});
  });

  it.each<[string, Partial<OrgRequestInput>, Record<string, string[]>]>([
    [
      '10,000 checks',
      { checks: Array.from({ length: 10_000 }, () => ({ type: 'credit' as const })) },
      { checks: [tooManyItemsMessage(MAX_CHECKS)] },
    ],
    [
      'one check too many',
      { checks: Array.from({ length: MAX_CHECKS + 1 }, () => ({ type: 'credit' as const })) },
      { checks: [tooManyItemsMessage(MAX_CHECKS)] },
    ],
    [
      'one level too many',
      { checks: [{ type: 'criminal_record', level: Array.from({ length: MAX_CHECK_LEVELS + 1 }, () => 'enhanced') }] },
      { 'checks.0.level': [tooManyItemsMessage(MAX_CHECK_LEVELS)] },
    ],
    [
      'one reference configuration too many',
      { checks: [referenceCheck(MAX_REFERENCE_CONFIGS + 1)] },
      { 'checks.0.reference_check_config': [tooManyItemsMessage(MAX_REFERENCE_CONFIGS)] },
    ],
    [
      'one relationship too many',
      { checks: [referenceCheck(1, MAX_RELATIONSHIPS + 1)] },
      { 'checks.0.reference_check_config.0.relationship': [tooManyItemsMessage(MAX_RELATIONSHIPS)] },
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf({ ...BODY, ...change })).toStrictEqual(expected);
  });

  it('words the bound as DRF’s ListField does', () => {
    expect(tooManyItemsMessage(50)).toBe('Ensure this field has no more than 50 elements.');
  });
});

describe('orgRequestSchema: links', () => {
  const HTTPS_ONLY = 'Enter a URL starting with https://.';
  const HTTP_TOO = 'Enter a URL starting with https:// or http://.';
  const LOGO_HTTPS_ONLY = 'Enter a URL starting with https:// or data:image/.';
  const LOGO_HTTP_TOO = 'Enter a URL starting with https:// or http:// or data:image/.';

  const withLinks = (link: string) => ({
    ...BODY,
    company: { name: 'Acme Care Ltd', logo_url: link },
    consent_form_link: link,
    disclosure_form_link: link,
  });
  const linkErrors = (logo: string, form: string) => ({
    'company.logo_url': [logo],
    consent_form_link: [form],
    disclosure_form_link: [form],
  });

  it.each(['https://forms.example.com/consent.pdf', 'HTTPS://FORMS.EXAMPLE.COM/a'])('accepts %s everywhere', (link) => {
    expect(errorsOf(withLinks(link))).toStrictEqual({});
    expect(errorsOf(withLinks(link), LAX)).toStrictEqual({});
  });

  it('accepts no link at all', () => {
    expect(errorsOf({ ...BODY, company: { name: 'Acme', logo_url: null }, consent_form_link: null })).toStrictEqual({});
  });

  it('refuses http: in the strict schema and accepts it where http links are allowed', () => {
    expect(errorsOf(withLinks('http://forms.example.com/consent.pdf'))).toStrictEqual(linkErrors(LOGO_HTTPS_ONLY, HTTPS_ONLY));
    expect(errorsOf(withLinks('http://forms.example.com/consent.pdf'), LAX)).toStrictEqual({});
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com/consent.pdf',
    'file:///etc/passwd',
    'not a url',
    ' https://forms.example.com/consent.pdf',
    'https://',
    '',
  ])('refuses %j in either schema', (link) => {
    expect(errorsOf(withLinks(link))).toStrictEqual(linkErrors(LOGO_HTTPS_ONLY, HTTPS_ONLY));
    expect(errorsOf(withLinks(link), LAX)).toStrictEqual(linkErrors(LOGO_HTTP_TOO, HTTP_TOO));
  });

  it('takes a data:image URL as a logo, as the scenarios give, but not as a form link', () => {
    const logo = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(errorsOf(withLinks(logo))).toStrictEqual({ consent_form_link: [HTTPS_ONLY], disclosure_form_link: [HTTPS_ONLY] });
  });
});

describe('orgRequestSchema: a reference’s texts in one language or several', () => {
  const withConfig = (config: Record<string, unknown>) => ({
    ...BODY,
    checks: [{ type: 'reference' as const, reference_check_config: [{ questionnaire: 'standard', ...config }] }],
  });
  const PATH = 'checks.0.reference_check_config.0';

  it.each<[string, Record<string, unknown>]>([
    ['one string', { name_displayed: 'Employment reference', note_to_candidate: 'Your last manager.' }],
    ['English and French', { name_displayed: { en: 'Employment reference', fr: 'Référence professionnelle' } }],
    ['every language, the note too', {
      name_displayed: { en: 'Employment reference', fr: 'Référence professionnelle', es: 'Referencia laboral', 'pt-BR': 'Referência profissional' },
      note_to_candidate: { en: 'Your last manager.', 'pt-BR': 'Seu último gestor.' },
    }],
  ])('accepts %s', (_name, config) => {
    expect(errorsOf(withConfig(config))).toStrictEqual({});
  });

  it('refuses languages without English, a language it does not show, and a blank translation, each on its path', () => {
    expect(errorsOf(withConfig({ name_displayed: { fr: 'Référence' } }))).toStrictEqual({ [`${PATH}.name_displayed.en`]: ['Give the text as a string, or as an object of languages (en, fr, es, pt-BR) with en required.'] });
    expect(Object.keys(errorsOf(withConfig({ name_displayed: { en: 'Reference', de: 'Referenz' } })))).toStrictEqual([`${PATH}.name_displayed.de`]);
    expect(errorsOf(withConfig({ name_displayed: { en: 'Reference', es: ' ' } }))).toStrictEqual({ [`${PATH}.name_displayed.es`]: ['This field may not be blank.'] });
  });
});
