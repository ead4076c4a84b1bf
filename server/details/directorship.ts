/** POST .../details/directorship/: the one answer, replaced; a yes opens the directorships section (spec 001). */
import { directorshipSchema } from '../../domain/details/directorship.schema';
import { candidateDirectorshipDetails } from '../db/schema';
import { detailsStep } from './step-handler';

export const directorshipStep = detailsStep({
  schema: directorshipSchema,
  async save(tx, { responseId, now }, values) {
    const record = { pastDirectorships: values.past_directorships, isCompleted: true, updatedAt: now };
    await tx
      .insert(candidateDirectorshipDetails)
      .values({ responseId, ...record })
      .onConflictDoUpdate({ target: candidateDirectorshipDetails.responseId, set: record });
  },
});
