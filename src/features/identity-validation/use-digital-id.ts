/**
 * The digital-ID machine (machines/digital-id.machine.ts) running for the identity validation step, with the SPA's
 * actors: the results already known (get_trinsic_results, by the response's guid), starting a hosted session as
 * a mutation (so the busy banner says 'Submitting...'), and the session's results as a query the machine asks
 * again on its own timers. The launch URL opens in this window; the way back is this step with its query.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { digitalIdReturnOf } from '../../../domain/identity-validation';
import { languageOrDefault } from '../../../domain/locales';
import {
  type DigitalIdResultsKeys,
  type DigitalIdSessionResult,
  digitalIdMachine,
} from '../../../machines/digital-id.machine';
import { createHostedSessionMutationOptions } from '../../api/providers/create-hosted-session';
import { sessionResultsQueryOptions } from '../../api/providers/get-session-results';
import { trinsicResultsQueryOptions } from '../../api/providers/get-trinsic-results';
import { machineInspection } from '../../app/machine-inspection';
import { HOME_LINK } from '../../step-layout/step-links';
import { returnAddress } from './identity-address';
import { sameWindow } from './same-window';
import { useReturnParams } from './use-return-params';

export interface DigitalIdGuids {
  /** The request's guid (the provider list, the session and its results). */
  guid: string;
  /** The response's guid (the results already known). */
  responseGuid: string;
}

export function useDigitalId({ guid, responseGuid }: DigitalIdGuids) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useLingui();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const { mutateAsync: createSession } = useMutation(createHostedSessionMutationOptions(guid));
  const language = languageOrDefault(i18n.locale);
  const returned = useReturnParams(digitalIdReturnOf);
  const redirectUrl = returnAddress(pathname, searchStr);

  const machine = useMemo(
    () =>
      digitalIdMachine.provide({
        actors: {
          // The machine decides what a failure means: no retries of the query's own.
          checkResults: fromPromise(async () => {
            const answer = await queryClient.fetchQuery({ ...trinsicResultsQueryOptions(responseGuid), retry: false });
            return answer.success === true;
          }),
          launch: fromPromise<string, { providerId: string }>(({ input }) =>
            createSession({ providerId: input.providerId, redirectUrl, language }),
          ),
          getResults: fromPromise<DigitalIdSessionResult, DigitalIdResultsKeys>(async ({ input }) => {
            const { session } = await queryClient.fetchQuery(sessionResultsQueryOptions(guid, input));
            return { done: session.done === true, success: session.success === true, errorCode: session.errorCode ?? null };
          }),
        },
        actions: {
          openLaunchUrl: (_, { url }) => sameWindow.open(url),
          leave: () => {
            void router.navigate({ ...HOME_LINK, search: true, replace: true });
          },
          // Spec 000 §8: a failed poll is only logged; the machine asks again.
          logPollError: (_, { error }) => {
            console.warn('The digital ID results could not be read', error);
          },
        },
      }),
    [queryClient, router, createSession, guid, responseGuid, redirectUrl, language],
  );
  return useMachine(machine, { ...machineInspection(), input: { returned } });
}
