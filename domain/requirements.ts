/**
 * Which sections and steps a request needs (spec 000 §4 "Which steps each check needs per country"). The
 * specification gives three cases; the rest of the table is ours, explained row by row in
 * docs/check-requirements.md. The hub, the step pages and the API's completion check all read it from here.
 */
import { CHECK_LEVELS, type CheckSlug, SCOTLAND_REGION } from './checks';
import type { Check, ReferenceResponse } from './reference-response';
import {
  DETAILS_STEPS,
  type DetailsStep,
  SECTION_SLUGS,
  SECTION_STEPS,
  type SectionSlug,
  type StepSlug,
} from './sections';

/** Any country that no row of the same check names. */
const ANY_COUNTRY = '*';

export interface RequirementRow {
  check: CheckSlug;
  /** ISO 3166-1 alpha-2 of the check's country, or ANY_COUNTRY. */
  country: string;
  /** The row applies only when the check carries this level. */
  level?: string;
  /** Details steps beyond the ones every request needs (BASE_DETAILS_STEPS). */
  details: readonly DetailsStep[];
  sections: readonly SectionSlug[];
}

/** Who the candidate is and where they live: every check needs them (the address minimum is never 0, §9). */
const BASE_DETAILS_STEPS: readonly DetailsStep[] = ['name', 'birth', 'address'];

const L = CHECK_LEVELS;

/**
 * The table. For a check, the rows of its own country apply if there are any, otherwise the ANY_COUNTRY rows;
 * among those, a row with a level applies only when the check carries that level. The rules that depend on
 * more than the check (the UK criminal record consent and identity route, digital ID, the form links, and the
 * sections that follow from the candidate's own answers) are in requiredSections below.
 */
