import { Outlet, createFileRoute } from '@tanstack/react-router';
import { linkToken, loadCandidateArea, useReferenceResponse } from '../../api/candidate-data';
import { RequestCountryProvider } from '../../ui/date-locale/date-locale';
import { RouteErrorPage } from '../../app/error-page';
import { MissingLinkError } from '../../app/missing-link';
import { PageSkeleton } from '../../app/page-skeleton';
import { validateCandidateSearch } from '../../app/search-params';

/**
 * The candidate area (spec 001 §2 "Root candidateFeedbackRoot (has a loader and an error page)"): needs the
 * link's guid and a token (from the link, else stored); without either it asks for the link from the email
 * rather than calling the API. It loads the request and the country list before any page below shows, and
 * dates below are typed and shown in the order of the request's country (docs/decisions/0010).
 */
export const Route = createFileRoute('/candidate-feedback')({
  validateSearch: validateCandidateSearch,
  beforeLoad: ({ location }) => {
    if (!linkToken(location.searchStr)) throw new MissingLinkError();
  },
  // Another request's guid is another page: the loaders run again for it.
  loaderDeps: ({ search }) => ({ guid: search.guid }),
  loader: ({ context, deps }) => loadCandidateArea(context.queryClient, deps.guid),
  component: CandidateArea,
  pendingComponent: PageSkeleton,
  errorComponent: ({ error }) => <RouteErrorPage error={error} />,
});

function CandidateArea() {
  const { reference_request: request } = useReferenceResponse();
  return (
    <RequestCountryProvider countryCode={request.country_code}>
      <Outlet />
    </RequestCountryProvider>
  );
}
