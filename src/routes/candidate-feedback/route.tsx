import { createFileRoute } from '@tanstack/react-router';
import { loadCandidateArea, requireToken } from '../../api/candidate-data';
import { ErrorPage } from '../../app/error-page';
import { PageSkeleton } from '../../app/page-skeleton';
import { validateCandidateSearch } from '../../app/search-params';

/**
 * The candidate area (spec 001 §2 "Root candidateFeedbackRoot (has a loader and an error page)"): needs the
 * link's guid and a token (from the link, else stored: no token is a 401), and loads the request and the
 * country list before any page below shows.
 */
export const Route = createFileRoute('/candidate-feedback')({
  validateSearch: validateCandidateSearch,
  beforeLoad: ({ location }) => {
    requireToken(location.searchStr);
  },
  // Another request's guid is another page: the loaders run again for it.
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: ({ context, deps }) => loadCandidateArea(context.queryClient, deps.guid),
  pendingComponent: PageSkeleton,
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
