/**
 * Which field groups the identity documents step asks (spec 000 §2 "Identity documents: field groups chosen by
 * country of the request and check type"). The specification names the groups and one condition (right to work);
 * the table is ours, explained row by row in docs/check-requirements.md "Identity document groups", and a test holds
 * that page to ID_GROUP_ROWS. The schema, the page and the sandbox's sample answers all read it from here.
 */
import { CHECK_LEVELS, isIntelligenceCommissionCheck, type CheckSlug } from '../checks';
import type { CandidateDetails, Check, Country, Nationality, ReferenceRequest } from '../reference-response';

/** The groups, in the order the page shows them. */
export const ID_GROUPS = [
  'passport',
  'right_to_work',
  'national_id',
  'social_security',
  'driving_license',
  'firearms_license',
  'citizenship',
  'sra',
  'fca',
  'conviction',
] as const;
export type IdGroup = (typeof ID_GROUPS)[number];

/** Any check, or any country. */
export const ANY = '*';

export type CountryMatch = typeof ANY | { only: readonly string[] } | { except: readonly string[] };

export interface IdGroupRow {
  group: IdGroup;
  /** The check types that ask the group, or ANY. */
  checks: readonly CheckSlug[] | typeof ANY;
  /** ISO 3166-1 alpha-2 of the check's country (its own for a search abroad, else the request's). */
  countries: CountryMatch;
  /** The row applies only when the check carries this level. */
  level?: string;
}

const L = CHECK_LEVELS;
/** Countries where no national identity number is asked: the UK asks its own below, the US the SSN. */
const NO_NATIONAL_ID_NUMBER = ['AU', 'GB', 'NZ', 'US'];

/** The table: a group is asked when any check of the request matches any of its rows. */
export const ID_GROUP_ROWS: readonly IdGroupRow[] = [
  { group: 'passport', checks: ANY, countries: ANY },
  { group: 'national_id', checks: ANY, countries: { except: NO_NATIONAL_ID_NUMBER } },
  { group: 'national_id', checks: ['criminal_record', 'financial_regulatory'], countries: { only: ['GB'] } },
  { group: 'social_security', checks: ANY, countries: { only: ['US'] } },
  { group: 'driving_license', checks: ['driving_license'], countries: ANY },
  { group: 'driving_license', checks: ['id_check'], countries: { only: ['AU'] }, level: L.hundredPoint },
  { group: 'driving_license', checks: ['criminal_record'], countries: { only: ['AU'] }, level: L.acic },
  { group: 'firearms_license', checks: ['id_check'], countries: { only: ['AU'] }, level: L.hundredPoint },
  { group: 'citizenship', checks: ['criminal_record', 'right_to_work'], countries: { only: ['AU', 'NZ'] } },
  { group: 'conviction', checks: ['criminal_record', 'criminality'], countries: ANY },
  { group: 'sra', checks: ['financial_regulatory', 'fitness_and_proprietary'], countries: { only: ['GB'] } },
  { group: 'fca', checks: ['financial_regulatory', 'fitness_and_proprietary'], countries: { only: ['GB'] } },
  { group: 'right_to_work', checks: ['right_to_work'], countries: { only: ['GB'] } },
];

/**
 * British and Irish citizens have the right to work in the UK without a share code (Irish citizens through the
 * Common Travel Area), and so does whoever holds their passport: the right-to-work group is asked of nobody else.
 */
export const RIGHT_TO_WORK_WITHOUT_SHARE_CODE: readonly string[] = ['GB', 'IE'];

export function countryMatches(match: CountryMatch, code: string): boolean {
  if (match === ANY) return true;
  return 'only' in match ? match.only.includes(code) : !match.except.includes(code);
}

export function rowApplies(row: IdGroupRow, check: Pick<Check, 'criteria_check' | 'country_code' | 'level'>): boolean {
  return (
    (row.checks === ANY || row.checks.includes(check.criteria_check.slug)) &&
    countryMatches(row.countries, check.country_code) &&
    (row.level === undefined || check.level.includes(row.level))
  );
}

/** The groups the request's checks ask, in page order, before the candidate's answers narrow right_to_work. */
export function requestIdGroups(request: Pick<ReferenceRequest, 'checks'>): IdGroup[] {
  const asked = new Set(ID_GROUP_ROWS.filter((row) => request.checks.some((check) => rowApplies(row, check))).map((row) => row.group));
  // Both fill the national ID fields: a request searched in the United States asks the SSN there.
  if (asked.has('social_security')) asked.delete('national_id');
  return ID_GROUPS.filter((group) => asked.has(group));
}

/**
 * The nationalities the candidate holds now, as ISO codes, from the birth step: the new nationality when it changed
 * since birth, else the one at birth, and the second nationality of a dual national. A nationality that is not in
 * the list (or not answered) counts as unknown and is left out.
 */
export function candidateNationalityCodes(details: CandidateDetails | undefined, nationalities: readonly Nationality[]): string[] {
  if (!details) return [];
  const current = details.is_nationality_changed_since_birth === true ? details.new_nationality : details.nationality_at_birth;
  const second = details.holds_dual_nationality === true ? details.second_nationality : null;
  return [current, second].flatMap((id) => nationalities.find((row) => row.id === id)?.short_name ?? []);
}

export interface IdFields {
  /** The groups asked, in page order; right_to_work still waits on the passport's answer (asksRightToWork). */
  groups: readonly IdGroup[];
  /**
   * An intelligence-commission (ACIC) check: its application also records the passport's type, the agency that
   * issued an Australian driving licence, and whether any identity document carries another name (spec 000 §5).
   */
  acic: boolean;
}

/** What the step asks of this candidate: the request's groups, right to work only without a British or Irish nationality. */
export function idFields(request: Pick<ReferenceRequest, 'checks'>, nationalityCodes: readonly string[]): IdFields {
  const exempt = nationalityCodes.some((code) => RIGHT_TO_WORK_WITHOUT_SHARE_CODE.includes(code));
  return {
    groups: requestIdGroups(request).filter((group) => group !== 'right_to_work' || !exempt),
    acic: request.checks.some(isIntelligenceCommissionCheck),
  };
}

/** The passport answers the right-to-work group depends on, as the form holds them. */
export interface PassportAnswer {
  is_current_passport: boolean | null;
  passport_issue_country: number | null;
}

/** The ISO code of a picked country, or null. */
export const countryCodeOf = (countries: readonly Country[], id: number | null | undefined): string | null =>
  id == null ? null : (countries.find((country) => country.id === id)?.short_name ?? null);

/**
 * Spec 000 §2: the right-to-work group shows "when the passport is absent or issued outside GB/IE". Until the
 * passport question is answered (and its country picked) it stays hidden.
 */
export function asksRightToWork(fields: IdFields, passport: PassportAnswer, countries: readonly Country[]): boolean {
  if (!fields.groups.includes('right_to_work')) return false;
  if (passport.is_current_passport === false) return true;
  if (passport.is_current_passport !== true) return false;
  const code = countryCodeOf(countries, passport.passport_issue_country);
  return code !== null && !RIGHT_TO_WORK_WITHOUT_SHARE_CODE.includes(code);
}
