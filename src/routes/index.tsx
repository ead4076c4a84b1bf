import { createFileRoute, redirect } from '@tanstack/react-router';
import { REDIRECT_STATE } from '../app/activity';

/** The site's root has nothing of its own: the candidate's link leads to /candidate-feedback, query and all. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/candidate-feedback', search: true, replace: true, state: REDIRECT_STATE });
  },
});
