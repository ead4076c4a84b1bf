/**
 * The words of the check of the answers: what each stored key is called, what each group is called, and each value
 * as the reader reads it. The labels are the forms' own wording where a form asks the same thing, so a candidate
 * recognises the question they answered, in their language (domain/candidate-answers.ts, docs/hub.md).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnswerField, AnswerGroup, AnswerValue } from '../../../../domain/candidate-answers';
import type { SectionSlug } from '../../../../domain/sections';
import { formatDate } from '../../../app/format-date';
import type { DateOrder } from '../../../../domain/locales';
import { stepTitle } from '../../../app/step-titles';
import type { CountryNames } from '../../../ui/country-picker/country-names';
import type { NationalityNames } from '../../../ui/nationality-picker/nationality-names';
import {
  ACQUAINTANCE_LABELS,
  CITIZENSHIP_LABELS,
  DIRECTORSHIP_TYPE_LABELS,
  DRIVING_LICENCE_AGENCY_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  FIREARMS_LICENCE_AGENCY_LABELS,
  GAP_REASON_LABELS,
  GENDER_LABELS,
  MODE_OF_STUDY_LABELS,
  NATIONAL_ID_TYPE_LABELS,
  PASSPORT_TYPE_LABELS,
  PHONE_NUMBER_TYPE_LABELS,
  PREVIOUS_NAME_TYPE_LABELS,
  REASON_FOR_LEAVING_LABELS,
  RELATIONSHIP_LABELS,
  SALUTATION_LABELS,
  SKIP_REASON_LABELS,
  SOCIAL_MEDIA_PLATFORM_LABELS,
  UK_REGION_LABELS,
} from '../../../forms/option-labels';
import { AU_STATE_NAMES, US_STATE_NAMES } from '../../../forms/state-names';

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  salutation: msg`Title`,
  first_name: msg`First name`,
  middle_name: msg`Middle names`,
  last_name: msg`Last name`,
  full_name: msg`Full name`,
  asian_name: msg`Your full name in your native language`,
  gender: msg`Gender`,
  fathers_full_name: msg`Your father’s full name`,
  mothers_full_name: msg`Your mother’s full name`,
  mothers_maiden_name: msg`Your mother’s maiden name`,
  date_of_birth: msg`Date of birth`,
  country_of_birth: msg`Country of birth`,
  town_of_birth: msg`Town or city of birth`,
  state_of_birth: msg`State or territory of birth`,
  nationality_at_birth: msg`Nationality at birth`,
  is_nationality_changed_since_birth: msg`Has your nationality changed since birth?`,
  new_nationality: msg`Nationality now`,
  holds_dual_nationality: msg`Do you hold dual nationality?`,
  second_nationality: msg`Second nationality`,
  is_any_other_names: msg`Have you been known by any other names?`,
  type: msg`What kind of name is it?`,
  used_from: msg`Used from`,
  used_to: msg`Used until`,
  dont_have_social_media: msg`I do not have social media`,
  social_media_platform: msg`Platform`,
  social_media_account: msg`Address of your profile`,
  phone_code: msg`Country code`,
  phone_number: msg`Phone number`,
  phone_number_type: msg`Type of number`,
  street_address: msg`Address line 1`,
  street_address_cont: msg`Address line 2`,
  city: msg`Town or city`,
  state: msg`County, state or region`,
  postal_code: msg`Postal code`,
  country: msg`Country`,
  period_residence_from: msg`Date you moved in`,
  period_residence_to: msg`Date you moved out`,
  is_current_residence: msg`Is this your current address?`,
  is_current_passport: msg`Do you have a current passport?`,
  passport_number: msg`Passport number`,
  passport_type: msg`Passport type`,
  passport_issue_country: msg`Country that issued the passport`,
  passport_issue_country_code: msg`Country that issued the passport`,
  passport_issue_date: msg`Issue date`,
  passport_expiry_date: msg`Expiry date`,
  is_current_driving_license: msg`Do you have a current driving licence?`,
  driving_license_number: msg`Driving licence number`,
  driving_license_issue_country: msg`Country that issued the licence`,
  driving_license_issue_state: msg`State that issued the licence`,
  driving_license_agency: msg`Agency that issued the licence`,
  firearm_license_number: msg`Licence number`,
  firearm_license_issue_country: msg`Country that issued the licence`,
  firearm_license_issue_state: msg`State that issued the licence`,
  firearm_license_valid_from: msg`Valid from`,
  firearm_license_expiry_date: msg`Expiry date`,
  firearm_license_agency: msg`Agency that issued the licence`,
  driving_license_valid_from: msg`Valid from`,
  driving_license_issue_date: msg`Issue date`,
  driving_license_expiry_date: msg`Expiry date`,
  is_current_firearms_license: msg`Do you have a current firearms licence?`,
  has_national_id_number: msg`Do you have a national identity number?`,
  national_id_number: msg`Number`,
  id_type: msg`What kind of number is it?`,
  id_type_details: msg`What kind of number is it, and who issued it?`,
  has_right_to_work_share_code: msg`Do you have a share code to prove your right to work?`,
  right_to_work_share_code: msg`Share code`,
  reason_missing_sharecode: msg`Why do you not have a share code?`,
  citizenship: msg`Citizenship`,
  has_employee_id_number: msg`Do you have an employee ID?`,
  employee_id_number: msg`Employee ID number`,
  has_fca_reference_number: msg`Do you have a Financial Conduct Authority (FCA) individual reference number?`,
  fca_reference_number: msg`FCA individual reference number`,
  has_sra_number: msg`Do you have a Solicitors Regulation Authority (SRA) number?`,
  sra_number: msg`SRA number`,
  is_conviction: msg`Do you have any criminal convictions?`,
  no_higher_education: msg`I have no higher education`,
  institution_name: msg`Name of the university or college`,
  institution_address: msg`Address of the university or college`,
  institution_country: msg`Country`,
  institution_email: msg`Email address of the university or college`,
  institution_phone_code: msg`Country code`,
  institution_phone_number: msg`Phone number of the university or college`,
  faculty: msg`Faculty or department`,
  student_id_number: msg`Student ID number`,
  mode_of_study: msg`How did you study?`,
  start_date_attended: msg`Start date`,
  end_date_attended: msg`End date`,
  did_graduate: msg`Did you graduate or receive a qualification?`,
  grade_obtained: msg`Name of the qualification`,
  date_of_qualification: msg`Date the qualification was awarded`,
  is_certificate_copy: msg`Can you upload a copy of your certificate or transcript?`,
  holds_qualification: msg`Do you hold a professional qualification?`,
  professional_organization_name: msg`Name of the professional body`,
  professional_qualification_attained: msg`Qualification or membership grade`,
  professional_membership_number: msg`Membership number`,
  membership_status: msg`Membership status`,
  membership_date: msg`Date awarded`,
  membership_attained_country: msg`Country where it was awarded`,
  is_membership_awarded_in_different_name: msg`Was it awarded under a different name from your current one?`,
  membership_awarded_name: msg`Name it was awarded under`,
  organisation_name: msg`Organisation name`,
  organisation_registration_number: msg`Company registration number`,
  organisation_address_1: msg`Address line 1`,
  organisation_address_2: msg`Address line 2`,
  directorship_title: msg`Title`,
  directorship_type: msg`Type of directorship`,
  is_director: msg`Are you still a director of this organisation?`,
  past_directorships: msg`Have you ever been a director of a company?`,
  organization_name: msg`Organisation name`,
  organisation_address: msg`Address`,
  organisation_address_cont: msg`Address line 2`,
  organization_country: msg`Country`,
  candidate_job_title: msg`Job title`,
  title_reported_into: msg`Job title of the person you reported to`,
  type_of_employment: msg`Type of employment`,
  employment_period_from: msg`Start date`,
  employment_period_to: msg`Leaving date`,
  is_present: msg`Is this your current employer?`,
  reason_for_leaving: msg`Reason for leaving`,
  is_agency: msg`Were you employed through an agency?`,
  agency_name: msg`Agency name`,
  agency_consultant_name: msg`Agency consultant's name`,
  agency_email: msg`Agency email address`,
  proof_of_employment: msg`Can you provide proof of this employment?`,
  contact_verifier: msg`Can we contact this employer now?`,
  contact_verifier_date: msg`From which date can we contact them?`,
  start_date: msg`Start date`,
  end_date: msg`End date`,
  gap_reason: msg`Reason`,
  additional_notes: msg`Notes`,
  have_hr_email: msg`Do you know the email address of HR or your line manager?`,
  manager: msg`HR or line manager`,
  email: msg`Email address`,
  have_email: msg`Do you know the referee’s email address?`,
  relationship: msg`How do you know the referee?`,
  together_work_experience: msg`How long have you known the referee? (years)`,
  questionnaire: msg`Questionnaire`,
  information_undertaking: msg`I agree that this referee may be contacted now`,
  has_different_name_in_acic_documents: msg`Do any of the documents uploaded contain different or previous names?`,
  employment_check_skip_reason: msg`Why you skipped your employment history`,
  employment_check_skip_notes: msg`Anything you would like to add`,
  agree_to_fup: msg`I have read and agree to the fair usage policy.`,
  consent_given: msg`Consent given`,
  signed: msg`Form signed`,
  completed: msg`Completed`,
  document: msg`Uploaded document`,
  question: msg`Question`,
  answer: msg`Your answer`,
  details_given: msg`Details given`,
};

/** What each kind of record is called, numbered in its list, and what is said when none was given. */
const RECORD_TITLES: Record<string, { title: (number: number) => MessageDescriptor; none: MessageDescriptor }> = {
  previous_name: { title: (entry) => msg`Previous name ${entry}`, none: msg`No previous names given.` },
  account: { title: (entry) => msg`Account ${entry}`, none: msg`No social media accounts given.` },
  address: { title: (entry) => msg`Address ${entry}`, none: msg`No addresses given.` },
  education_record: { title: (entry) => msg`Education ${entry}`, none: msg`No education given.` },
  qualification: { title: (entry) => msg`Qualification ${entry}`, none: msg`No qualifications given.` },
  employer: { title: (entry) => msg`Employer ${entry}`, none: msg`No employers given.` },
  employment_gap: { title: (entry) => msg`Gap in employment ${entry}`, none: msg`No gaps in employment given.` },
  referee: { title: (entry) => msg`Referee ${entry}`, none: msg`No referees given.` },
  directorship: { title: (entry) => msg`Directorship ${entry}`, none: msg`No directorships given.` },
  question: { title: (entry) => msg`Question ${entry}`, none: msg`No questions answered.` },
  document: { title: () => msg`Uploaded documents`, none: msg`No documents uploaded on this page.` },
};

