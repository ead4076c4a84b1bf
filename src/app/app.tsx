import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { DATE_LOCALE_BY_LANGUAGE, languageOrDefault } from '../../domain/locales';
import type { AppRouter } from '../router';
import { PageTitleProvider } from '../ui/page-title/page-title';
import { DocumentTitle } from './document-title';

export interface AppProps {
  router: AppRouter;
  queryClient: QueryClient;
  i18n: I18n;
}

/**
 * The providers: server state (TanStack Query), text (Lingui, and React Aria's own words in the same language), the
 * document title, and the router, which renders the shell.
 */
export function App({ router, queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <AriaLocale>
          <PageTitleProvider>
            <DocumentTitle />
            <RouterProvider router={router} />
          </PageTitleProvider>
        </AriaLocale>
      </I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * React Aria names and announces parts of its widgets itself ('Show suggestions', '3 options available', a date's
 * segments). Without a locale it follows the browser's language, not the one the candidate chose.
 */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <AriaI18nProvider locale={DATE_LOCALE_BY_LANGUAGE[languageOrDefault(i18n.locale)]}>{children}</AriaI18nProvider>;
}
