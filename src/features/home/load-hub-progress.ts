/**
 * The hub machine's loadProgress actor: the sections the request needs and how far each one is (domain/progress.ts),
 * from the loaded reference response and the provider look-ups those sections need.
 */
import type { QueryClient } from '@tanstack/react-query';
import { documentTypesFor } from '../../../domain/document-types';
import { type Progress, progress } from '../../../domain/progress';
import { requiredSections } from '../../../domain/requirements';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import { fetchProviderStatuses, providerLookups } from '../../api/providers/provider-statuses';
import { notFoundResponse } from '../../api/candidate-data';
import { candidateToday } from '../../../domain/today';

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
  const today = candidateToday();
  const providers = await fetchProviderStatuses(queryClient, {
    guid,
    responseGuid: response.guid,
    requestId: response.reference_request.id,
    idProvider,
    lookups: providerLookups(requiredSections(response, today)),
  });
  // The same document types the API's completion check counts points with, so Finish shows when it would pass.
  return progress({ response, providers, documentTypes: documentTypesFor(response.reference_request), today });
}
