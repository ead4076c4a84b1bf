/**
 * Database rows → the JSON of GET /api/oneform/{guid}/ (domain/reference-response.ts, spec 000 §3).
 */
import type {
  AddressRecord,
  CandidateDetails,
  Check,
  DirectorshipDetails,
  DirectorshipLine,
  EducationRecord,
  EmployerLine,
  EmploymentGap,
  IdDocumentDetails,
  QualificationRecord,
  RefereeLine,
  ReferenceRequest,
  ReferenceResponse,
  UploadedDocument,
} from '../../domain/reference-response';
import { effectiveRequestStatus } from '../../domain/lock-reason';
import type { RequestTree } from '../db/repositories/reference-requests';
import { serializeFitAndProper } from '../fit-and-proper/serialize';

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

function serializeIdDocumentDetails(response: ResponseTree): IdDocumentDetails | null {
  const d = response.idDocumentDetails;
  if (!d) return null;
  return {
    is_completed: d.isCompleted,
    is_current_passport: d.isCurrentPassport,
    passport_number: d.passportNumber,
    passport_issue_country: d.passportIssueCountry,
    passport_issue_country_name: d.passportIssueCountryName,
    passport_issue_country_code: d.passportCountry?.shortName ?? null,
    passport_issue_date: d.passportIssueDate,
    passport_expiry_date: d.passportExpiryDate,
    passport_type: d.passportType,
    is_current_driving_license: d.isCurrentDrivingLicense,
    driving_license_issue_country: d.drivingLicenseIssueCountry,
    driving_license_issue_country_name: d.drivingLicenseIssueCountryName,
    driving_license_issue_state: d.drivingLicenseIssueState,
    driving_license_valid_from: d.drivingLicenseValidFrom,
    driving_license_expiry_date: d.drivingLicenseExpiryDate,
    driving_license_number: d.drivingLicenseNumber,
    driving_license_agency: d.drivingLicenseAgency,
    is_current_firearms_license: d.isCurrentFirearmsLicense,
    firearm_license_issue_country: d.firearmLicenseIssueCountry,
    firearm_license_issue_state: d.firearmLicenseIssueState,
    firearm_license_valid_from: d.firearmLicenseValidFrom,
    firearm_license_expiry_date: d.firearmLicenseExpiryDate,
    firearm_license_number: d.firearmLicenseNumber,
    firearm_license_agency: d.firearmLicenseAgency,
    has_national_id_number: d.hasNationalIdNumber,
    id_type: d.idType,
    national_id_number: d.nationalIdNumber,
    id_type_details: d.idTypeDetails,
    has_right_to_work_share_code: d.hasRightToWorkShareCode,
    right_to_work_share_code: d.rightToWorkShareCode,
    reason_missing_sharecode: d.reasonMissingSharecode,
    has_sra_number: d.hasSraNumber,
    sra_number: d.sraNumber,
    is_conviction: d.isConviction,
    citizenship: d.citizenship,
    has_fca_reference_number: d.hasFcaReferenceNumber,
    fca_reference_number: d.fcaReferenceNumber,
    has_different_name_in_acic_documents: d.hasDifferentNameInAcicDocuments,
  };
}

function serializeAddresses(response: ResponseTree): AddressRecord[] {
  return response.addresses.map((a) => ({
    id: a.id,
    period_residence_from: a.periodResidenceFrom,
    period_residence_to: a.periodResidenceTo,
    is_current_residence: a.isCurrentResidence,
    country: a.country,
    country_name: a.countryName,
    street_address: a.streetAddress,
    street_address_cont: a.streetAddressCont,
    city: a.city,
    state: a.state,
    postal_code: a.postalCode,
    is_completed: a.isCompleted,
  }));
}

