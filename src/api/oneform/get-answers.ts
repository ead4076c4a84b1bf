/**
 * GET /oneform/{guid}/answers/: the candidate's answers, section by section, for their check before submitting
 * (docs/api.md). Every save changes them, so they are read afresh each time the page opens.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CandidateAnswers } from '../../../domain/candidate-answers';
import { apiRequest, segment, unwrap } from '../http';

export function answersQueryOptions(guid: string) {
  return queryOptions({
    queryKey: ['oneform', guid, 'answers'] as const,
    queryFn: async ({ signal }) => unwrap(await apiRequest<CandidateAnswers>(`/oneform/${segment(guid)}/answers/`, { signal })),
    staleTime: 0,
  });
}
