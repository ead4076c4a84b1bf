import type { Check } from './reference-response';

/**
 * The check types an organisation can request (spec 000 §4, the list under "which steps each check needs").
 * `slug` is the stable key the rules use; `title` is what the request's criteria_check.title carries.
 */
export const CHECK_TYPES = {
  employment: 'Employment',
  instant_employment: 'Instant Employment',
  reference: 'Reference',
  document: 'Document',
  academic_qualification: 'Academic Qualification',
  credit: 'Credit',
  global_sanctions: 'Global Sanctions',
  adverse_media: 'Adverse Media',
  civil: 'Civil',
  bankruptcy: 'Bankruptcy',
  address_document: 'Address Document',
  professional_qualification: 'Professional Qualification',
  directorship: 'Directorship',
  social_media: 'Social Media',
  criminality: 'Criminality',
  covid_19_vaccination_proof: 'Covid-19 Vaccination Proof',
  occupational_health: 'Occupational Health',
  drug_screening: 'Drug Screening',
  driving_license: 'Driving License',
  fitness_and_proprietary: 'Fitness and Proprietary',
  financial_regulatory: 'Financial Regulatory',
  right_to_work: 'Right to Work',
  id_check: 'ID Check',
  criminal_record: 'Criminal Record',
} as const;

export type CheckSlug = keyof typeof CHECK_TYPES;
export const CHECK_SLUGS = Object.keys(CHECK_TYPES) as CheckSlug[];

export function isCheckSlug(value: unknown): value is CheckSlug {
  return typeof value === 'string' && value in CHECK_TYPES;
}

/**
 * Levels a check can carry. The specification names some by role only ("federal police check",
 * "intelligence-commission check", "100-point check", "cifas"); these are the strings we give them.
 */
export const CHECK_LEVELS = {
  /** UK criminal record (DBS in England and Wales, Disclosure Scotland in Scotland). */
  basic: 'basic',
  standard: 'standard',
  enhanced: 'enhanced',
  /** Australian Federal Police check (criminal_record, AU). */
  afp: 'afp_check',
  /** Australian Criminal Intelligence Commission check (criminal_record, AU). */
  acic: 'acic_check',
  /** New Zealand Police vetting and Ministry of Justice checks (criminal_record, NZ). */
  policeVetting: 'police_vetting',
  moj: 'moj_check',
  /** New Zealand driving licence record (driving_license, NZ). */
  nzDrivingLicence: 'nz_dl_check',
  /** Australian 100-point identity check (id_check). */
  hundredPoint: '100_point_check',
  /** Fraud-prevention (CIFAS) screening, carried by a financial_regulatory check. */
  cifas: 'cifas',
  /** A criminal record search in a jurisdiction other than the request's country. */
  extraJurisdiction: 'extra_jurisdiction',
  /** How many education records an academic_qualification check verifies (spec 000 §9 "Education minimum"). */
  oneQualification: 'one',
  twoQualifications: 'two',
  unlimitedQualifications: 'unlimited',
} as const;

/**
 * The Australian Criminal Intelligence Commission check: a criminal record check run in Australia whose levels
 * include acic_check. Its application asks more than other checks: the state of birth, the phone number's type, the
 * passport's type, the licence agency and any other name on the documents (spec 000 §5).
 */
export const isIntelligenceCommissionCheck = (check: Pick<Check, 'criteria_check' | 'country_code' | 'level'>) =>
  check.criteria_check.slug === 'criminal_record' && check.country_code === 'AU' && check.level.includes(CHECK_LEVELS.acic);

/** Value of a check's additional.region for a Disclosure Scotland request. */
export const SCOTLAND_REGION = 'scotland';
