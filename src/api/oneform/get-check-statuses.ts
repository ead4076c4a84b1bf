/**
 * GET /oneform/{guid}/check-statuses/: each check of a submitted request with what the organisation last reported
 * (docs/decisions/0040). Read afresh each time the status page is opened or the window regains focus: reports
 * arrive days apart, so no poll.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CandidateCheckStatus } from '../../../domain/check-status';
import { fetchJson, segment } from '../http';

export function checkStatusesQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['oneform', guid, 'check-statuses'] as const,
    queryFn: ({ signal }) => fetchJson<CandidateCheckStatus[]>(`/oneform/${segment(guid)}/check-statuses/`, signal),
    // Long enough that the route's prefetch serves the page it opens; each later visit reads them again.
    staleTime: 10_000,
  });
}
