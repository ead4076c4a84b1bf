import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../../../app/activity';
import { ensureReferenceResponse } from '../../../app/candidate-data';
import { COMPANION_PATHS, companionPageFor } from '../../../features/home/companion-page';

/**
 * Every section and step page (a pathless layout: it adds nothing to the address). A removed, expired or
 * completed request cannot be edited (the API answers 409), so its section pages send the candidate to the
 * same companion page the home page would.
 */
export const Route = createFileRoute('/candidate-feedback/_sections')({
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: async ({ context, deps }) => {
    const page = companionPageFor(await ensureReferenceResponse(context.queryClient, deps.guid));
    if (page) throw redirect({ to: COMPANION_PATHS[page], search: true, replace: true, state: REDIRECT_STATE });
  },
});
