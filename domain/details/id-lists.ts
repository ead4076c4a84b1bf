/**
 * The fixed lists of the identity documents step (spec 000 §3 "Identity details", §5, §9). Values are what the API
 * stores; the SPA shows each in the reader's language.
 */
import { UK_REGIONS } from '../limits';
import type { IdDocumentDetails } from '../reference-response';

/** Spec 000 §3 "Passport types". */
export const PASSPORT_TYPES = ['ordinary', 'private', 'government', 'un_refugee', 'diplomatic', 'official'] as const;
export type PassportType = (typeof PASSPORT_TYPES)[number];

/** Spec 000 §3 "National ID types". */
export const NATIONAL_ID_TYPES = [
  'national_insurance',
  'social_security',
  'identity_card_number',
  'cpf',
  'isikukood',
  'imss',
  'nric_fin',
  'other',
] as const;
export type NationalIdType = (typeof NATIONAL_ID_TYPES)[number];

/** The type that asks for a description of the number (spec 000 §5 "id_type_details ... required if type is other"). */
export const OTHER_ID_TYPE = 'other' satisfies NationalIdType;
/** The type whose number has the UK National Insurance format (NATIONAL_INSURANCE_PATTERN of id.schema.ts). */
export const NATIONAL_INSURANCE_ID_TYPE = 'national_insurance' satisfies NationalIdType;
/** The type stored with a US social security number (spec 000 §3 "id_type (social_security when an SSN is given)"). */
export const SOCIAL_SECURITY_ID_TYPE = 'social_security' satisfies NationalIdType;

/** Spec 000 §5: the states and territories that issue Australian driving and firearms licences. */
export const AU_STATE_CODES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATE_CODES)[number];

/**
 * Who issued an Australian driving licence, as the ACIC application asks it (spec 000 §5 "AU agency list includes
 * army/navy/RAAF services and other options"): a state or territory road authority issues almost every licence; the
 * three services issue their own military licences; "other" covers the rest (a Commonwealth agency, a mining lease).
 */
export const DRIVING_LICENCE_AGENCIES = ['road_authority', 'army', 'navy', 'raaf', 'other'] as const;
export type DrivingLicenceAgency = (typeof DRIVING_LICENCE_AGENCIES)[number];

/**
 * Who issued an Australian firearms licence: the firearms registry of a state or territory police force issues the
 * civilian licences; the Defence Force authorises its members' service weapons; "other" covers the rest.
 */
export const FIREARMS_LICENCE_AGENCIES = ['police_firearms_registry', 'defence_force', 'other'] as const;
export type FirearmsLicenceAgency = (typeof FIREARMS_LICENCE_AGENCIES)[number];

/** The licences the identity step asks about, each a group of fields of its own (id-groups.ts). */
export type LicenceKind = 'driving' | 'firearms';

export const LICENCE_AGENCIES: Record<LicenceKind, readonly string[]> = {
  driving: DRIVING_LICENCE_AGENCIES,
  firearms: FIREARMS_LICENCE_AGENCIES,
};

/** The lists a licence's issuing state or region may come from. */
export const ISSUE_STATE_LISTS = { au_states: AU_STATE_CODES, uk_regions: UK_REGIONS } as const;
export type IssueStateList = keyof typeof ISSUE_STATE_LISTS;

/** How a licence's fields depend on the country that issued it. */
export interface LicenceRules {
  /** The list the state or region that issued it comes from; null where it is typed, and optional. */
  issueStates: IssueStateList | null;
  /** Who issued it: from the licence's list (LICENCE_AGENCIES), typed and optional, or not asked (null). */
  agency: 'list' | 'text' | null;
}

/**
 * Spec 000 §5: an Australian licence names its state or territory from the list, and a UK driving licence its region
 * (§9); any other licence types it. The agency of an Australian licence comes from the licence's list, a driving
 * licence's only for an intelligence-commission (ACIC) check, which records it; a firearms licence from elsewhere
 * types it.
 */
export function licenceRules(kind: LicenceKind, countryCode: string | null, acic: boolean): LicenceRules {
  const australian = countryCode === 'AU';
  const issueStates = australian ? 'au_states' : countryCode === 'GB' && kind === 'driving' ? 'uk_regions' : null;
  if (kind === 'driving') return { issueStates, agency: australian && acic ? 'list' : null };
  return { issueStates, agency: australian ? 'list' : 'text' };
}

/**
 * The citizenship question's answers (spec 000 §3 "citizenship (AU or NZ)"). "none" is the candidate's answer
 * "neither"; it is stored as null, so an unanswered question can still be told apart from it in the form.
 */
export const CITIZENSHIP_ANSWERS = ['AU', 'NZ', 'none'] as const;
export type CitizenshipAnswer = (typeof CITIZENSHIP_ANSWERS)[number];
export const NO_CITIZENSHIP = 'none' satisfies CitizenshipAnswer;
export type StoredCitizenship = IdDocumentDetails['citizenship'];
