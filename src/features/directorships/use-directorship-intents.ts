/**
 * The directorship form's intents (machines/entry-intents.machine.ts, saving only) running for its page: the save
 * of the line, answered with the reference response; where the page goes after it (Add a directorship: the next
 * entry; Save: the next saved entry, else home, `entryAfterSave`); and how a refusal or failure shows: the server's
 * field errors on the fields, and "There was an error submitting the form. Please try again." for any other failure
 * (spec 001 §8).
 */
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { type DirectorshipInput, entryAfterSave } from '../../../domain/directorships/directorship.schema';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { type EntryIntentsInput, entryIntentsMachine, type SaveEntryAnswer } from '../../../machines/entry-intents.machine';
import type { ApiResult } from '../../api/http';
import { machineInspection } from '../../app/machine-inspection';
import { fieldErrorActions, saveAnswerOf } from '../../forms/entry-answers';
import { HOME_LINK } from '../../step-layout/step-links';
import { ENTRY_ROUTE } from './directorship-entries';

export interface DirectorshipIntentsOptions {
  /** The 1-based entry the page shows. */
  entry: number;
  saveDirectorship(body: unknown): Promise<ApiResult<ReferenceResponse>>;
  setError: UseFormSetError<DirectorshipInput>;
  /** Moves to the first error once React has shown it (useErrorFocus). */
  focusErrors(): void;
}

/** A directorship line is only saved: the page has no removal and no skip. */
const BUTTONS: EntryIntentsInput = { remove: false, skip: false };

export function useDirectorshipIntents(options: DirectorshipIntentsOptions) {
  const { entry, saveDirectorship, setError, focusErrors } = options;
  const navigate = useNavigate();

  const machine = useMemo(() => {
    const goToEntry = (id: number) => void navigate({ to: ENTRY_ROUTE, params: { id }, search: true });
    const leave = () => void navigate({ ...HOME_LINK, search: true });
    return entryIntentsMachine.provide({
      actors: {
        save: fromPromise<SaveEntryAnswer, { body: unknown }>(async ({ input }) =>
          saveAnswerOf(await saveDirectorship(input.body), (response) => response.directorships.length),
        ),
      },
      actions: {
        ...fieldErrorActions(setError, focusErrors),
        goOn: (_, { lines }) => {
          const next = entryAfterSave(lines, entry);
          if (next === null) leave();
          else goToEntry(next);
        },
        goToNextEntry: () => goToEntry(entry + 1),
        leave,
      },
    });
  }, [entry, saveDirectorship, setError, focusErrors, navigate]);

  const [state, send] = useMachine(machine, { input: BUTTONS, ...machineInspection() });
  return { state, send };
}
