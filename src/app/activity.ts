/**
 * What the app is doing, for the busy banner and for disabling buttons (spec 000 §2 "Busy banner", §4
 * "Activity state: idle, submitting, loading (revalidating or redirecting)").
 *
 * - submitting: a mutation (a save) is in flight;
 * - redirecting: the router is loading a location reached by a redirect (a route says so in the history
 *   state it navigates with, see REDIRECT_STATE);
 * - revalidating: the router reloads the address already shown, or queries refetch in the background;
 * - loading: the router loads another address (another page, or the same page for another request).
 */
import type { HistoryState } from '@tanstack/history';

export type Activity = 'idle' | 'submitting' | 'redirecting' | 'revalidating' | 'loading';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set by navigations that are redirects, so the busy banner can say 'Redirecting...'. */
    activity?: 'redirecting';
  }
}

/** History state for redirects: `throw redirect({ ..., state: REDIRECT_STATE })`. */
export const REDIRECT_STATE: HistoryState = { activity: 'redirecting' };

export type RouterActivity = Exclude<Activity, 'submitting'>;

export interface RouterSnapshot {
  status: 'pending' | 'idle';
  isLoading: boolean;
  location: { href: string; state: HistoryState };
  resolvedLocation?: { href: string } | undefined;
}

/** The router's part of the activity, from its state. */
export function routerActivity(state: RouterSnapshot): RouterActivity {
  if (state.status !== 'pending' && !state.isLoading) return 'idle';
  if (state.location.state.activity === 'redirecting') return 'redirecting';
  if (state.resolvedLocation && state.resolvedLocation.href === state.location.href) return 'revalidating';
  return 'loading';
}

export interface ActivityInputs {
  router: RouterActivity;
  /** Mutations in flight (useIsMutating). */
  mutating: number;
  /** Queries fetching (useIsFetching). */
  fetching: number;
}

/** One activity, the most telling first: a save, then the router's work, then background refetches. */
export function activityOf({ router, mutating, fetching }: ActivityInputs): Activity {
  if (mutating > 0) return 'submitting';
  if (router !== 'idle') return router;
  if (fetching > 0) return 'revalidating';
  return 'idle';
}
