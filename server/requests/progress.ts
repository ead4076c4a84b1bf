/**
 * A response's progress as the server sees it: the hub's own rules (domain/progress.ts) over the serialized
 * response, what the providers reported and the document type catalogue, on the server's date (domain/today.ts),
 * the same date the saves judge answers on.
 */
import { progress, type Progress, type ProgressInput } from '../../domain/progress';
import type { ReferenceResponse } from '../../domain/reference-response';
import type { SectionSlug } from '../../domain/sections';
import { serverToday } from '../../domain/today';
import type { Database } from '../db/client';
import { loadProgressTreeById } from '../db/repositories/reference-requests';
import { documentTypesFor } from '../../domain/document-types';
import { readProviderStateRows } from '../providers/states';
import { providerStatusesFrom } from '../providers/status';
import { serializeReferenceResponse } from '../serializers/reference-response';

export interface ResponseProgress {
  response: ReferenceResponse;
  responseId: number;
  input: ProgressInput;
  progress: Progress;
  /** The sections section_completions holds as complete, which `progress` may since have changed. */
  recordedSections: ReadonlySet<SectionSlug>;
}

export async function loadResponseProgress(db: Database, requestId: number, now: Date): Promise<ResponseProgress> {
  const tree = await loadProgressTreeById(db, requestId);
  const response = tree && serializeReferenceResponse(tree, now);
  if (!tree?.response || !response) throw new Error(`Request ${requestId} has no response.`);
  const input: ProgressInput = {
    response,
    providers: providerStatusesFrom(readProviderStateRows(tree.response.providerStates)),
    documentTypes: documentTypesFor(response.reference_request),
    today: serverToday(now),
  };
  return {
    response,
    responseId: tree.response.id,
    input,
    progress: progress(input),
    recordedSections: new Set(tree.response.sectionCompletions.map((row) => row.section)),
  };
}
