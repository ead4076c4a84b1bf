/**
 * How much history a request asks for (spec 000 §9 "Minimum address years", "Education minimum"). The address
 * and education steps, the hub and the API read these numbers from here.
 */
import { CHECK_LEVELS, type CheckSlug } from './checks';
import type { Check, ReferenceRequest } from './reference-response';

type CheckFacts = Pick<Check, 'criteria_check' | 'country_code' | 'level' | 'minimum_criteria_count'>;

/** Minimum years for a check in a country, and the larger minimum some of its levels raise it to. */
interface AddressYearsRow {
  country: string;
  check: CheckSlug;
  years: number;
  levels?: Readonly<Record<string, number>>;
}

const L = CHECK_LEVELS;

/** Spec 000 §9, number for number. A check and country with no row counts 0 ("other 0"). */
const ADDRESS_YEARS_ROWS: readonly AddressYearsRow[] = [
  { country: 'NZ', check: 'criminal_record', years: 7 },
  { country: 'NZ', check: 'occupational_health', years: 7 },
  { country: 'NZ', check: 'driving_license', years: 7 },
  { country: 'NZ', check: 'drug_screening', years: 7 },
  { country: 'GB', check: 'criminal_record', years: 5 },
  { country: 'GB', check: 'financial_regulatory', years: 0, levels: { [L.cifas]: 6 } },
  { country: 'AU', check: 'criminal_record', years: 0, levels: { [L.afp]: 10, [L.acic]: 5 } },
  { country: 'AU', check: 'id_check', years: 0, levels: { [L.hundredPoint]: 10 } },
];

/** The fallback when no check asks for any years. */
const DEFAULT_ADDRESS_YEARS = 5;
/** The fallback for the United States, and for requests of only the checks in SHORT_HISTORY_CHECKS. */
const SHORT_ADDRESS_YEARS = 1;
/** Checks that need only the current address when nothing else is asked (spec 000 §9). */
const SHORT_HISTORY_CHECKS: readonly CheckSlug[] = ['right_to_work', 'global_sanctions', 'adverse_media'];
/** Address-document and extra-jurisdiction checks look back at least this many years (spec 000 §9). */
const LEVEL_RULE_FLOOR = 5;

/** The largest whole number among the check's levels ("the criteria level number"), or 0. */
function levelNumber(check: Pick<Check, 'level'>): number {
  const numbers = check.level.map((level) => Number(level)).filter((n) => Number.isInteger(n) && n >= 0);
  return Math.max(0, ...numbers);
}

/** The years one check asks for, before the request-wide fallback. */
export function addressYearsForCheck(check: CheckFacts): number {
  const slug = check.criteria_check.slug;
  if (slug === 'address_document' || (slug === 'criminal_record' && check.level.includes(L.extraJurisdiction))) {
    return Math.max(levelNumber(check), Math.max(check.minimum_criteria_count ?? 0, LEVEL_RULE_FLOOR));
  }
  const row = ADDRESS_YEARS_ROWS.find((r) => r.country === check.country_code && r.check === slug);
  if (!row) return 0;
  const raised = check.level.map((level) => row.levels?.[level] ?? 0);
  return Math.max(row.years, ...raised);
}

/** Minimum years of address history: the largest over the checks; 0 falls back to 1 or 5 (spec 000 §9). */
export function minimumAddressYears(request: Pick<ReferenceRequest, 'checks' | 'country_code'>): number {
  const years = Math.max(0, ...request.checks.map(addressYearsForCheck));
  if (years > 0) return years;
  const onlyShortHistory = request.checks.every((check) => SHORT_HISTORY_CHECKS.includes(check.criteria_check.slug));
  return request.country_code === 'US' || onlyShortHistory ? SHORT_ADDRESS_YEARS : DEFAULT_ADDRESS_YEARS;
}

export const DAYS_PER_YEAR = 365;

/** The days of address history the candidate must cover (spec 000 §9: years × 365). */
export function minimumAddressDays(request: Pick<ReferenceRequest, 'checks' | 'country_code'>): number {
  return minimumAddressYears(request) * DAYS_PER_YEAR;
}

/** Education records an academic check's level asks for (spec 000 §9). */
export const EDUCATION_LEVEL_RECORDS: Readonly<Record<string, number>> = { one: 1, two: 2, unlimited: 2 };

/** Minimum education records: the largest over academic checks of their minimum count and level; 1 at least. */
export function minimumEducationRecords(request: Pick<ReferenceRequest, 'checks'>): number {
  const academic = request.checks.filter((check) => check.criteria_check.slug === 'academic_qualification');
  const perCheck = academic.map((check) =>
    Math.max(check.minimum_criteria_count ?? 0, ...check.level.map((level) => EDUCATION_LEVEL_RECORDS[level] ?? 0)),
  );
  return Math.max(1, ...perCheck);
}

/** Minimum professional qualification records: the checks' minimum count, 1 by default (spec 000 §9). */
export function minimumQualificationRecords(request: Pick<ReferenceRequest, 'checks'>): number {
  const qualification = request.checks.filter((check) => check.criteria_check.slug === 'professional_qualification');
  return Math.max(1, ...qualification.map((check) => check.minimum_criteria_count ?? 1));
}

/** A list may grow past one record only when more than one is required (spec 000 §9). */
export function allowsMoreThanOneRecord(minimum: number): boolean {
  return minimum > 1;
}
