/**
 * POST .../details/qualification/ (spec 000 §7): the whole list in one body, replacing every stored record
 * (docs/api.md). A "no" is stored as the single record with holds_qualification false (spec 000 §7).
 */
import { eq } from 'drizzle-orm';
import { qualificationSchema } from '../../domain/details/qualification.schema';
import { candidateQualifications } from '../db/schema';
import { detailsStep } from './step-handler';

export const qualificationStep = detailsStep({
  schema: qualificationSchema,
  async save(tx, { responseId }, values) {
    await tx.delete(candidateQualifications).where(eq(candidateQualifications.responseId, responseId));
    if (!values.holds_qualification) {
      await tx
        .insert(candidateQualifications)
        .values({ responseId, position: 0, holdsQualification: false, isCompleted: true });
      return;
    }
    await tx.insert(candidateQualifications).values(
      values.qualifications.map((record, position) => ({
        responseId,
        position,
        holdsQualification: true,
        professionalOrganizationName: record.professional_organization_name,
        professionalQualificationAttained: record.professional_qualification_attained,
        professionalMembershipNumber: record.professional_membership_number,
        membershipDate: record.membership_date,
        membershipAttainedCountry: record.membership_attained_country,
        membershipStatus: record.membership_status,
        isMembershipAwardedInDifferentName: record.is_membership_awarded_in_different_name,
        membershipAwardedName: record.membership_awarded_name,
        isCompleted: true,
      })),
    );
  },
});
