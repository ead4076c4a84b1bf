/**
 * The calls of an entry section as machines/entry-intents.machine.ts takes their answers, for the sections whose
 * refusals are a 400's field errors (referees, directorships): any other refusal (409 after submission) is a failed
 * call like a network fault (spec 001 §8).
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import type { EntryRefusal, SaveEntryAnswer, WriteAnswer } from '../../machines/entry-intents.machine';
import type { ApiFailure, ApiResult } from '../api/http';

function fieldRefusalOf(failure: ApiFailure): { outcome: 'refused'; error: EntryRefusal } {
  if (failure.status === 400) return { outcome: 'refused', error: failure.error };
  throw new Error(`The entry's call answered ${failure.status}`);
}

export const writeAnswerOf = (result: ApiResult<ReferenceResponse>): WriteAnswer =>
  result.ok ? { outcome: 'done' } : fieldRefusalOf(result);

/** A save's answer: these sections have no completion to judge on the form, and `lines` counts the section's lines. */
export const saveAnswerOf = (
  result: ApiResult<ReferenceResponse>,
  lines: (response: ReferenceResponse) => number,
): SaveEntryAnswer => (result.ok ? { outcome: 'saved', issues: [], lines: lines(result.data) } : fieldRefusalOf(result));
