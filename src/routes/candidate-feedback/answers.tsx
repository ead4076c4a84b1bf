import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../app/activity';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { answersQueryOptions } from '../../api/oneform/get-answers';
import { ensureSectionCatalog } from '../../app/i18n';
import { lazyScreen } from '../../app/lazy-screen';
import { COMPANION_PATHS, companionPageFor } from '../../features/home/companion-page';

const AnswersPage = lazyScreen(() => import('../../features/home/answers/answers-page').then((module) => module.AnswersPage));

/**
 * /candidate-feedback/answers: every answer before submitting (docs/hub.md "Check your answers"). A removed, expired
 * or completed request has its companion page, as on the home page. The answers are read afresh on every visit, since
 * the candidate comes back here after changing one; the page's words are in the lazily loaded catalog.
 */
export const Route = createFileRoute('/candidate-feedback/answers')({
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context, deps }) => {
    const page = companionPageFor(await ensureReferenceResponse(context.queryClient, deps.guid));
    if (page) throw redirect({ to: COMPANION_PATHS[page], search: true, replace: true, state: REDIRECT_STATE });
    await Promise.all([ensureSectionCatalog(context.i18n), context.queryClient.fetchQuery(answersQueryOptions(deps.guid))]);
  },
  component: AnswersPage,
});
