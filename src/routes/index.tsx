import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../app/activity';
import { LinkNeededPage } from '../app/link-needed-page';

/**
 * The site's root: a candidate's link that lands here goes on to /candidate-feedback, query and all; without the
 * link's guid there is no request to open, so the page says which link to open instead.
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ search }) => {
    if (search.guid) throw redirect({ to: '/candidate-feedback', search: true, replace: true, state: REDIRECT_STATE });
  },
  component: LinkNeededPage,
});
