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
import { SIGNED_FORM_TAGS, signedFormMachine, signingOutcomeOf } from '../../../machines/signed-form.machine';
import { createSignedDocumentMutationOptions } from '../../api/providers/create-signed-document';
import { signedDocumentLinkQueryOptions } from '../../api/providers/get-signed-document-link';
import { signedDocumentStatusQueryOptions } from '../../api/providers/get-signed-document-status';
import { referenceRequestQueryOptions } from '../../api/reference-requests/get-reference-request';
import { machineInspection } from '../../app/machine-inspection';
import { parseSearch } from '../../app/search-params';
import { OPENS_AUTOMATICALLY } from './signed-form-texts';
import { returnPathOf, SIGNING_OUTCOME_PARAM, signingHref, withoutOutcome } from './signing-link';
import { openSigningNews } from './signing-news';

/** How often a step showing the form's link asks whether it was signed, while the candidate can see it. */
export const SIGNED_STATUS_POLL_MS = 5_000;

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
  // The browser refused to open the form by itself (no click came before it): the page points at the button.
  const [openBlocked, setOpenBlocked] = useState(false);

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
          // A browser that blocks the window leaves the button, which opens the same form. 'noopener' would make
          // window.open answer null even when it opens, hiding a block, so the opener is cut by hand instead.
          openForm: ({ context }) => {
            if (!context.link) return;
            const opened = window.open(hrefOf(context.link), '_blank');
            if (opened) opened.opener = null;
            else setOpenBlocked(true);
          },
        },
      }),
    [queryClient, guid, type, create, language, hrefOf],
  );
  const [state, send, actor] = useMachine(machine, {
    ...machineInspection(),
    input: { outcome, opensAutomatically: OPENS_AUTOMATICALLY.includes(type) },
  });

  const hasOutcome = SIGNING_OUTCOME_PARAM in parseSearch(searchStr);
  useEffect(() => {
    if (hasOutcome) router.history.replace(`${pathname}${withoutOutcome(searchStr)}`);
  }, [hasOutcome, router, pathname, searchStr]);

  // The candidate signs in another window: ask again whether the form is signed when they come back to this one,
  // and every few seconds while they can see it, since some browsers never give this window the focus back.
  const showsLink = state.hasTag(SIGNED_FORM_TAGS.link);
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') send({ type: 'status.recheck' });
    };
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    const poll = showsLink ? window.setInterval(recheck, SIGNED_STATUS_POLL_MS) : undefined;
    return () => {
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
      window.clearInterval(poll);
    };
  }, [send, showsLink]);

  // The windows on this step tell each other (signing-news.ts): the one back from the signing service says the form
  // is signed, the others ask the status again, and once one of them shows it signed the returned one closes.
  const isSigned = state.matches('signed');
  const cameBack = outcome !== null;
  useEffect(() => {
    const news = openSigningNews(({ kind, guid: newsGuid, type: newsType }) => {
      if (newsGuid !== guid || newsType !== type) return;
      const signedHere = actor.getSnapshot().matches('signed');
      if (kind === 'signed' && !signedHere) send({ type: 'status.recheck' });
      else if (kind === 'signed' && !cameBack) news.tell({ kind: 'shown', guid, type });
      else if (kind === 'shown' && signedHere && cameBack) window.close();
    });
    if (isSigned) news.tell({ kind: cameBack ? 'signed' : 'shown', guid, type });
    return () => news.close();
  }, [actor, send, guid, type, isSigned, cameBack]);

  return { state, send, outcome, hrefOf, openBlocked };
}
