/**
 * The screening widget machine (machines/screening-widget.machine.ts) running for a screening step, with the SPA's
 * actors: the window's messages, and the registration's save under the request's guid. Messages count only from
 * the origin of the widget's address, which the server answered (clearstar_account_details' widget_url).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { RegistrationCheck } from '../../../domain/provider-status';
import type { ScreeningRegistrationData } from '../../../domain/screening';
import { screeningWidgetMachine, type ScreeningWidgetEvent } from '../../../machines/screening-widget.machine';
import { saveScreeningRegistration } from '../../api/providers/post-screening-registration';
import { machineInspection } from '../../app/machine-inspection';
import { HOME_LINK } from '../../step-layout/step-links';

interface WidgetSession {
  guid: string;
  responseGuid: string;
  check: RegistrationCheck;
  widgetOrigin: string;
}

export function useScreeningWidget({ guid, responseGuid, check, widgetOrigin }: WidgetSession) {
  const queryClient = useQueryClient();
  const router = useRouter();

  const machine = useMemo(
    () =>
      screeningWidgetMachine.provide({
        actors: {
          listenToWidget: fromCallback<ScreeningWidgetEvent>(({ sendBack }) => {
            const forward = (event: MessageEvent) =>
              sendBack({ type: 'widget.message', origin: event.origin, data: event.data as unknown });
            window.addEventListener('message', forward);
            return () => window.removeEventListener('message', forward);
          }),
          saveRegistration: fromPromise<unknown, ScreeningRegistrationData>(({ input }) =>
            saveScreeningRegistration(queryClient, responseGuid, { guid, check, data: input }),
          ),
        },
        actions: {
          ignoreMessage: (_, { event }) => {
            console.warn('A message that is not from the screening widget, or not in its shape, was ignored', {
              origin: event.origin,
            });
          },
          scrollToTop: () => window.scrollTo({ top: 0 }),
          leave: () => {
            void router.navigate({ ...HOME_LINK, search: true });
          },
        },
      }),
    [queryClient, router, guid, responseGuid, check],
  );
  return useMachine(machine, { ...machineInspection(), input: { widgetOrigin } });
}