const EMPLOYMENT_SKIPPED = msg`Employment history skipped`;

/** A licence's issuing state or region: Australian states and UK regions, whose codes differ. */
const LICENCE_STATES = { ...AU_STATE_NAMES, ...UK_REGION_LABELS };

/** An address's state, from its country's list: WA is Washington in one and Western Australia in the other. */
const ADDRESS_STATES: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = { AU: AU_STATE_NAMES, US: US_STATE_NAMES };

/**
 * The options a form offers, by the field's stored key and the stored value, in the form's own words. Only fixed
 * lists: a value the candidate typed (a membership status, a state) is shown as typed.
 */
const OPTION_LABELS: Readonly<Record<string, Readonly<Record<string, MessageDescriptor>>>> = {
  salutation: SALUTATION_LABELS,
  gender: GENDER_LABELS,
  type: PREVIOUS_NAME_TYPE_LABELS,
  social_media_platform: SOCIAL_MEDIA_PLATFORM_LABELS,
  phone_number_type: PHONE_NUMBER_TYPE_LABELS,
  mode_of_study: MODE_OF_STUDY_LABELS,
  passport_type: PASSPORT_TYPE_LABELS,
  id_type: NATIONAL_ID_TYPE_LABELS,
  driving_license_issue_state: LICENCE_STATES,
  firearm_license_issue_state: LICENCE_STATES,
  driving_license_agency: DRIVING_LICENCE_AGENCY_LABELS,
  firearm_license_agency: FIREARMS_LICENCE_AGENCY_LABELS,
  citizenship: CITIZENSHIP_LABELS,
  type_of_employment: EMPLOYMENT_TYPE_LABELS,
  reason_for_leaving: REASON_FOR_LEAVING_LABELS,
  gap_reason: GAP_REASON_LABELS,
  employment_check_skip_reason: SKIP_REASON_LABELS,
  directorship_type: DIRECTORSHIP_TYPE_LABELS,
  relationship: RELATIONSHIP_LABELS,
  together_work_experience: ACQUAINTANCE_LABELS,
};

