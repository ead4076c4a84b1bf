/**
 * The hub machine's loadProgress actor: the sections the request needs and how far each one is (domain/progress.ts),
 * from the loaded reference response and the provider look-ups those sections need.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Progress } from '../../../domain/progress';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import { notFoundResponse } from '../../api/candidate-data';
import { candidateToday } from '../../../domain/today';
import { loadCandidateProgress } from '../../step-layout/section-order';

export interface HubProgressRequest {
  guid: string;
  /** The link's idProvider query parameter. */
  idProvider: string | undefined;
}

export async function loadHubProgress(
  queryClient: QueryClient,
  { guid, idProvider }: HubProgressRequest,
): Promise<Progress> {
  // fetchQuery rather than the cache as it is: a save that invalidated the response is read again first.
  const response = await queryClient.fetchQuery(referenceResponseQueryOptions(guid));
  if (!response) throw notFoundResponse();
  // Provider statuses change outside the app: each visit asks again.
  return loadCandidateProgress(queryClient, { response, idProvider, today: candidateToday(), reuseCached: false });
}
