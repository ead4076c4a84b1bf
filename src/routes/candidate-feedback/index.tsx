import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../app/activity';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { COMPANION_PATHS, companionPageFor } from '../../features/home/companion-page';
import { HomePage } from '../../features/home/home-page';
import { ANSWERS_LINK, cameFromAnswers, withoutFromAnswers } from '../../step-layout/from-answers';

/**
 * Home (spec 000 §2): a removed, expired or completed request has its own page. A candidate who left a step opened
 * from the check of the answers goes back to the answers rather than the list (docs/hub.md "Check your answers").
 */
export const Route = createFileRoute('/candidate-feedback/')({
  beforeLoad: ({ search }) => {
    if (cameFromAnswers(search)) throw redirect({ ...ANSWERS_LINK, search: withoutFromAnswers, replace: true, state: REDIRECT_STATE });
  },
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context, deps }) => {
    const page = companionPageFor(await ensureReferenceResponse(context.queryClient, deps.guid));
    if (page) throw redirect({ to: COMPANION_PATHS[page], search: true, replace: true, state: REDIRECT_STATE });
  },
  component: HomePage,
});
