/**
 * A response's progress as the server sees it: the hub's own rules (domain/progress.ts) over the serialized
 * response, what the providers reported and the document type catalogue, on the server's date (domain/today.ts),
 * the same date the saves judge answers on.
 */
import { progress, type Progress, type ProgressInput } from '../../domain/progress';
import type { ReferenceResponse } from '../../domain/reference-response';
import { serverToday } from '../../domain/today';
import type { Database } from '../db/client';
import { loadRequestTreeById } from '../db/repositories/reference-requests';
import { documentTypesFor } from '../../domain/document-types';
import { loadProviderStatuses } from '../providers/status';
import { serializeReferenceResponse } from '../serializers/reference-response';

export interface ResponseProgress {
  response: ReferenceResponse;
  responseId: number;
  input: ProgressInput;
  progress: Progress;
}

export async function loadResponseProgress(db: Database, requestId: number, now: Date): Promise<ResponseProgress> {
  const tree = await loadRequestTreeById(db, requestId);
  const response = tree && serializeReferenceResponse(tree, now);
  if (!tree?.response || !response) throw new Error(`Request ${requestId} has no response.`);
  const input: ProgressInput = {
    response,
    providers: await loadProviderStatuses(db, tree.response.id),
    documentTypes: documentTypesFor(response.reference_request),
    today: serverToday(now),
  };
  return { response, responseId: tree.response.id, input, progress: progress(input) };
}
