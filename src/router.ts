import type { RouterHistory } from '@tanstack/react-router';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorPage, NotFoundPage } from './app/error-page';
import { PageSkeleton } from './app/page-skeleton';
import type { RouterContext } from './app/router-context';
import { parseSearch, stringifySearch } from './app/search-params';

export interface AppRouterOptions extends RouterContext {
  /** A memory history in tests; the browser's by default. */
  history?: RouterHistory;
}

export function createAppRouter({ queryClient, i18n, history }: AppRouterOptions) {
  return createRouter({
    routeTree,
    context: { queryClient, i18n },
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    // Hovering or touching a link starts loading its page; TanStack Query decides what is fresh.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
