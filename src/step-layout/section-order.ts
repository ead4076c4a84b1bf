/**
 * The order the hub lets sections start in (domain/progress.ts: only the first section not started, and only while
 * none is in progress), read with the provider statuses as the hub reads them, so a section's address opens exactly
 * when its row on the hub offers an action.
 */
import type { QueryClient } from '@tanstack/react-query';
import { documentRulesFor } from '../../domain/document-rules';
import { type Progress, hubGroup, progress } from '../../domain/progress';
import type { ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { SectionSlug } from '../../domain/sections';
import { fetchProviderStatuses, providerLookups } from '../api/providers/provider-statuses';

export interface CandidateProgressRequest {
  response: ReferenceResponse;
  /** The link's idProvider query parameter. */
  idProvider: string | undefined;
  /** The candidate's date, yyyy-MM-dd. */
  today: string;
  /** Take the provider statuses already asked for from the cache (see fetchProviderStatuses). */
  reuseCached: boolean;
}

/** Every required section's progress, with the provider statuses the required steps need. */
export async function loadCandidateProgress(
  queryClient: QueryClient,
  { response, idProvider, today, reuseCached }: CandidateProgressRequest,
): Promise<Progress> {
  const providers = await fetchProviderStatuses(queryClient, {
    guid: response.reference_request.guid,
    responseGuid: response.guid,
    requestId: response.reference_request.id,
    idProvider,
    lookups: providerLookups(requiredSections(response, today)),
    reuseCached,
  });
  // The same document types the API's completion check counts points with, so Finish shows when it would pass.
  return progress({ response, providers, documentTypes: documentRulesFor(response.reference_request), today });
}

/** Whether the hub lets the candidate into the section: it is under way, complete, or the one to start next. */
export function sectionMayOpen(candidateProgress: Progress, section: SectionSlug): boolean {
  const listed = candidateProgress.sections.find((candidate) => candidate.section === section);
  return listed !== undefined && hubGroup(listed, candidateProgress.next) !== 'not_ready';
}
