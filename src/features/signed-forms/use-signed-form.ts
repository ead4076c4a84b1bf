/**
 * The signed-form machine (machines/signed-form.machine.ts) running for one step, with the SPA's actors: the
 * status and the link through TanStack Query (shared with the hub), the request's id, and the creation as a
 * mutation. The outcome the signing service's return put in the address is read once, then taken out of the
 * address, so no later page mistakes it for its own.
 */
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { SignedDocumentLink } from '../../../domain/consents/e-signing.schema';
import { languageOrDefault } from '../../../domain/locales';
import type { SignedDocumentType } from '../../../domain/provider-status';
import { signedFormMachine, signingOutcomeOf } from '../../../machines/signed-form.machine';
import { createSignedDocumentMutationOptions } from '../../api/providers/create-signed-document';
import { signedDocumentLinkQueryOptions } from '../../api/providers/get-signed-document-link';
import { signedDocumentStatusQueryOptions } from '../../api/providers/get-signed-document-status';
import { referenceRequestQueryOptions } from '../../api/reference-requests/get-reference-request';
import { machineInspection } from '../../app/machine-inspection';
import { parseSearch } from '../../app/search-params';
import { OPENS_AUTOMATICALLY } from './signed-form-texts';
import { returnPathOf, SIGNING_OUTCOME_PARAM, signingHref, withoutOutcome } from './signing-link';

export function useSignedForm(type: SignedDocumentType) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const { i18n } = useLingui();
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const { mutateAsync: create } = useMutation(createSignedDocumentMutationOptions(queryClient, guid));
  const language = languageOrDefault(i18n.locale);

  // The way back and the language as they are when the form opens (@xstate/react hands the running machine the
  // latest implementations on every render).
  const returnPath = returnPathOf(pathname, searchStr);
  const hrefOf = useCallback(
    (link: SignedDocumentLink) => signingHref(link.url, { returnPath, language, base: window.location.href }),
    [returnPath, language],
  );

  // Read once: the machine is created with it, and the address is cleaned below.
  const [outcome] = useState(() => signingOutcomeOf(parseSearch(searchStr)[SIGNING_OUTCOME_PARAM]));

  const machine = useMemo(
    () =>
      signedFormMachine.provide({
        actors: {
          checkStatus: fromPromise(async () => {
            const answer = await queryClient.fetchQuery(signedDocumentStatusQueryOptions(type, guid));
            return answer.document_signed_and_sealed === true;
          }),
          getLink: fromPromise(() => queryClient.fetchQuery(signedDocumentLinkQueryOptions(guid, type))),
          readRequest: fromPromise(async () => (await queryClient.fetchQuery(referenceRequestQueryOptions(guid))).id),
          createDocument: fromPromise<SignedDocumentLink, { requestId: number }>(({ input }) =>
            create({ referenceRequest: input.requestId, type, language }),
          ),
        },
        actions: {
          // A browser that blocks the window leaves the button, which opens the same form.
          openForm: ({ context }) => {
            if (context.link) window.open(hrefOf(context.link), '_blank', 'noopener');
          },
        },
      }),
    [queryClient, guid, type, create, language, hrefOf],
  );
  const [state, send] = useMachine(machine, {
    ...machineInspection(),
    input: { outcome, opensAutomatically: OPENS_AUTOMATICALLY.includes(type) },
  });

  const hasOutcome = SIGNING_OUTCOME_PARAM in parseSearch(searchStr);
  useEffect(() => {
    if (hasOutcome) router.history.replace(`${pathname}${withoutOutcome(searchStr)}`);
  }, [hasOutcome, router, pathname, searchStr]);

  // The candidate signs in another window: coming back to this one, ask again whether the form is signed.
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') send({ type: 'status.recheck' });
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [send]);

  return { state, send, outcome, hrefOf };
}
