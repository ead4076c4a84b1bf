/**
 * The credit-check machine (machines/credit-check.machine.ts) running for the adverse financial history step, with
 * the SPA's actors: Submit by the response's guid, the status by the request's guid. The machine decides what a
 * failure means and when to ask again, so the queries are fetched without retries of their own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { creditCheckMachine } from '../../../machines/credit-check.machine';
import { hooyuStatusQueryOptions } from '../../api/providers/get-hooyu-status';
import { postCreditCheck } from '../../api/providers/post-credit-check';
import { machineInspection } from '../../app/machine-inspection';

const statusOf = (answer: { credit_status: unknown }) =>
  typeof answer.credit_status === 'string' ? answer.credit_status : null;

export function useCreditCheck({ guid, responseGuid, creditStatus }: { guid: string; responseGuid: string; creditStatus: string | null }) {
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      creditCheckMachine.provide({
        actors: {
          submit: fromPromise(async () => statusOf(await postCreditCheck(responseGuid))),
          checkStatus: fromPromise(async () =>
            statusOf(await queryClient.fetchQuery({ ...hooyuStatusQueryOptions(guid), retry: false })),
          ),
        },
        actions: {
          // Spec 000 §8: a failed poll is only logged; the machine asks again.
          logPollError: (_, { error }) => {
            console.warn('The credit check status could not be read', error);
          },
        },
      }),
    [queryClient, guid, responseGuid],
  );
  return useMachine(machine, { ...machineInspection(), input: { creditStatus } });
}
