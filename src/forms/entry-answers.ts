/**
 * The calls of an entry section as machines/entry-intents.machine.ts takes their answers, and how they show on the
 * form, for the sections whose refusals are a 400's field errors (referees, directorships): any other refusal (409
 * after submission) is a failed call like a network fault (spec 001 §8).
 */
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages';
import type { ReferenceResponse } from '../../domain/reference-response';
import type { EntryRefusal, SaveEntryAnswer, WriteAnswer } from '../../machines/entry-intents.machine';
import { toFieldErrors } from '../api/field-errors';
import type { ApiFailure, ApiResult } from '../api/http';
import { SERVER_ROOT_ERROR, setServerErrors } from './form-errors';

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

/** The machine's showRefusal and showFailure: the field errors on their fields, any failure as the section's one
 * message; then the focus on the first error. */
export function fieldErrorActions<T extends FieldValues>(setError: UseFormSetError<T>, focusErrors: () => void) {
  return {
    showRefusal: (_: unknown, { error }: { error: EntryRefusal }) => {
      setServerErrors(setError, toFieldErrors(error));
      focusErrors();
    },
    showFailure: () => {
      setError(SERVER_ROOT_ERROR, { type: 'server', message: MESSAGES.consentSaveFailed });
      focusErrors();
    },
  };
}
