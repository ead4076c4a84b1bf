import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../app/activity';
import { ensureReferenceResponse } from '../../api/candidate-data';
import { ExpiredPage } from '../../features/companion/expired-page';
import { companionPageHolds } from '../../features/home/companion-page';

/** Spec 000 §2: shown only while its condition holds, otherwise the candidate goes home. */
export const Route = createFileRoute('/candidate-feedback/expired')({
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context, deps }) => {
    const response = await ensureReferenceResponse(context.queryClient, deps.guid);
    if (!companionPageHolds('expired', response)) {
      throw redirect({ to: '/candidate-feedback', search: true, replace: true, state: REDIRECT_STATE });
    }
  },
  component: ExpiredPage,
});
