import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { type Activity, activityOf, routerActivity } from './activity';

/** The app's current activity (see activity.ts). */
export function useActivity(): Activity {
  const router = useRouterState({ select: routerActivity });
  const mutating = useIsMutating();
  const fetching = useIsFetching();
  return activityOf({ router, mutating, fetching });
}

/** True while a navigation, a submission or a refetch is in flight: buttons that act use it to disable themselves. */
export function useIsBusy(): boolean {
  return useActivity() !== 'idle';
}
