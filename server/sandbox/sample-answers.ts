/**
 * The bodies a candidate's forms post for each step, built from the sandbox's samples (./sample-data.ts). The
 * `ready_to_submit` state (./prefill.ts) passes them to the sections' saves and the end-to-end filler
 * (tests/e2e/support/fill-sections.ts) posts them over HTTP, so both fill a request with the same answers.
 * Every group's answer is given; each step's schema keeps those its request asks, as the form drops hidden fields.
 */
import { requestIdGroups } from '../../domain/details/id-groups';
import { NO_CITIZENSHIP, SOCIAL_SECURITY_ID_TYPE } from '../../domain/details/id-lists';
import { employmentCriteria, requiresProofOfEmployment } from '../../domain/employers/options';
import { addDays } from '../../domain/employers/timeline';
import type { FitnessAnswer, FitnessQuestion } from '../../domain/fit-and-proper/questionnaire';
import { minimumAddressYears, minimumEducationRecords, minimumQualificationRecords } from '../../domain/minimums';
import { allowedRelationships, referenceQuestionnaires } from '../../domain/referees/options';
import type { Country, Nationality, ReferenceRequest } from '../../domain/reference-response';
import type { StepSlug } from '../../domain/sections';
import {
  SAMPLE_DIRECTORSHIP,
  SAMPLE_EMPLOYERS,
  SAMPLE_INSTITUTIONS,
  SAMPLE_REFEREES,
  sampleGender,
  type SamplePlace,
} from './sample-data';

/** What the answers depend on; each builder takes only the part it reads. */
export interface AnswerSetting {
  request: ReferenceRequest;
  /** The candidate's today, yyyy-MM-dd: dates are counted back from it. */
  today: string;
  /** The request's country: where the candidate was born, lives, studied and works. */
  country: Country;
  /** The country that issued the candidate's passport. */
  passportCountry: Country;
  /** The nationality of the request's country, where there is one. */
  nationality: Nationality | null;
  place: SamplePlace;
}

const DATE_OF_BIRTH = '1990-04-12';

/** yyyy-MM-dd `years` later (earlier when negative); 29 February rolls over to 1 March. */
export function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function nameAnswers({ request, place }: Pick<AnswerSetting, 'request' | 'place'>) {
  const { first_name, last_name } = request.candidate;
  const parents = place.parents;
  return {
    salutation: 'dr',
    first_name,
    no_middle_name: true,
    last_name,
    gender: sampleGender(first_name),
    fathers_full_name: parents ? `${parents.father} ${last_name}` : null,
    mothers_full_name: parents?.mother ? `${parents.mother} ${last_name}` : null,
    mothers_maiden_name: 'Campbell',
  };
}

export const birthAnswers = ({ country, nationality, place }: Pick<AnswerSetting, 'country' | 'nationality' | 'place'>) => ({
  date_of_birth: DATE_OF_BIRTH,
  country_of_birth: country.id,
  town_of_birth: place.city,
  state_of_birth: place.state,
  nationality_at_birth: nationality?.id ?? null,
  is_nationality_changed_since_birth: false,
  holds_dual_nationality: false,
});

export const PREVIOUS_NAME_ANSWERS = { is_any_other_names: false };

export function socialMediaAnswers({ request }: Pick<AnswerSetting, 'request'>) {
  const { first_name, last_name } = request.candidate;
  return {
    dont_have_social_media: false,
    social_media: [
      { social_media_platform: 'linkedin', social_media_account: `https://www.linkedin.com/in/${slugify(`${first_name} ${last_name}`)}` },
    ],
  };
}

export const phoneAnswers = ({ place }: Pick<AnswerSetting, 'place'>) => ({
  phone_code: place.phoneCode,
  phone_number: place.phoneNumber,
  phone_number_type: 'mobile',
});

/**
 * The identity step, as a candidate holding a current passport and, where asked, a driving licence of the request's
 * country and its national ID would answer it (the right to work is kept only for a passport from outside the UK and
 * Ireland).
 */
