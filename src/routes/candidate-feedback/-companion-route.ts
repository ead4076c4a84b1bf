/**
 * What every companion page's route shares (spec 000 §2): the page shows only while its condition holds, otherwise
 * the candidate goes home.
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { REDIRECT_STATE } from '../../app/activity';
import { type CompanionPage, companionPageHolds } from '../../features/home/companion-page';

interface CompanionLoaderArgs {
  context: { queryClient: QueryClient };
  deps: { guid: string };
}

export function companionRoute(page: CompanionPage) {
  return {
    loaderDeps: ({ search }: { search: { guid: string } }) => ({ guid: search.guid }),
    loader: async ({ context, deps }: CompanionLoaderArgs) => {
      const response = await ensureReferenceResponse(context.queryClient, deps.guid);
      if (!companionPageHolds(page, response)) {
        throw redirect({ to: '/candidate-feedback', search: true, replace: true, state: REDIRECT_STATE });
      }
    },
  };
}
