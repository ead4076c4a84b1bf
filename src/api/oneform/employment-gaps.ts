/**
 * The employment gap calls (spec 001 §7, docs/api.md "Employment history saves"): POST .../employers/employment-gap/
 * adds a gap, PUT the same path with its `id` changes one, DELETE .../employment-gap/{id}/ removes one. Each answers
 * the whole reference response, which replaces the cached one so the timeline redraws from what was saved. A
 * refusal (400 with field errors, 409 once the request is locked) comes back as the result's error; anything else
 * is thrown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GapValues } from '../../../domain/employers/gap.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

const gapsPath = (guid: string, responseGuid: string) =>
  `/oneform/${segment(guid)}/${segment(responseGuid)}/employers/employment-gap/`;

/** A new gap (no `id`) is added; a saved one is changed. */
export function saveEmploymentGap(guid: string, responseGuid: string, gap: GapValues): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(gapsPath(guid, responseGuid), {
    method: gap.id === null ? 'POST' : 'PUT',
    body: gap,
  });
}

export function deleteEmploymentGap(guid: string, responseGuid: string, id: number): Promise<ApiResult<ReferenceResponse>> {
  return apiRequest<ReferenceResponse>(`${gapsPath(guid, responseGuid)}${segment(id)}/`, { method: 'DELETE' });
}

/** The gap calls for one response, each putting the saved response in the cache before it resolves. */
export function useEmploymentGapCalls(guid: string, responseGuid: string) {
  const queryClient = useQueryClient();
  const keep = useCallback(
    (result: ApiResult<ReferenceResponse>) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
      return result;
    },
    [queryClient, guid],
  );
  return {
    save: useCallback(async (gap: GapValues) => keep(await saveEmploymentGap(guid, responseGuid, gap)), [keep, guid, responseGuid]),
    remove: useCallback(async (id: number) => keep(await deleteEmploymentGap(guid, responseGuid, id)), [keep, guid, responseGuid]),
  };
}
