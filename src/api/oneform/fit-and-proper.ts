/**
 * The fitness-and-propriety calls (spec 001 §7, docs/fit-and-proper.md): POST
 * /oneform/{guid}/{responseGuid}/fit_and_proper_answer/fit_and_proper_answer/ saves one answer, as JSON, or as
 * multipart with the signature image of an acknowledge answer; PUT on the same path with { has_submitted: true }
 * completes the section. Each answers the whole reference response, which replaces the cached one before the call
 * resolves. Refusals (400, 409) come back as the result's error; anything else is thrown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FitAndProperAnswerValues } from '../../../domain/fit-and-proper/answer.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type ApiResult, apiRequest, segment } from '../http';
import { referenceResponseQueryOptions } from './get-reference-response';

const answerPath = (guid: string, responseGuid: string) =>
  `/oneform/${segment(guid)}/${segment(responseGuid)}/fit_and_proper_answer/fit_and_proper_answer/`;

/** JSON for every answer; multipart when a signature goes with it. */
function answerBody({ id, question, answer, signature }: FitAndProperAnswerValues): unknown {
  if (!signature) return { ...(id === null ? {} : { id }), question, answer };
  const form = new FormData();
  if (id !== null) form.append('id', String(id));
  form.append('question', String(question));
  form.append('answer', JSON.stringify(answer));
  form.append('signature', new Blob([signature.slice()], { type: 'image/png' }), 'signature.png');
  return form;
}

export function saveFitAndProperAnswer(guid: string, responseGuid: string, values: FitAndProperAnswerValues) {
  return apiRequest<ReferenceResponse>(answerPath(guid, responseGuid), { method: 'POST', body: answerBody(values) });
}

export function submitFitAndProper(guid: string, responseGuid: string) {
  return apiRequest<ReferenceResponse>(answerPath(guid, responseGuid), { method: 'PUT', body: { has_submitted: true } });
}

/** The questionnaire's calls for one response, each putting the saved response in the cache before it resolves. */
export function useFitAndProperCalls(guid: string, responseGuid: string) {
  const queryClient = useQueryClient();
  const keep = useCallback(
    (result: ApiResult<ReferenceResponse>) => {
      if (result.ok) queryClient.setQueryData(referenceResponseQueryOptions(guid).queryKey, result.data);
      return result;
    },
    [queryClient, guid],
  );
  return {
    save: useCallback(
      async (values: FitAndProperAnswerValues) => keep(await saveFitAndProperAnswer(guid, responseGuid, values)),
      [keep, guid, responseGuid],
    ),
    submit: useCallback(async () => keep(await submitFitAndProper(guid, responseGuid)), [keep, guid, responseGuid]),
  };
}