export function idAnswers({
  request,
  today,
  country,
  passportCountry,
  place,
}: Pick<AnswerSetting, 'request' | 'today' | 'country' | 'passportCountry' | 'place'>) {
  const code = request.country_code;
  const sample = place.nationalId;
  // A request searched in the United States asks for an SSN: a candidate from elsewhere has none to give.
  const asksSsn = requestIdGroups(request).includes('social_security');
  const nationalId = asksSsn && sample?.type !== SOCIAL_SECURITY_ID_TYPE ? null : sample;
  return {
    is_current_passport: true,
    passport_number: '548213967',
    passport_issue_country: passportCountry.id,
    passport_issue_date: shiftYears(today, -3),
    passport_expiry_date: shiftYears(today, 7),
    passport_type: 'ordinary',
    has_right_to_work_share_code: true,
    right_to_work_share_code: 'W7K2M9P4Q',
    reason_missing_sharecode: null,
    has_national_id_number: nationalId !== null,
    id_type: nationalId?.type ?? null,
    id_type_details: null,
    national_id_number: nationalId?.number ?? null,
    is_current_driving_license: true,
    driving_license_number: '82039457',
    driving_license_issue_country: country.id,
    driving_license_issue_state: place.licenceState,
    driving_license_valid_from: shiftYears(today, -8),
    driving_license_expiry_date: shiftYears(today, 2),
    driving_license_agency: 'road_authority',
    is_current_firearms_license: false,
    citizenship: code === 'AU' || code === 'NZ' ? code : NO_CITIZENSHIP,
    has_sra_number: false,
    has_fca_reference_number: false,
    is_conviction: false,
  };
}

/** One current address, lived at for a year more than the history the request asks for. */
export const addressAnswers = ({ request, today, country, place }: Pick<AnswerSetting, 'request' | 'today' | 'country' | 'place'>) => [
  {
    country: country.id,
    street_address: place.streetAddress,
    street_address_cont: null,
    city: place.city,
    state: place.state,
    postal_code: place.postalCode,
    period_residence_from: shiftYears(today, -(minimumAddressYears(request) + 1)),
  },
];

/** As many degrees as the request's minimum, three years apart, none needing a certificate upload. */
export const educationAnswers = ({ request, today, country, place }: Pick<AnswerSetting, 'request' | 'today' | 'country' | 'place'>) => ({
  has_higher_education: true,
  education: Array.from({ length: minimumEducationRecords(request) }, (_, index) => {
    const graduated = shiftYears(today, -(12 - 3 * index));
    return {
      id: null,
      institution_name: SAMPLE_INSTITUTIONS[index % SAMPLE_INSTITUTIONS.length],
      institution_email: `registry${index + 1}@university.example`,
      institution_address: `${index + 10} College Road, ${place.city}`,
      institution_country: country.id,
      institution_phone_code: place.phoneCode,
      institution_phone_number: place.phoneNumber,
      mode_of_study: 'FULL_TIME',
      faculty: index === 0 ? 'Business and Law' : 'Social Sciences',
      student_id_number: `S${204518 + index}`,
      start_date_attended: shiftYears(graduated, -3),
      end_date_attended: graduated,
      did_graduate: true,
      date_of_qualification: graduated,
      grade_obtained: index === 0 ? 'Bachelor of Commerce' : 'Master of Social Policy',
      is_certificate_copy: false,
    };
  }),
});

export const qualificationAnswers = ({ request, today, country }: Pick<AnswerSetting, 'request' | 'today' | 'country'>) => ({
  holds_qualification: true,
  qualifications: Array.from({ length: minimumQualificationRecords(request) }, (_, index) => ({
    professional_organization_name: 'Institute of Professional Practice',
    professional_qualification_attained: index === 0 ? 'Associate Member' : 'Chartered Member',
    professional_membership_number: `IPP-${318204 + index}`,
    membership_date: shiftYears(today, -(4 - index)),
    membership_attained_country: country.id,
    membership_status: 'Active',
    is_membership_awarded_in_different_name: false,
  })),
});

export const PAST_DIRECTORSHIP_ANSWERS = { past_directorships: false };

/**
 * One line per employer, the present job first. Counted by roles, that many employers, one after another; counted
 * by years, one present job covers the span. None asks for proof of employment.
 */
