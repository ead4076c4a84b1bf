import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell';
import { NotFoundPage, RouteErrorPage } from '../app/error-page';
import type { RouterContext } from '../app/router-context';
import { retainLinkParams, validateRootSearch } from '../app/search-params';

/** Every page: the shell around the matched route; guid, user_token and questionnaire follow every link. */
export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: validateRootSearch,
  search: { middlewares: [retainLinkParams] },
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  errorComponent: ({ error }) => (
    <AppShell>
      <RouteErrorPage error={error} />
    </AppShell>
  ),
  notFoundComponent: () => <NotFoundPage />,
});