function serializeEducation(response: ResponseTree): EducationRecord[] {
  return response.education.map((e) => ({
    id: e.id,
    guid: e.guid,
    institution_name: e.institutionName,
    institution_email: e.institutionEmail,
    institution_address: e.institutionAddress,
    // The specification's record names the country twice; both carry the same country id.
    institution_country: e.institutionCountry,
    institution_country_id: e.institutionCountry,
    institution_phone_code: e.institutionPhoneCode,
    institution_phone_number: e.institutionPhoneNumber,
    mode_of_study: e.modeOfStudy,
    faculty: e.faculty,
    student_id_number: e.studentIdNumber,
    start_date_attended: e.startDateAttended,
    end_date_attended: e.endDateAttended,
    did_graduate: e.didGraduate,
    date_of_qualification: e.dateOfQualification,
    grade_obtained: e.gradeObtained,
    is_certificate_copy: e.isCertificateCopy,
    no_higher_education: e.noHigherEducation,
    is_completed: e.isCompleted,
  }));
}

function serializeQualifications(response: ResponseTree): QualificationRecord[] {
  return response.qualifications.map((q) => ({
    id: q.id,
    holds_qualification: q.holdsQualification,
    professional_organization_name: q.professionalOrganizationName,
    professional_qualification_attained: q.professionalQualificationAttained,
    professional_membership_number: q.professionalMembershipNumber,
    membership_date: q.membershipDate,
    membership_attained_country: q.membershipAttainedCountry,
    membership_status: q.membershipStatus,
    is_membership_awarded_in_different_name: q.isMembershipAwardedInDifferentName,
    membership_awarded_name: q.membershipAwardedName,
    is_completed: q.isCompleted,
  }));
}

function serializeDirectorshipDetails(response: ResponseTree): DirectorshipDetails | null {
  const d = response.directorshipDetails;
  return d ? { past_directorships: d.pastDirectorships, is_completed: d.isCompleted } : null;
}

const serializeEmployers = (response: ResponseTree, uploads: readonly UploadedDocument[]): EmployerLine[] =>
  response.employers.map((e) => ({
    id: e.id,
    guid: e.guid,
    organization_name: e.organizationName,
    organisation_address: e.organisationAddress,
    organisation_address_cont: e.organisationAddressCont,
    organization_country: e.organizationCountry,
    employment_period_from: e.employmentPeriodFrom,
    employment_period_to: e.employmentPeriodTo,
    is_present: e.isPresent,
    candidate_job_title: e.candidateJobTitle,
    title_reported_into: e.titleReportedInto,
    type_of_employment: e.typeOfEmployment,
    reason_for_leaving: e.reasonForLeaving,
    has_employee_id_number: e.hasEmployeeIdNumber,
    employee_id_number: e.employeeIdNumber,
    is_agency: e.isAgency,
    agency_name: e.agencyName,
    agency_consultant_name: e.agencyConsultantName,
    agency_email: e.agencyEmail,
    proof_of_employment: e.proofOfEmployment,
    have_hr_email: e.haveHrEmail,
    contact_verifier: e.contactVerifier,
    contact_verifier_date: e.contactVerifierDate,
    manager:
      e.managerFullName === null
        ? null
        : {
            email: e.managerEmail,
            first_name: e.managerFirstName ?? '',
            last_name: e.managerLastName ?? '',
            full_name: e.managerFullName,
          },
    document_uploads: uploads.filter((upload) => upload.employment_response === e.id),
    is_completed: e.isCompleted,
  }));

const serializeEmploymentGaps = (response: ResponseTree): EmploymentGap[] =>
  response.employmentGaps.map((g) => ({
    id: g.id,
    guid: g.guid,
    start_date: g.startDate,
    end_date: g.endDate,
    gap_reason: g.gapReason,
    additional_notes: g.additionalNotes,
  }));

