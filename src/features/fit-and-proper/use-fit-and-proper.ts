/**
 * The questionnaire machine (machines/fit-and-proper.machine.ts) running for the screen, with the SPA's actors: the
 * answer and submission calls of the loaded response. A refusal (400, 409) is thrown back to the machine as the
 * result, so the question's form can put the server's field errors on its fields.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { FitAndProperAnswerValues } from '../../../domain/fit-and-proper/answer.schema';
import { fitAndProperMachine, type FitAndProperInput } from '../../../machines/fit-and-proper.machine';
import { useFitAndProperCalls } from '../../api/oneform/fit-and-proper';
import { machineInspection } from '../../app/machine-inspection';

export function useFitAndProper(guid: string, responseGuid: string, input: FitAndProperInput) {
  const { save, submit } = useFitAndProperCalls(guid, responseGuid);
  const machine = useMemo(
    () =>
      fitAndProperMachine.provide({
        actors: {
          saveAnswer: fromPromise(async ({ input: values }: { input: FitAndProperAnswerValues }) => {
            const result = await save(values);
            if (!result.ok) throw result;
            return result.data.fit_and_proper.answers;
          }),
          submit: fromPromise(async () => {
            const result = await submit();
            if (!result.ok) throw result;
            return result.data as unknown;
          }),
        },
      }),
    [save, submit],
  );
  return useMachine(machine, { ...machineInspection(), input });
}
