/**
 * The referee form's intents (machines/referee-intents.machine.ts) running for its page: the save of the referee and
 * its removal, each answered with the reference response; where the page goes after each (domain/referees/options.ts);
 * and how a refusal or failure shows: the server's field errors on the fields, and "There was an error submitting
 * the form. Please try again." for any other failure (spec 001 §8).
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { MESSAGES } from '../../../domain/messages';
import { entryAfterRemoval, nextRefereeEntry } from '../../../domain/referees/options';
import type { RefereeInput } from '../../../domain/referees/referee.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { refereeIntentsMachine, type RefereeWriteAnswer } from '../../../machines/referee-intents.machine';
import { toFieldErrors } from '../../api/field-errors';
import type { ApiResult } from '../../api/http';
import { machineInspection } from '../../app/machine-inspection';
import { SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { HOME_LINK } from '../../step-layout/step-links';
import { ENTRY_ROUTE, SUMMARY_ROUTE } from './referee-entries';

export interface RefereeIntentsOptions {
  /** The 1-based referee the page shows, and the questionnaire's minimum. */
  entry: number;
  minimum: number;
  saveReferee(body: unknown): Promise<ApiResult<ReferenceResponse>>;
  deleteReferee(id: number): Promise<ApiResult<ReferenceResponse>>;
  setError: UseFormSetError<RefereeInput>;
  /** Moves to the first error once React has shown it (useErrorFocus). */
  focusErrors(): void;
}

/** A 400 names fields; any other refusal (409 after submission) is a failed save like any other. */
const answerOf = (result: ApiResult<ReferenceResponse>): RefereeWriteAnswer => {
  if (result.ok) return { outcome: 'done' };
  if (result.status === 400) return { outcome: 'refused', error: result.error };
  throw new Error(`The referee call answered ${result.status}`);
};

export function useRefereeIntents(options: RefereeIntentsOptions) {
  const { entry, minimum, saveReferee, deleteReferee, setError, focusErrors } = options;
  const navigate = useNavigate();

  const machine = useMemo(() => {
    const goToEntry = (id: number) => void navigate({ to: ENTRY_ROUTE, params: { id }, search: true });
    return refereeIntentsMachine.provide({
      actors: {
        saveReferee: fromPromise<RefereeWriteAnswer, { body: unknown }>(async ({ input }) => answerOf(await saveReferee(input.body))),
        removeReferee: fromPromise<RefereeWriteAnswer, { id: number }>(async ({ input }) => answerOf(await deleteReferee(input.id))),
      },
      actions: {
        showRefusal: (_, { error }) => {
          setServerErrors(setError, toFieldErrors(error));
          focusErrors();
        },
        showFailure: () => {
          setError(SERVER_ROOT_ERROR, { type: 'server', message: MESSAGES.consentSaveFailed });
          focusErrors();
        },
        goOn: () => {
          const next = nextRefereeEntry(entry, minimum);
          if (next === null) void navigate({ to: SUMMARY_ROUTE, search: true });
          else goToEntry(next);
        },
        goToEarlierEntry: () => goToEntry(entryAfterRemoval(entry)),
        leave: () => void navigate({ ...HOME_LINK, search: true }),
      },
    });
  }, [entry, minimum, saveReferee, deleteReferee, setError, focusErrors, navigate]);

  const [state, send] = useMachine(machine, machineInspection());
  return { state, send };
}