export const REQUIREMENT_ROWS: readonly RequirementRow[] = [
  { check: 'employment', country: ANY_COUNTRY, details: [], sections: ['employers'] },
  { check: 'instant_employment', country: ANY_COUNTRY, details: [], sections: ['instant_employment_verification'] },
  { check: 'reference', country: ANY_COUNTRY, details: [], sections: ['reference'] },
  { check: 'document', country: ANY_COUNTRY, details: ['id'], sections: ['documents'] },
  { check: 'academic_qualification', country: ANY_COUNTRY, details: ['education'], sections: [] },
  { check: 'credit', country: 'GB', details: ['previous_name'], sections: ['adverse_financial_history'] },
  { check: 'credit', country: ANY_COUNTRY, details: ['previous_name', 'id'], sections: [] },
  { check: 'global_sanctions', country: ANY_COUNTRY, details: [], sections: [] },
  { check: 'adverse_media', country: ANY_COUNTRY, details: ['previous_name'], sections: [] },
  { check: 'civil', country: ANY_COUNTRY, details: ['previous_name'], sections: [] },
  { check: 'bankruptcy', country: ANY_COUNTRY, details: ['previous_name'], sections: [] },
  { check: 'address_document', country: ANY_COUNTRY, details: [], sections: ['address_documents'] },
  { check: 'professional_qualification', country: ANY_COUNTRY, details: ['qualification'], sections: [] },
  { check: 'directorship', country: ANY_COUNTRY, details: ['directorship'], sections: [] },
  { check: 'social_media', country: ANY_COUNTRY, details: ['social_media'], sections: [] },
  { check: 'criminality', country: ANY_COUNTRY, details: ['previous_name', 'id'], sections: [] },
  { check: 'covid_19_vaccination_proof', country: ANY_COUNTRY, details: [], sections: ['documents'] },
  {
    check: 'occupational_health',
    country: 'US',
    details: ['phone'],
    sections: ['occupational_health_services_check'],
  },
  { check: 'occupational_health', country: ANY_COUNTRY, details: ['phone'], sections: [] },
  { check: 'drug_screening', country: 'US', details: ['phone'], sections: ['drug_screening_services_check'] },
  { check: 'drug_screening', country: ANY_COUNTRY, details: ['phone'], sections: [] },
  { check: 'driving_license', country: 'NZ', details: ['id'], sections: [] },
  { check: 'driving_license', country: 'NZ', level: L.nzDrivingLicence, details: [], sections: ['nz_dl_disclosure_section'] },
  { check: 'driving_license', country: ANY_COUNTRY, details: ['id'], sections: ['documents'] },
  { check: 'fitness_and_proprietary', country: ANY_COUNTRY, details: [], sections: ['fit_and_proper'] },
  { check: 'financial_regulatory', country: 'GB', details: ['previous_name', 'id'], sections: [] },
  { check: 'financial_regulatory', country: 'GB', level: L.cifas, details: [], sections: ['cifas_declaration_consent'] },
  { check: 'financial_regulatory', country: ANY_COUNTRY, details: ['previous_name', 'id'], sections: [] },
  { check: 'right_to_work', country: ANY_COUNTRY, details: ['id'], sections: [] },
  { check: 'id_check', country: 'AU', details: ['id'], sections: [] },
  { check: 'id_check', country: 'AU', level: L.hundredPoint, details: [], sections: ['documents_selection', 'afp_documents'] },
  { check: 'id_check', country: ANY_COUNTRY, details: ['id'], sections: [] },
  { check: 'criminal_record', country: 'GB', details: ['previous_name', 'id'], sections: [] },
  { check: 'criminal_record', country: 'AU', details: ['previous_name', 'id'], sections: [] },
  {
    check: 'criminal_record',
    country: 'AU',
    level: L.afp,
    details: [],
    sections: ['afp_disclosure_section', 'documents_selection', 'afp_documents'],
  },
  {
    check: 'criminal_record',
    country: 'AU',
    level: L.acic,
    details: ['phone'],
    sections: ['acic_consent', 'acic_documents'],
  },
  { check: 'criminal_record', country: 'NZ', details: ['previous_name', 'id'], sections: [] },
  {
    check: 'criminal_record',
    country: 'NZ',
    level: L.policeVetting,
    details: [],
    sections: ['police_vetting_documents'],
  },
  {
    check: 'criminal_record',
    country: 'NZ',
    level: L.moj,
    details: [],
    sections: ['moj_disclosure_section', 'moj_document_upload'],
  },
  { check: 'criminal_record', country: ANY_COUNTRY, details: ['previous_name', 'id'], sections: [] },
];

/** The rows that apply to one check. */
export function rowsForCheck(check: Pick<Check, 'criteria_check' | 'country_code' | 'level'>): RequirementRow[] {
  const ofCheck = REQUIREMENT_ROWS.filter((row) => row.check === check.criteria_check.slug);
  const ofCountry = ofCheck.filter((row) => row.country === check.country_code);
  const rows = ofCountry.length > 0 ? ofCountry : ofCheck.filter((row) => row.country === ANY_COUNTRY);
  return rows.filter((row) => row.level === undefined || check.level.includes(row.level));
}

/**
 * Whether the request counts identity documents in points (spec 001 §9 "Identity target 100 points"): only the
 * Australian checks whose documents are chosen and uploaded against that target do. Elsewhere a document's points
 * mean nothing to the candidate, so no page shows them.
 */
export function countsIdentityPoints(checks: readonly Pick<Check, 'criteria_check' | 'country_code' | 'level'>[]): boolean {
  return checks.some((check) => rowsForCheck(check).some((row) => row.sections.includes('afp_documents')));
}

/** Countries whose passports open the digital-ID route of a UK criminal record check (spec 000 §4). */
const DIGITAL_ID_PASSPORT_COUNTRIES: readonly string[] = ['GB', 'IE'];

/** Disclosure Scotland levels that use the Scottish consent and the phone step (spec 000 §4). */
const SCOTTISH_CONSENT_LEVELS: readonly string[] = [L.basic, L.standard];

