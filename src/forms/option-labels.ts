/**
 * The words of the forms' fixed options, by the value the API stores (the lists themselves are domain/'s). The forms
 * offer their options in these words and the check of the answers shows a stored value in the same words, so a
 * candidate recognises what they chose, and a label changed here changes in both.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender, Salutation } from '../../domain/details/name-fields';
import type { PhoneNumberType } from '../../domain/details/phone-fields';
import type { SocialMediaPlatform } from '../../domain/details/social-media.schema';
import type {
  CitizenshipAnswer,
  DrivingLicenceAgency,
  FirearmsLicenceAgency,
  NationalIdType,
  PassportType,
} from '../../domain/details/id-lists';
import type { SKIP_REASONS } from '../../domain/employers/options';
import type { UkRegion } from '../../domain/limits';
import type { AcquaintanceLength, Relationship } from '../../domain/referees/options';
import type {
  DirectorshipType,
  EducationRecord,
  EmploymentType,
  GapReason,
  PreviousName,
  ReasonForLeaving,
} from '../../domain/reference-response';

type Labels<Value extends string | number> = Readonly<Record<Value, MessageDescriptor>>;

/** A form's options: each value with its label in the reader's language. */
export const optionsOf = <Value extends string>(i18n: I18n, values: readonly Value[], labels: Labels<Value>) =>
  values.map((value) => ({ value, label: i18n._(labels[value]) }));

const OTHER = msg`Other`;
const FULL_TIME = msg`Full-time`;
const PART_TIME = msg`Part-time`;

export const SALUTATION_LABELS: Labels<Salutation> = {
  mr: msg`Mr`,
  mrs: msg`Mrs`,
  miss: msg`Miss`,
  ms: msg`Ms`,
  dr: msg`Dr`,
  prof: msg`Prof`,
  other: OTHER,
};

/** As the passport prints them (docs/decisions/0029): M, F, X. */
export const GENDER_LABELS: Labels<Gender> = {
  male: msg`Male (M)`,
  female: msg`Female (F)`,
  x: msg`Unspecified (X)`,
};

export const PREVIOUS_NAME_TYPE_LABELS: Labels<PreviousName['type']> = {
  alias: msg`Alias`,
  maiden_name: msg`Maiden name`,
  other: OTHER,
};

/** The platforms' own names, the same in every language but X's. */
export const SOCIAL_MEDIA_PLATFORM_LABELS: Labels<SocialMediaPlatform> = {
  facebook: msg`Facebook`,
  instagram: msg`Instagram`,
  linkedin: msg`LinkedIn`,
  x: msg`X (formerly Twitter)`,
  tiktok: msg`TikTok`,
  reddit: msg`Reddit`,
  pinterest: msg`Pinterest`,
};

export const PHONE_NUMBER_TYPE_LABELS: Labels<PhoneNumberType> = {
  private: msg`Private (home)`,
  business: msg`Business (work)`,
  mobile: msg`Mobile`,
};

export const MODE_OF_STUDY_LABELS: Labels<NonNullable<EducationRecord['mode_of_study']>> = {
  FULL_TIME,
  PART_TIME,
};

export const PASSPORT_TYPE_LABELS: Labels<PassportType> = {
  ordinary: msg`Ordinary`,
  private: msg`Private`,
  government: msg`Government`,
  un_refugee: msg`United Nations refugee travel document`,
  diplomatic: msg`Diplomatic`,
  official: msg`Official`,
};

export const NATIONAL_ID_TYPE_LABELS: Labels<NationalIdType> = {
  national_insurance: msg`National Insurance number`,
  social_security: msg`Social security number`,
  identity_card_number: msg`Identity card number`,
  cpf: msg`CPF (Brazil)`,
  isikukood: msg`Isikukood (Estonia)`,
  imss: msg`IMSS social security number (Mexico)`,
  nric_fin: msg`NRIC or FIN (Singapore)`,
  other: OTHER,
};

export const UK_REGION_LABELS: Labels<UkRegion> = {
  JE: msg`Jersey`,
  GG: msg`Guernsey`,
  IM: msg`Isle of Man`,
  'GB-NIR': msg`Northern Ireland`,
  'GB-ENG': msg`England`,
  'GB-SCT': msg`Scotland`,
  'GB-WLS': msg`Wales`,
};

export const DRIVING_LICENCE_AGENCY_LABELS: Labels<DrivingLicenceAgency> = {
  road_authority: msg`State or territory road authority`,
  army: msg`Australian Army`,
  navy: msg`Royal Australian Navy`,
  raaf: msg`Royal Australian Air Force`,
  other: OTHER,
};

export const FIREARMS_LICENCE_AGENCY_LABELS: Labels<FirearmsLicenceAgency> = {
  police_firearms_registry: msg`State or territory police firearms registry`,
  defence_force: msg`Australian Defence Force`,
  other: OTHER,
};

export const CITIZENSHIP_LABELS: Labels<CitizenshipAnswer> = {
  AU: msg`Australian citizen`,
  NZ: msg`New Zealand citizen`,
  none: msg`Neither`,
};

export const EMPLOYMENT_TYPE_LABELS: Labels<EmploymentType> = {
  full_time: FULL_TIME,
  part_time: PART_TIME,
  permanent: msg`Permanent`,
  contract: msg`Contract`,
  casual_temporary: msg`Casual or temporary`,
  internship: msg`Internship`,
  self_employed: msg`Self-employed`,
};

export const REASON_FOR_LEAVING_LABELS: Labels<ReasonForLeaving> = {
  redundancy: msg`Redundancy`,
  retrenchment: msg`Retrenchment`,
  resigned: msg`Resigned`,
  company_acquisition: msg`Company acquisition`,
  company_merger: msg`Company merger`,
  another_job: msg`Another job`,
  career_break: msg`Career break`,
  dismissal: msg`Dismissal`,
  education: msg`Education`,
  company_policy_prohibits_disclosure: msg`Company policy prohibits disclosure`,
  other: OTHER,
};

export const GAP_REASON_LABELS: Labels<GapReason> = {
  UNEMPLOYED_AND_LOOKING_FOR_WORK: msg`Unemployed`,
  ON_VACATION: msg`On vacation`,
  OTHER,
};

export const SKIP_REASON_LABELS: Labels<(typeof SKIP_REASONS)[number]> = {
  no_additional_employment_history: msg`I have no additional employment history`,
};

export const DIRECTORSHIP_TYPE_LABELS: Labels<DirectorshipType> = {
  executive: msg`Executive`,
  non_executive: msg`Non-executive`,
};

/** Spec 001 §3 "Referee relationship options". */
export const RELATIONSHIP_LABELS: Labels<Relationship> = {
  manager: msg`Current manager or supervisor`,
  previous_manager: msg`Previous manager or supervisor`,
  mentor: msg`Mentor or project lead`,
  tertiary_education_professor: msg`Tertiary education professor`,
  peer: msg`Peer`,
  direct: msg`Direct report`,
  personal: msg`Personal`,
  client: msg`Client`,
  colleague: msg`Colleague`,
  other: OTHER,
};

/** Spec 001 §3 "Length of acquaintance". */
export const ACQUAINTANCE_LABELS: Labels<AcquaintanceLength> = {
  1: msg`Less than 1 year`,
  2: msg`1 - 3 years`,
  3: msg`3 - 5 years`,
  4: msg`More than 5 years`,
};
