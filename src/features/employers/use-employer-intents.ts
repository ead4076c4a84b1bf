/**
 * The employer step's intents (machines/entry-intents.machine.ts, with removal and skip) running for its page: the
 * save of the line, its removal and the skip, each answered with the reference response; where the page goes after
 * each; and how a refusal or failure shows (spec 001 §8): the server's field errors on the fields and the rest
 * joined by commas, "An unknown error occurred" for a failed call, "There was an error" for a submit without an
 * intent, and the completion's issues after a Save that leaves the section short.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { employmentStatus } from '../../../domain/employers/completion';
import type { EmployerInput } from '../../../domain/employers/employer.schema';
import type { SkipValues } from '../../../domain/employers/skip.schema';
import { MESSAGES } from '../../../domain/messages';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { candidateToday } from '../../../domain/today';
import {
  type EntryIntentsInput,
  type EntryRefusal,
  entryIntentsMachine,
  type SaveEntryAnswer,
  type WriteAnswer,
} from '../../../machines/entry-intents.machine';
import { DETAIL_FIELD, type FieldError, NON_FIELD_ERRORS, toFieldErrors } from '../../api/field-errors';
import type { ApiResult } from '../../api/http';
import { machineInspection } from '../../app/machine-inspection';
import { SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { HOME_LINK } from '../../step-layout/step-links';
import { ENTRY_ROUTE } from './employer-entries';

/** What the skip dialog shows after a refused or failed skip; a new object each time, so it is shown again. */
export type SkipProblem = { refusal: EntryRefusal } | { failed: true };

export interface EmployerIntentsOptions {
  /** The 1-based entry the page shows. */
  entry: number;
  saveEmployer(body: unknown): Promise<ApiResult<ReferenceResponse>>;
  deleteEmployer(id: number): Promise<ApiResult<ReferenceResponse>>;
  skipEmployment(body: SkipValues): Promise<ApiResult<ReferenceResponse>>;
  setError: UseFormSetError<EmployerInput>;
  /** Moves to the first error once React has shown it (useErrorFocus). */
  focusErrors(): void;
}

/** The server's errors of the whole form in one line, joined by commas (spec 001 §8); field errors stay on fields. */
export function joinFormLevelErrors(errors: readonly FieldError[]): FieldError[] {
  const isFormLevel = (field: string) => field === NON_FIELD_ERRORS || field === DETAIL_FIELD;
  const formLevel = errors.filter(({ field }) => isFormLevel(field)).flatMap(({ messages }) => messages);
  const fields = errors.filter(({ field }) => !isFormLevel(field));
  return formLevel.length > 0 ? [...fields, { field: NON_FIELD_ERRORS, messages: [formLevel.join(', ')] }] : fields;
}

/** An employer can be removed, and the section skipped. */
const BUTTONS: EntryIntentsInput = { remove: true, skip: true };

const answerOf = (result: ApiResult<ReferenceResponse>): WriteAnswer =>
  result.ok ? { outcome: 'done' } : { outcome: 'refused', error: result.error };

export function useEmployerIntents(options: EmployerIntentsOptions) {
  const { entry, saveEmployer, deleteEmployer, skipEmployment, setError, focusErrors } = options;
  const navigate = useNavigate();
  const [skipProblem, setSkipProblem] = useState<SkipProblem | null>(null);

  const machine = useMemo(() => {
    /** Messages of the whole form, each its own line of the error summary. */
    const showOnForm = (messages: readonly string[]) => {
      const types = Object.fromEntries(messages.map((message, index) => [`server${index}`, message]));
      setError(SERVER_ROOT_ERROR, { type: 'server', message: messages[0], types });
      focusErrors();
    };
    const goToEntry = (id: number) => void navigate({ to: ENTRY_ROUTE, params: { id }, search: true });
    const leave = () => void navigate({ ...HOME_LINK, search: true });
    return entryIntentsMachine.provide({
      actors: {
        save: fromPromise<SaveEntryAnswer, { body: unknown }>(async ({ input }) => {
          const result = await saveEmployer(input.body);
          if (!result.ok) return { outcome: 'refused', error: result.error };
          const { issues } = employmentStatus(result.data, candidateToday());
          return { outcome: 'saved', issues, lines: result.data.employers.length };
        }),
        remove: fromPromise<WriteAnswer, { id: number | null }>(async ({ input }) => {
          // A new entry has nothing saved to delete.
          if (input.id === null) return { outcome: 'done' };
          return answerOf(await deleteEmployer(input.id));
        }),
        skip: fromPromise<WriteAnswer, { body: unknown }>(async ({ input }) =>
          answerOf(await skipEmployment(input.body as SkipValues)),
        ),
      },
      actions: {
        showNoIntent: () => showOnForm([MESSAGES.employerNoIntent]),
        showRefusal: (_, { form, error }) => {
          if (form === 'skip') {
            setSkipProblem({ refusal: error });
            return;
          }
          setServerErrors(setError, joinFormLevelErrors(toFieldErrors(error)));
          focusErrors();
        },
        showFailure: (_, { form }) => {
          if (form === 'skip') setSkipProblem({ failed: true });
          else showOnForm([MESSAGES.employmentCallFailed]);
        },
        showIssues: (_, { issues }) => showOnForm(issues),
        // Save leaves only once the section is complete: the completion's issues stay on the form otherwise.
        goOn: leave,
        goToNextEntry: () => goToEntry(entry + 1),
        // The entry before this one, or the first.
        goToEarlierEntry: () => goToEntry(Math.max(1, entry - 1)),
        leave,
      },
    });
  }, [entry, saveEmployer, deleteEmployer, skipEmployment, setError, focusErrors, navigate]);

  const [state, send] = useMachine(machine, { input: BUTTONS, ...machineInspection() });
  return { state, send, skipProblem };
}
