/**
 * The employment gap machine (machines/employment-gap.machine.ts) running for the timeline, with the SPA's actors:
 * the gap calls of the loaded response. A refusal (400, 409) is thrown back to the machine as the result, so the
 * dialog can put the server's field errors on its fields.
 */
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { GapValues } from '../../../domain/employers/gap.schema';
import { employmentGapMachine } from '../../../machines/employment-gap.machine';
import { useEmploymentGapCalls } from '../../api/oneform/employment-gaps';
import { machineInspection } from '../../app/machine-inspection';

export function useEmploymentGap(guid: string, responseGuid: string) {
  const { save, remove } = useEmploymentGapCalls(guid, responseGuid);
  const machine = useMemo(
    () =>
      employmentGapMachine.provide({
        actors: {
          saveGap: fromPromise(async ({ input }: { input: GapValues }) => {
            const result = await save(input);
            if (!result.ok) throw result;
            return result.data;
          }),
          removeGap: fromPromise(async ({ input }: { input: { id: number } }) => {
            const result = await remove(input.id);
            if (!result.ok) throw result;
            return result.data;
          }),
        },
      }),
    [save, remove],
  );
  return useMachine(machine, machineInspection());
}
