import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

/** Client errors (4xx) will not change on a retry; a network failure (503) or a server error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * TanStack Query owns server state (ARCHITECTURE.md "Screens"). Data stays fresh for a minute so moving between
 * steps does not refetch the request each time; saves invalidate what they change.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
