/**
 * POST .../details/phone/ (spec 000 §7): the phone code, number and type on candidate_details, replaced; the other
 * personal details on the same record are left as they are. The schema has already dropped the code's '+', reduced
 * the number to its digits and set the type to null where the request does not ask it.
 */
import { phoneSchema } from '../../domain/details/phone.schema';
import { candidateDetails } from '../db/schema';
import { detailsStep } from './step-handler';

export const phoneStep = detailsStep({
  schema: phoneSchema,
  async save(tx, { responseId, now }, values) {
    const record = {
      phoneCode: values.phone_code,
      phoneNumber: values.phone_number,
      phoneNumberType: values.phone_number_type,
      isCompleted: true,
      updatedAt: now,
    };
    await tx
      .insert(candidateDetails)
      .values({ responseId, ...record })
      .onConflictDoUpdate({ target: candidateDetails.responseId, set: record });
  },
});
