/**
 * POST .../details/id/ (spec 000 §7): the identity answers replace the one candidate_id_document_details record,
 * each picked country with its English name beside it where the record has one. Fields the step did not ask are
 * stored as null (domain/details/id.schema.ts), and so is the citizenship "neither". The record's ACIC
 * different-name answer is not this step's: the community confirmation saves it (server/documents/name-change.ts),
 * and this save leaves it as it is.
 */
import { idSchema, storedCitizenship } from '../../domain/details/id.schema';
import { candidateIdDocumentDetails } from '../db/schema';
import { detailsStep, nameOf } from './step-handler';

export const idStep = detailsStep({
  schema: idSchema,
  async save(tx, { responseId, now, context }, values) {
    const { countries } = context;
    const record = {
      isCompleted: true,
      isCurrentPassport: values.is_current_passport,
      passportNumber: values.passport_number,
      passportIssueCountry: values.passport_issue_country,
      passportIssueCountryName: nameOf(countries, values.passport_issue_country),
      passportIssueDate: values.passport_issue_date,
      passportExpiryDate: values.passport_expiry_date,
      passportType: values.passport_type,
      isCurrentDrivingLicense: values.is_current_driving_license,
      drivingLicenseIssueCountry: values.driving_license_issue_country,
      drivingLicenseIssueCountryName: nameOf(countries, values.driving_license_issue_country),
      drivingLicenseIssueState: values.driving_license_issue_state,
      drivingLicenseValidFrom: values.driving_license_valid_from,
      drivingLicenseExpiryDate: values.driving_license_expiry_date,
      drivingLicenseNumber: values.driving_license_number,
      drivingLicenseAgency: values.driving_license_agency,
      isCurrentFirearmsLicense: values.is_current_firearms_license,
      firearmLicenseIssueCountry: values.firearm_license_issue_country,
      firearmLicenseIssueState: values.firearm_license_issue_state,
      firearmLicenseValidFrom: values.firearm_license_valid_from,
      firearmLicenseExpiryDate: values.firearm_license_expiry_date,
      firearmLicenseNumber: values.firearm_license_number,
      firearmLicenseAgency: values.firearm_license_agency,
      hasNationalIdNumber: values.has_national_id_number,
      idType: values.id_type,
      nationalIdNumber: values.national_id_number,
      idTypeDetails: values.id_type_details,
      hasRightToWorkShareCode: values.has_right_to_work_share_code,
      rightToWorkShareCode: values.right_to_work_share_code,
      reasonMissingSharecode: values.reason_missing_sharecode,
      hasSraNumber: values.has_sra_number,
      sraNumber: values.sra_number,
      isConviction: values.is_conviction,
      citizenship: storedCitizenship(values.citizenship),
      hasFcaReferenceNumber: values.has_fca_reference_number,
      fcaReferenceNumber: values.fca_reference_number,
      updatedAt: now,
    } satisfies Omit<typeof candidateIdDocumentDetails.$inferInsert, 'id' | 'responseId'>;
    await tx
      .insert(candidateIdDocumentDetails)
      .values({ responseId, ...record })
      .onConflictDoUpdate({ target: candidateIdDocumentDetails.responseId, set: record });
  },
});
