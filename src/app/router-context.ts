import type { QueryClient } from '@tanstack/react-query';

/** What every route's beforeLoad and loader receive (ARCHITECTURE.md: loaders call ensureQueryData on it). */
export interface RouterContext {
  queryClient: QueryClient;
}
