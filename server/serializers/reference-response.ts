/**
 * Database rows → the JSON of GET /api/oneform/{guid}/ (domain/reference-response.ts, spec 000 §3).
 */
import type {
  CandidateDetails,
  Check,
  ReferenceRequest,
  ReferenceResponse,
  RequestStatus,
} from '../../domain/reference-response';
import type { RequestTree } from '../db/repositories/reference-requests';

/** "expired" once expire_date has passed, whatever is stored (spec 000 §4: requested becomes expired). */
export function effectiveRequestStatus(stored: RequestStatus, expireDate: Date, now: Date): RequestStatus {
  return expireDate.getTime() <= now.getTime() ? 'expired' : stored;
}

type ResponseTree = NonNullable<RequestTree['response']>;

function serializeCandidateDetails(response: ResponseTree): CandidateDetails[] {
  const d = response.candidateDetails;
  if (!d) return [];
  return [
    {
      salutation: d.salutation,
      first_name: d.firstName,
      middle_name: d.middleName,
      last_name: d.lastName,
      full_name: d.fullName,
      asian_name: d.asianName,
      gender: d.gender,
      fathers_full_name: d.fathersFullName,
      mothers_full_name: d.mothersFullName,
      mothers_maiden_name: d.mothersMaidenName,
      date_of_birth: d.dateOfBirth,
      country_of_birth: d.countryOfBirth,
      country_of_birth_name: d.countryOfBirthName,
      town_of_birth: d.townOfBirth,
      state_of_birth: d.stateOfBirth,
      nationality_at_birth: d.nationalityAtBirth,
      nationality_at_birth_name: d.nationalityAtBirthName,
      is_nationality_changed_since_birth: d.isNationalityChangedSinceBirth,
      new_nationality: d.newNationality,
      new_nationality_name: d.newNationalityName,
      holds_dual_nationality: d.holdsDualNationality,
      second_nationality: d.secondNationality,
      second_nationality_name: d.secondNationalityName,
      phone_code: d.phoneCode,
      phone_number: d.phoneNumber,
      phone_number_type: d.phoneNumberType,
      is_completed: d.isCompleted,
      is_any_other_names: d.isAnyOtherNames,
      previous_names: response.previousNames.map((p) => ({
        first_name: p.firstName,
        middle_name: p.middleName,
        last_name: p.lastName,
        full_name: p.fullName,
        type: p.type,
        used_from: p.usedFrom,
        used_to: p.usedTo,
      })),
      dont_have_social_media: d.dontHaveSocialMedia,
      social_media: response.socialMedia.map((s) => ({
        social_media_platform: s.socialMediaPlatform,
        social_media_account: s.socialMediaAccount,
      })),
    },
  ];
}

function serializeChecks(tree: RequestTree): Check[] {
  return tree.checks.map((check) => ({
    id: check.id,
    criteria_check: { slug: check.slug, title: check.title },
    level: check.level,
    additional: { region: check.region },
    require_digital_id_verification: check.requireDigitalIdVerification,
    country: check.countryId,
    minimum_criteria_count: check.minimumCriteriaCount,
    reference_check_config: check.referenceCheckConfig,
  }));
}

export function serializeReferenceRequest(tree: RequestTree, now: Date): ReferenceRequest {
  return {
    id: tree.id,
    guid: tree.guid,
    status: effectiveRequestStatus(tree.status, tree.expireDate, now),
    expire_date: tree.expireDate.toISOString(),
    has_soft_deleted: tree.hasSoftDeleted,
    company_name: tree.company.name,
    company_id: tree.company.id,
    company_logo: tree.company.logoUrl ?? null,
    consent_form_link: tree.consentFormLink,
    disclosure_form_link: tree.disclosureFormLink,
    candidate: {
      first_name: tree.candidateFirstName,
      last_name: tree.candidateLastName,
      email: tree.candidateEmail,
    },
    country: tree.countryId,
    is_rescreening: tree.isRescreening,
    use_digital_id_for_rescreening: tree.useDigitalIdForRescreening,
    checks: serializeChecks(tree),
    minimum_criteria_count_type: tree.minimumCriteriaCountType,
    criteria_count: tree.criteriaCount,
    allow_personal_email_address: tree.allowPersonalEmailAddress,
  };
}

/** The whole response; null when the request has no response row (it always has one once created). */
export function serializeReferenceResponse(tree: RequestTree, now: Date): ReferenceResponse | null {
  const response = tree.response;
  if (!response) return null;
  return {
    guid: response.guid,
    status: response.status,
    candidate_details: serializeCandidateDetails(response),
    candidate_id_document_details: null,
    candidate_address_details: [],
    candidate_education_details: [],
    candidate_qualification_details: [],
    candidate_directorship_details: null,
    disclosure_signed_at: response.disclosureSignedAt ? response.disclosureSignedAt.toISOString() : null,
    agree_to_fup: response.agreeToFup,
    reference_request: serializeReferenceRequest(tree, now),
  };
}
