/**
 * The fitness-and-propriety calls (spec 001 §7, docs/fit-and-proper.md): POST
 * /oneform/{guid}/{responseGuid}/fit_and_proper_answer/fit_and_proper_answer/ saves one answer, as JSON, or as
 * multipart with the signature image of an acknowledge answer; PUT on the same path with { has_submitted: true }
 * completes the section. Each answers the whole reference response, which replaces the cached one
 * (response-write.ts).
 */
import type { FitAndProperAnswerValues } from '../../../domain/fit-and-proper/answer.schema';
import { responseWrite, useWriteTo } from './response-write';

const ANSWER_PATH = 'fit_and_proper_answer/fit_and_proper_answer/';

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

export const saveFitAndProperAnswer = responseWrite<FitAndProperAnswerValues>({
  key: ['fit_and_proper', 'answer'],
  method: 'POST',
  path: ANSWER_PATH,
  send: answerBody,
});

export const submitFitAndProper = responseWrite({
  key: ['fit_and_proper', 'submit'],
  method: 'PUT',
  path: ANSWER_PATH,
  send: () => ({ has_submitted: true }),
});

/** The questionnaire's calls for one response. */
export function useFitAndProperCalls(guid: string, responseGuid: string) {
  const target = { guid, responseGuid };
  return { save: useWriteTo(saveFitAndProperAnswer, target), submit: useWriteTo(submitFitAndProper, target) };
}
