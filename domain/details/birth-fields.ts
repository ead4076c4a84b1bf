/**
 * Which questions the birth step asks (spec 000 §2 "Birth: date of birth, country of birth, and depending on the
 * check, town and state of birth and nationalities"). The specification leaves the checks unnamed; the table is
 * ours, explained in docs/check-requirements.md "Birth step fields". The schema, the page and the completion
 * rule all read it from here.
 */
import { isIntelligenceCommissionCheck, type CheckSlug } from '../checks';
import type { ReferenceRequest } from '../reference-response';

export interface BirthFields {
  /** The date of birth is always asked. */
  date_of_birth: true;
  country_of_birth: boolean;
  town_of_birth: boolean;
  state_of_birth: boolean;
  /** Nationality at birth, whether it changed (then the new one), whether a second one is held (then which). */
  nationalities: boolean;
}

/** What a check's searches match on beyond the date and country of birth. */
export interface BirthFieldRow {
  town: boolean;
  nationalities: boolean;
}

/** Checks not listed ask no more than the date and country of birth. */
export const BIRTH_FIELD_ROWS: Readonly<Partial<Record<CheckSlug, BirthFieldRow>>> = {
  criminal_record: { town: true, nationalities: true },
  criminality: { town: true, nationalities: true },
  id_check: { town: true, nationalities: true },
  financial_regulatory: { town: true, nationalities: true },
  right_to_work: { town: false, nationalities: true },
};

/** The request's country whose birth step asks only the date of birth. */
const DATE_OF_BIRTH_ONLY_COUNTRY = 'US';

export function birthFields(request: Pick<ReferenceRequest, 'country_code' | 'checks'>): BirthFields {
  if (request.country_code === DATE_OF_BIRTH_ONLY_COUNTRY) {
    return {
      date_of_birth: true,
      country_of_birth: false,
      town_of_birth: false,
      state_of_birth: false,
      nationalities: false,
    };
  }
  const rows = request.checks.flatMap((check) => BIRTH_FIELD_ROWS[check.criteria_check.slug] ?? []);
  return {
    date_of_birth: true,
    country_of_birth: true,
    town_of_birth: rows.some((row) => row.town),
    // The ACIC application names the state or territory of birth (spec 000 §5).
    state_of_birth: request.checks.some(isIntelligenceCommissionCheck),
    nationalities: rows.some((row) => row.nationalities),
  };
}