const serializeReferees = (response: ResponseTree): RefereeLine[] =>
  response.referees.map((r) => ({
    id: r.id,
    questionnaire: r.questionnaire,
    manager: {
      full_name: [r.managerFirstName, r.managerLastName].filter((part) => part !== '').join(' '),
      first_name: r.managerFirstName,
      last_name: r.managerLastName,
      email: r.managerEmail,
      country_code: r.managerCountryCode,
      contact_number: r.managerContactNumber,
      phone_country: r.managerPhoneCountry,
    },
    relationship: r.relationship,
    organization_name: r.organizationName,
    together_work_experience: r.togetherWorkExperience,
    have_email: r.haveEmail,
    information_undertaking: r.informationUndertaking,
  }));

const serializeDirectorships = (response: ResponseTree): DirectorshipLine[] =>
  response.directorships.map((d) => ({
    id: d.id,
    guid: d.guid,
    organisation_name: d.organisationName,
    organisation_registration_number: d.organisationRegistrationNumber,
    organisation_address_1: d.organisationAddress1,
    organisation_address_2: d.organisationAddress2,
    city: d.city,
    postal_code: d.postalCode,
    country: d.country,
    start_year: d.startYear,
    start_month: d.startMonth,
    start_day: d.startDay,
    end_year: d.endYear,
    end_month: d.endMonth,
    end_day: d.endDay,
    is_director: d.isDirector,
    directorship_title: d.directorshipTitle,
    directorship_type: d.directorshipType,
    notes: d.notes,
    is_completed: d.isCompleted,
  }));

/** One uploaded document, as the reference response lists it and POST .../document answers it. */
export const serializeUpload = (u: ResponseTree['uploadedDocuments'][number]): UploadedDocument => ({
  id: u.id,
  guid: u.guid,
  path: u.path,
  file_name: u.fileName,
  type: u.type,
  expiry_date: u.expiryDate,
  selected_level: u.selectedLevel,
  employment_response: u.employmentResponse,
  education_response: u.educationResponse,
  step: u.step,
});

const serializeUploads = (response: ResponseTree): UploadedDocument[] => response.uploadedDocuments.map(serializeUpload);

function serializeChecks(tree: RequestTree): Check[] {
  return tree.checks.map((check) => ({
    id: check.id,
    criteria_check: { slug: check.slug, title: check.title },
    level: check.level,
    additional: { region: check.region },
    require_digital_id_verification: check.requireDigitalIdVerification,
    country: check.countryId,
    country_code: check.country.shortName,
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
    company_contact_email: tree.company.contactEmail ?? null,
    company_contact_phone: tree.company.contactPhone ?? null,
    consent_form_link: tree.consentFormLink,
    disclosure_form_link: tree.disclosureFormLink,
    candidate: {
      first_name: tree.candidateFirstName,
      last_name: tree.candidateLastName,
      email: tree.candidateEmail,
    },
    country: tree.countryId,
    country_code: tree.country.shortName,
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
  const uploads = serializeUploads(response);
  return {
    guid: response.guid,
    status: response.status,
    completed_at: response.completedAt ? response.completedAt.toISOString() : null,
    candidate_details: serializeCandidateDetails(response),
    candidate_id_document_details: serializeIdDocumentDetails(response),
    candidate_address_details: serializeAddresses(response),
    candidate_education_details: serializeEducation(response),
    candidate_qualification_details: serializeQualifications(response),
    candidate_directorship_details: serializeDirectorshipDetails(response),
    disclosure_signed_at: response.disclosureSignedAt ? response.disclosureSignedAt.toISOString() : null,
    agree_to_fup: response.agreeToFup,
    employers: serializeEmployers(response, uploads),
    employment_gaps: serializeEmploymentGaps(response),
    employment_check_skip_reason: response.employmentCheckSkipReason,
    employment_check_skip_notes: response.employmentCheckSkipNotes,
    references: serializeReferees(response),
    directorships: serializeDirectorships(response),
    fit_and_proper: serializeFitAndProper(tree),
    documents: { uploaded: uploads, seen_steps: response.seenSteps },
    selected_documents: response.selectedDocuments,
    reference_request: serializeReferenceRequest(tree, now),
  };
}
