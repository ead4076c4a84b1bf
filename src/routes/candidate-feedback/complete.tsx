import { createFileRoute, redirect } from '@tanstack/react-router';
import { settingsQueryOptions } from '../../api/settings/get-settings';
import { REDIRECT_STATE } from '../../app/activity';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { CompletePage } from '../../features/companion/complete-page';
import { companionPageHolds } from '../../features/home/companion-page';

/**
 * Spec 000 §2: shown only while its condition holds, otherwise the candidate goes home. The links are fetched
 * before the page shows, so it does not change under the reader; if they cannot be read the page shows without
 * them. (The New Zealand booking code is the page's own concern: it knows which requests need one.)
 */
export const Route = createFileRoute('/candidate-feedback/complete')({
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context, deps }) => {
    const response = await ensureReferenceResponse(context.queryClient, deps.guid);
    if (!companionPageHolds('complete', response)) {
      throw redirect({ to: '/candidate-feedback', search: true, replace: true, state: REDIRECT_STATE });
    }
    await context.queryClient.prefetchQuery(settingsQueryOptions());
  },
  component: CompletePage,
});
