import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive (ARCHITECTURE.md: loaders call ensureQueryData on it). */
export interface RouterContext {
  queryClient: QueryClient;
  /** The app's Lingui instance: a route may need a catalog before its page shows. */
  i18n: I18n;
}
