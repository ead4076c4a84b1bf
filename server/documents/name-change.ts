/**
 * The community confirmation's answer (spec 001 §4 "Name-change answer", §7 "Name-change save"): whether the
 * uploaded community documents show a different or previous name. It lives on the candidate_id_document_details
 * record, but only this one field is written, so the answer never replaces the identity step's answers with an
 * older copy. Without a record yet, one is made holding only the answer, not completed: the identity step is still
 * to be saved.
 */
import { type NameChangeAnswer, nameChangeSchema } from '../../domain/documents/name-change.schema';
import type { Database } from '../db/client';
import { candidateIdDocumentDetails } from '../db/schema';
import { parseOrThrow } from '../errors';

export async function saveNameChange(tx: Database, responseId: number, now: Date, body: unknown): Promise<NameChangeAnswer> {
  const answer = parseOrThrow(nameChangeSchema, body);
  const change = { hasDifferentNameInAcicDocuments: answer.has_different_name_in_acic_documents, updatedAt: now };
  await tx
    .insert(candidateIdDocumentDetails)
    .values({ responseId, ...change })
    .onConflictDoUpdate({ target: candidateIdDocumentDetails.responseId, set: change });
  return answer;
}
