import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from '../router';
import { PageTitleProvider } from '../ui/page-title/page-title';
import { DocumentTitle } from './document-title';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

/**
 * The providers: server state (TanStack Query), text (Lingui; React Aria's own words follow it through
 * ui/aria-locale where its widgets are), the document title, and the router, which renders the shell.
 */
export function App({ router, queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <PageTitleProvider>
          <DocumentTitle />
          <RouterProvider router={router} />
        </PageTitleProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
