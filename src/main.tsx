import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { messages } from '../locales/en/messages';
import { routeTree } from './routeTree.gen';

i18n.loadAndActivate({ locale: 'en', messages });
const router = createRouter({ routeTree });
declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <RouterProvider router={router} />
  </I18nProvider>,
);
