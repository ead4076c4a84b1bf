/**
 * The instant employment verification machine (machines/employment-verification.machine.ts) running for the step,
 * with the SPA's actors: the request's orders, creating the step's order, and declining it. The way back's `case`
 * is read once when the step opens, then taken out of the address, so a reload does not act on it again.
 */
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { RETURN_CASE_PARAM, returnCaseOf, type ReturnCase } from '../../../domain/employment-verification';
import { languageOrDefault } from '../../../domain/locales';
import { employmentVerificationMachine } from '../../../machines/employment-verification.machine';
import { useReferenceResponse } from '../../api/candidate-data';
import { createMisthoOrder } from '../../api/providers/create-mistho-order';
import { misthoOrdersQueryOptions } from '../../api/providers/get-mistho-orders';
import { patchMisthoOrder } from '../../api/providers/patch-mistho-order';
import { parseSearch } from '../../app/search-params';
import { HOME_LINK } from '../../step-layout/step-links';

function useReturnCase(): ReturnCase | null {
  const router = useRouter();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const [returned] = useState(() => returnCaseOf(parseSearch(searchStr)));
  const present = new URLSearchParams(searchStr).has(RETURN_CASE_PARAM);
  useEffect(() => {
    if (!present) return;
    const params = new URLSearchParams(searchStr);
    params.delete(RETURN_CASE_PARAM);
    router.history.replace(`${pathname}?${params.toString()}`);
  }, [present, router, pathname, searchStr]);
  return returned;
}

export function useEmploymentVerification() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useLingui();
  const requestId = useReferenceResponse().reference_request.id;
  const language = languageOrDefault(i18n.locale);
  const returnCase = useReturnCase();

  const machine = useMemo(() => {
    const orders = misthoOrdersQueryOptions(requestId);
    // The hub and the step frame read the same query: a new status shows on both.
    const refresh = () => queryClient.invalidateQueries({ queryKey: orders.queryKey });
    return employmentVerificationMachine.provide({
      actors: {
        // The machine decides what a failure means: no retries of the query's own.
        getOrder: fromPromise(async () => (await queryClient.fetchQuery({ ...orders, retry: false })).results[0] ?? null),
        createOrder: fromPromise(async () => {
          const order = await createMisthoOrder(requestId, language);
          await refresh();
          return order;
        }),
        decline: fromPromise(async ({ input }: { input: { orderId: string; values: Parameters<typeof patchMisthoOrder>[1] } }) => {
          const result = await patchMisthoOrder(input.orderId, input.values);
          // A refusal goes back to the dialog, which shows it on its fields.
          if (!result.ok) throw result;
          await refresh();
          return result.data;
        }),
      },
      actions: {
        leave: () => {
          void router.navigate({ ...HOME_LINK, search: true });
        },
      },
    });
  }, [queryClient, router, requestId, language]);
  return useMachine(machine, { input: { returnCase } });
}
