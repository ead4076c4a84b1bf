/**
 * Which fields the name step asks (spec 000 §5): the salutations offered and the parents' names, by the request's
 * country and its checks. The schema and the page both read it, so a field the page hides is never required.
 */
import { SCOTLAND_REGION } from '../checks';
import type { Check } from '../reference-response';
import { isUkCriminalRecordCheck } from '../requirements';

export const SALUTATIONS = ['mr', 'mrs', 'miss', 'ms', 'dr', 'prof', 'other'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/**
 * The sex a passport shows (ICAO Doc 9303: M, F or X for unspecified), in the document's order, so every candidate
 * can answer as their document reads (docs/decisions/0029). The specification's male and female keep their values.
 */
export const GENDERS = ['male', 'female', 'x'] as const;
export type Gender = (typeof GENDERS)[number];

/** Countries of the request whose checks are run on the father's full name (spec 000 §5). */
const FATHERS_NAME_COUNTRIES: readonly string[] = ['IN', 'BR'];
/** Countries of the request whose checks are run on the mother's full name too. */
const MOTHERS_NAME_COUNTRIES: readonly string[] = ['BR'];

export interface NameFields {
  salutations: readonly Salutation[];
  fathers_full_name: boolean;
  mothers_full_name: boolean;
  mothers_maiden_name: boolean;
}

type CheckFacts = Pick<Check, 'criteria_check' | 'country_code' | 'level' | 'additional'>;

/** A Disclosure Scotland application: a UK criminal record check for the region scotland. */
const isScottishCriminalRecordCheck = (check: CheckFacts) =>
  isUkCriminalRecordCheck(check) && check.additional.region === SCOTLAND_REGION;

export function nameFields(request: { country_code: string; checks: readonly CheckFacts[] }): NameFields {
  // The UK criminal record application takes only the titles it knows: 'other' is not one of them.
  const ukCriminalRecord = request.checks.some(isUkCriminalRecordCheck);
  return {
    salutations: ukCriminalRecord ? SALUTATIONS.filter((salutation) => salutation !== 'other') : SALUTATIONS,
    fathers_full_name: FATHERS_NAME_COUNTRIES.includes(request.country_code),
    mothers_full_name: MOTHERS_NAME_COUNTRIES.includes(request.country_code),
    mothers_maiden_name: request.checks.some(isScottishCriminalRecordCheck),
  };
}

/** The full name the server stores beside the parts: first, middle and last, each only when given. */
export function fullName(parts: { first_name: string; middle_name: string | null; last_name: string }): string {
  return [parts.first_name, parts.middle_name, parts.last_name].filter((part) => part).join(' ');
}