/** "first_name" → "First name": a key no table names yet still reads as words. */
const plainWords = (key: string) => {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored key in the reader's language; a nested one (`manager.email`) as "HR or line manager: Email address". */
export function fieldLabel(i18n: I18n, key: string): string {
  return key
    .split('.')
    .map((part) => {
      const label = FIELD_LABELS[part];
      return label ? i18n._(label) : plainWords(part);
    })
    .join(': ');
}

/** A group's heading: its step's name, or its record's name and number. */
export function groupTitle(i18n: I18n, section: SectionSlug, group: AnswerGroup): string {
  const { key, number } = group.title;
  if (key === 'employment_skip') return i18n._(EMPLOYMENT_SKIPPED);
  const record = RECORD_TITLES[key];
  if (record && number !== undefined) return i18n._(record.title(number));
  if (key === group.step) return i18n._(stepTitle(section, group.step));
  return record ? i18n._(record.title(0)) : plainWords(key);
}

/** What is said of a list the candidate left empty. */
export function noneGiven(i18n: I18n, kind: string): string {
  const record = RECORD_TITLES[kind];
  return record ? i18n._(record.none) : i18n._(msg`None given.`);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A stored value as the reader reads it: an option as its form offers it, yes or no, dates in the reader's order,
 * lists joined in their language. `key` is the answer's stored key, which says whose options a code is.
 */
export function valueText(i18n: I18n, value: AnswerValue, order: DateOrder, key = ''): string {
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  const option = Array.isArray(value) ? undefined : OPTION_LABELS[key.slice(key.lastIndexOf('.') + 1)]?.[String(value)];
  if (option) return i18n._(option);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    return CALENDAR_DATE.test(value) || INSTANT.test(value) ? formatDate(value, order) : value;
  }
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(value.map((item) => valueText(i18n, item, order, key)));
}

/**
 * The names of what an answer holds by code, in the reader's language: countries and nationalities (each absent while
 * it loads, nationalities in English too), and the request's kinds of reference by questionnaire.
 */
export interface ValueNames {
  countries?: CountryNames;
  nationalities?: NationalityNames;
  questionnaires?: Readonly<Record<string, string>>;
}

/** The name of what a field holds by code, when the reader has one. */
function codeName(i18n: I18n, field: AnswerField, names: ValueNames, groupCountry: string | undefined): string | undefined {
  if (field.country) return names.countries?.[field.country]?.[0];
  const state = field.key === 'state' && typeof field.value === 'string' && groupCountry ? ADDRESS_STATES[groupCountry]?.[field.value] : undefined;
  if (state) return i18n._(state);
  if (field.nationality) return names.nationalities?.[field.nationality];
  if (field.key === 'questionnaire' && typeof field.value === 'string') return names.questionnaires?.[field.value];
  return undefined;
}

/**
 * An answer as the reader reads it: a country or nationality by its code in the reader's language, a referee's
 * questionnaire by the name the organisation gave it, an address's state by the record's country (`groupCountry`, the
 * code of the group's `country` answer), and the value the server sent while the names load or where
 * they lack the code; anything else as `valueText` words it.
 */
export function answerText(i18n: I18n, field: AnswerField, order: DateOrder, names: ValueNames, groupCountry?: string): string {
  return codeName(i18n, field, names, groupCountry) ?? valueText(i18n, field.value, order, field.key);
}
