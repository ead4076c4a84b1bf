/**
 * The community confirmation's answer (spec 001 §7 "Name-change save"): PUT
 * /oneform/{guid}/{responseGuid}/acic-documents/name-change/ with `has_different_name_in_acic_documents` alone. The
 * answer is the whole reference response, which replaces the cached one (response-write.ts), so the page and the hub
 * read the saved answer.
 */
import type { NameChangeAnswer } from '../../../domain/documents/name-change.schema';
import { responseWrite, useResponseWrite } from './response-write';

export const saveNameChange = responseWrite<NameChangeAnswer>({
  key: ['acic-documents', 'name-change'],
  method: 'PUT',
  path: 'acic-documents/name-change/',
});

export const useSaveNameChange = () => useResponseWrite(saveNameChange);
