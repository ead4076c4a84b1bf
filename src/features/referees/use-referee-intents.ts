/**
 * The referee form's intents (machines/entry-intents.machine.ts, with removal) running for its page: the save of the
 * referee and its removal, each answered with the reference response; where the page goes after each
 * (domain/referees/options.ts);
 * and how a refusal or failure shows: the server's field errors on the fields, and "There was an error submitting
 * the form. Please try again." for any other failure (spec 001 §8).
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { entryAfterRemoval, nextRefereeEntry } from '../../../domain/referees/options';
import type { RefereeInput } from '../../../domain/referees/referee.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import {
  type EntryIntentsInput,
  entryIntentsMachine,
  type SaveEntryAnswer,
  type WriteAnswer,
} from '../../../machines/entry-intents.machine';
import type { ApiResult } from '../../api/http';
import { machineInspection } from '../../app/machine-inspection';
import { fieldErrorActions, saveAnswerOf, writeAnswerOf } from '../../forms/entry-answers';
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

/** A referee can be removed; the section has no skip. */
const BUTTONS: EntryIntentsInput = { remove: true, skip: false };

export function useRefereeIntents(options: RefereeIntentsOptions) {
  const { entry, minimum, saveReferee, deleteReferee, setError, focusErrors } = options;
  const navigate = useNavigate();

  const machine = useMemo(() => {
    const goToEntry = (id: number) => void navigate({ to: ENTRY_ROUTE, params: { id }, search: true });
    return entryIntentsMachine.provide({
      actors: {
        save: fromPromise<SaveEntryAnswer, { body: unknown }>(async ({ input }) =>
          saveAnswerOf(await saveReferee(input.body), (response) => response.references.length),
        ),
        remove: fromPromise<WriteAnswer, { id: number | null }>(async ({ input }) =>
          // The dialog opens only over a saved referee.
          input.id === null ? { outcome: 'done' } : writeAnswerOf(await deleteReferee(input.id)),
        ),
      },
      actions: {
        ...fieldErrorActions(setError, focusErrors),
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

  const [state, send] = useMachine(machine, { input: BUTTONS, ...machineInspection() });
  return { state, send };
}