/** A UK criminal record check: a GB criminal_record check other than a search abroad. */
export function isUkCriminalRecordCheck(check: Pick<Check, 'criteria_check' | 'country_code' | 'level'>): boolean {
  return (
    check.criteria_check.slug === 'criminal_record' &&
    check.country_code === 'GB' &&
    !check.level.includes(L.extraJurisdiction)
  );
}

/** The candidate holds a current UK or Irish passport that has not expired on `today` (yyyy-MM-dd). */
function hasDigitalIdPassport(response: Pick<ReferenceResponse, 'candidate_id_document_details'>, today: string) {
  const id = response.candidate_id_document_details;
  if (!id?.is_current_passport || !id.passport_issue_country_code || !id.passport_expiry_date) return false;
  return DIGITAL_ID_PASSPORT_COUNTRIES.includes(id.passport_issue_country_code) && id.passport_expiry_date >= today;
}

function ukCriminalRecordSections(
  check: Check,
  response: ReferenceResponse,
  today: string,
): { details: DetailsStep[]; sections: SectionSlug[] } {
  const request = response.reference_request;
  const scottish =
    check.additional.region === SCOTLAND_REGION && check.level.some((level) => SCOTTISH_CONSENT_LEVELS.includes(level));
  const consent: SectionSlug = scottish ? 'ds_declaration_consent' : 'dbs_declaration_consent';
  const documentRoute = request.is_rescreening && !request.use_digital_id_for_rescreening;
  const digitalId = !documentRoute && (check.require_digital_id_verification || hasDigitalIdPassport(response, today));
  return {
    details: scottish ? ['phone'] : [],
    sections: [consent, digitalId ? 'identity_validation' : 'dbs_documents'],
  };
}

export interface RequiredSection {
  section: SectionSlug;
  steps: readonly StepSlug[];
}

/**
 * The sections the request needs, in the hub's order, each with the steps it needs. `today` is the
 * candidate's date (yyyy-MM-dd): a passport that expires today still counts as not expired.
 */
export function requiredSections(response: ReferenceResponse, today: string): RequiredSection[] {
  const request = response.reference_request;
  const details = new Set<DetailsStep>(BASE_DETAILS_STEPS);
  const sections = new Set<SectionSlug>(['details']);

  for (const check of request.checks) {
    for (const row of rowsForCheck(check)) {
      row.details.forEach((step) => details.add(step));
      row.sections.forEach((section) => sections.add(section));
    }
    if (isUkCriminalRecordCheck(check)) {
      const uk = ukCriminalRecordSections(check, response, today);
      uk.details.forEach((step) => details.add(step));
      uk.sections.forEach((section) => sections.add(section));
    } else if (check.require_digital_id_verification) {
      sections.add('identity_validation');
    }
  }

  // The signed forms the organisation attached to the request.
  if (request.consent_form_link) sections.add('consent');
  if (request.disclosure_form_link) sections.add('disclosure');

  // Sections that follow from the candidate's own answers.
  const slugs = new Set(request.checks.map((check) => check.criteria_check.slug));
  if (slugs.has('employment') && response.employers.some((line) => line.proof_of_employment === true)) {
    sections.add('employment_proof');
  }
  if (details.has('education') && response.candidate_education_details.some((record) => record.is_certificate_copy)) {
    sections.add('education_proof');
  }
  if (details.has('directorship') && response.candidate_directorship_details?.past_directorships === true) {
    sections.add('directorships');
  }

  // A digital identity validation also proves the identity the credit search would (spec 000 §4).
  if (sections.has('identity_validation')) sections.delete('adverse_financial_history');

  return SECTION_SLUGS.filter((section) => sections.has(section)).map((section) => ({
    section,
    steps: section === 'details' ? DETAILS_STEPS.filter((step) => details.has(step)) : SECTION_STEPS[section],
  }));
}
