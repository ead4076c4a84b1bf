/**
 * The hub machine (machines/hub.machine.ts) running for the home page or the check of the answers, with the SPA's
 * actors: loadProgress reads the request and the provider statuses through TanStack Query, complete runs the
 * completion mutation (so the busy banner says 'Submitting...'); showAnswers, showHub and showCompletion go to
 * those pages with the query kept.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type CompletionAnswer, type HubPage, hubMachine } from '../../../machines/hub.machine';
import { completeMutationOptions, completionRefusal } from '../../api/oneform/complete';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { machineInspection } from '../../app/machine-inspection';
import { loadHubProgress } from './load-hub-progress';

export function useHub(page: HubPage, guid: string, idProvider: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync: complete } = useMutation(completeMutationOptions(queryClient, guid));

  const machine = useMemo(
    () =>
      hubMachine.provide({
        actors: {
          loadProgress: fromPromise(() => loadHubProgress(queryClient, { guid, idProvider })),
          complete: fromPromise<CompletionAnswer>(async () => {
            const response = await ensureReferenceResponse(queryClient, guid);
            try {
              return await complete(response.guid);
            } catch (error) {
              throw completionRefusal(error);
            }
          }),
        },
        actions: {
          showAnswers: () => {
            void navigate({ to: '/candidate-feedback/answers', search: true });
          },
          showHub: () => {
            void navigate({ to: '/candidate-feedback', search: true, replace: true });
          },
          showCompletion: () => {
            void navigate({ to: '/candidate-feedback/complete', search: true });
          },
        },
      }),
    [queryClient, navigate, complete, guid, idProvider],
  );
  return useMachine(machine, { ...machineInspection(), input: { page } });
}
