/**
 * The document-scan machine (machines/document-scan.machine.ts) running for the identity validation step, with the
 * SPA's actors: abandonment, the hosted check's link and its status, each by the request's guid. The link opens
 * in this window; the check sends the candidate back to this step in the document-scan flow, where the return's
 * action=poll starts the polling.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { postRedirectActionOf } from '../../../domain/identity-validation';
import { languageOrDefault } from '../../../domain/locales';
import { documentScanMachine } from '../../../machines/document-scan.machine';
import { hooyuAbandonedQueryOptions } from '../../api/providers/get-hooyu-abandoned';
import { hooyuLinkQueryOptions } from '../../api/providers/get-hooyu-link';
import { hooyuStatusQueryOptions } from '../../api/providers/get-hooyu-status';
import { machineInspection } from '../../app/machine-inspection';
import { HOME_LINK } from '../../step-layout/step-links';
import { ID_PROVIDER_PARAM, ID_PROVIDERS, returnAddress } from './identity-address';
import { sameWindow } from './same-window';
import { useReturnParams } from './use-return-params';

export function useDocumentScan(guid: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useLingui();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const language = languageOrDefault(i18n.locale);
  const action = useReturnParams(postRedirectActionOf);
  const returnPath = returnAddress(pathname, searchStr, { [ID_PROVIDER_PARAM]: ID_PROVIDERS.documentScan });

  const machine = useMemo(
    () =>
      documentScanMachine.provide({
        actors: {
          // The machine decides what a failure means and when to ask again: no retries of the queries' own.
          checkAbandoned: fromPromise(async () => {
            const answer = await queryClient.fetchQuery({ ...hooyuAbandonedQueryOptions(guid), retry: false });
            return answer.abandoned === true;
          }),
          getLink: fromPromise(async () => {
            const { link } = await queryClient.fetchQuery(hooyuLinkQueryOptions(guid, { returnPath, language }));
            if (typeof link !== 'string' || link === '') throw new Error('The identity check has no link');
            return link;
          }),
          checkStatus: fromPromise(async () => {
            const answer = await queryClient.fetchQuery({ ...hooyuStatusQueryOptions(guid), retry: false });
            return typeof answer.status === 'string' ? answer.status : null;
          }),
        },
        actions: {
          openLink: (_, { url }) => sameWindow.open(url),
          leave: () => {
            void router.navigate({ ...HOME_LINK, search: true });
          },
          // Spec 000 §8: a failed poll is only logged; the machine asks again.
          logPollError: (_, { error }) => {
            console.warn('The identity check status could not be read', error);
          },
        },
      }),
    [queryClient, router, guid, returnPath, language],
  );
  return useMachine(machine, { ...machineInspection(), input: { action } });
}
