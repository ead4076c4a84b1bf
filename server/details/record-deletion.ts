/**
 * DELETE .../details/{education|qualification|address}/{id}/ (spec 000 §7): one record of the candidate's own list.
 * An id that is not a record of this response answers 404, as a record that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { candidateAddresses, candidateEducation, candidateQualifications } from '../db/schema';
import { rederiveAddresses } from './address';

/** Deletes the record inside the caller's transaction; false when the response has no record of that id. */
export type RecordDeletion = (tx: Database, responseId: number, id: number) => Promise<boolean>;

export const RECORD_DELETIONS = {
  education: async (tx, responseId, id) => {
    const deleted = await tx
      .delete(candidateEducation)
      .where(and(eq(candidateEducation.responseId, responseId), eq(candidateEducation.id, id)))
      .returning({ id: candidateEducation.id });
    return deleted.length > 0;
  },
  qualification: async (tx, responseId, id) => {
    const deleted = await tx
      .delete(candidateQualifications)
      .where(and(eq(candidateQualifications.responseId, responseId), eq(candidateQualifications.id, id)))
      .returning({ id: candidateQualifications.id });
    return deleted.length > 0;
  },
  // The history left keeps its order; the record after a deleted one now ends where the deleted one did.
  address: async (tx, responseId, id) => {
    const deleted = await tx
      .delete(candidateAddresses)
      .where(and(eq(candidateAddresses.responseId, responseId), eq(candidateAddresses.id, id)))
      .returning({ id: candidateAddresses.id });
    if (deleted.length === 0) return false;
    await rederiveAddresses(tx, responseId);
    return true;
  },
} as const satisfies Record<string, RecordDeletion>;