export function employerAnswers({ request, today, country, place }: Pick<AnswerSetting, 'request' | 'today' | 'country' | 'place'>) {
  const criteria = employmentCriteria(request);
  const count = criteria.countType === 'role' ? Math.max(1, criteria.count) : 1;
  const yearsEach = criteria.countType === 'role' ? 2 : criteria.lookBackYears + 1;
  const proofAsked = requiresProofOfEmployment(request);
  return Array.from({ length: count }, (_, index) => {
    const name = SAMPLE_EMPLOYERS[index % SAMPLE_EMPLOYERS.length] as string;
    const present = index === 0;
    return {
      organization_name: name,
      organisation_address: `${place.streetAddress}, ${place.city}`,
      organization_country: country.id,
      employment_period_from: shiftYears(today, -yearsEach * (index + 1)),
      is_present: present,
      employment_period_to: present ? null : addDays(shiftYears(today, -yearsEach * index), -1),
      reason_for_leaving: present ? null : 'another_job',
      candidate_job_title: 'Operations coordinator',
      title_reported_into: 'Operations manager',
      type_of_employment: 'full_time',
      has_employee_id_number: false,
      is_agency: false,
      proof_of_employment: proofAsked ? false : null,
      have_hr_email: true,
      manager: { email: `hr@${slugify(name)}.example`, full_name: 'Jordan Reyes' },
      contact_verifier: true,
    };
  });
}

/** As many referees per questionnaire as it asks for, each in its first allowed relationship. */
export function refereeAnswers({ request }: Pick<AnswerSetting, 'request'>) {
  let index = 0;
  return referenceQuestionnaires(request).flatMap((config) =>
    Array.from({ length: config.minimum_criteria_count }, () => {
      const [first_name, last_name] = SAMPLE_REFEREES[index % SAMPLE_REFEREES.length] ?? SAMPLE_REFEREES[0];
      index += 1;
      return {
        questionnaire: config.questionnaire,
        relationship: allowedRelationships(config).slice(0, 1),
        organization_name: 'Harbour Street Consulting',
        together_work_experience: 3,
        have_email: true,
        information_undertaking: true,
        manager: { first_name, last_name, email: `referee-${index}@harbour-street.example` },
      };
    }),
  );
}

export const directorshipAnswers = ({ today, country, place }: Pick<AnswerSetting, 'today' | 'country' | 'place'>) => ({
  organisation_name: SAMPLE_DIRECTORSHIP,
  organisation_address_1: place.streetAddress,
  city: place.city,
  postal_code: place.postalCode,
  country: country.id,
  directorship_title: 'Non-executive director',
  directorship_type: 'non_executive',
  start_year: Number(shiftYears(today, -3).slice(0, 4)),
  start_month: 1,
  start_day: 1,
  is_director: true,
});

/** A fitness-and-propriety question's first choice (the middle of a range). */
export function fitnessAnswer(question: FitnessQuestion): FitnessAnswer['answer'] {
  const first = question.options[0]?.id ?? 0;
  const value = question.options_type === 'range' ? 5 : question.options_type === 'checkbox' ? [first] : first;
  return { value, description: null };
}

/** No name differs between the ACIC documents: the confirmation page saves this answer alone. */
export const ACIC_NAME_CHANGE_ANSWERS = { has_different_name_in_acic_documents: false };

/** A passport (70) and a driving licence (40): a primary document and 110 points. */
export const IDENTITY_SELECTION_ANSWERS = { primary: ['passport'], secondary: ['driving-license'] };

export interface SampleUpload {
  type: string;
  count: number;
  /** The community (ACIC) level the upload is sent at, for the steps that ask one. */
  level?: string;
}

const passport: SampleUpload = { type: 'passport', count: 1 };
const drivingLicence: SampleUpload = { type: 'driving-license', count: 1 };

const uploadTable = <Step extends StepSlug>(table: Record<Step, readonly SampleUpload[]>) => table;

/** The uploads that complete each step that only asks for documents of given types (spec 001 §4). */
export const SAMPLE_UPLOADS = uploadTable({
  address_documents: [{ type: 'address-proof', count: 2 }],
  dbs_address: [{ type: 'address-proof', count: 1 }],
  dbs_identity: [passport, drivingLicence],
  afp_documents: IDENTITY_SELECTION_ANSWERS.primary
    .concat(IDENTITY_SELECTION_ANSWERS.secondary)
    .map((type) => ({ type, count: 1 })),
  moj_document_upload: [passport],
  police_vetting_documents: [passport, { type: 'utility-bill', count: 1 }],
  acic_identity_documents: [{ type: 'birth-certificate-optional', count: 1, level: 'acic_commencement' }],
  acic_primary_documents: [{ type: 'passport', count: 1, level: 'acic_primary' }],
  acic_secondary_documents: [{ type: 'utility-bill', count: 1, level: 'acic_secondary' }],
});

export type SampleUploadStep = keyof typeof SAMPLE_UPLOADS;
