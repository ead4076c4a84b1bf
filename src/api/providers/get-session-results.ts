/**
 * POST /providers/trinsic/get_session_results/{guid}/ {sessionId, resultsAccessKey}: the results of the digital ID
 * session the candidate is back from, read from `session` (spec 000 §3 "Session result", §7). {guid} is the
 * request's guid. A read in all but method, so it is a query: asking every 3 s shows no 'Submitting...'. The step's
 * machine decides when to ask again, so the query itself never retries.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, segment, unwrap } from '../http';

export interface SessionResultsKeys {
  sessionId: string;
  resultsAccessKey: string;
}

export interface SessionResults {
  session: { done: boolean; success: boolean; errorCode: string | null };
}

async function fetchSessionResults(guid: string, keys: SessionResultsKeys, signal?: AbortSignal): Promise<SessionResults> {
  return unwrap(
    await apiRequest<SessionResults>(`/providers/trinsic/get_session_results/${segment(guid)}/`, {
      method: 'POST',
      body: keys,
      ...(signal ? { signal } : {}),
    }),
  );
}

export function sessionResultsQueryOptions(guid: string, keys: SessionResultsKeys) {
  return queryOptions({
    queryKey: ['providers', 'trinsic', 'session-results', guid, keys.sessionId] as const,
    queryFn: ({ signal }) => fetchSessionResults(guid, keys, signal),
    staleTime: 0,
    retry: false,
  });
}
