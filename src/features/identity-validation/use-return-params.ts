/**
 * What a provider's return put in the address (spec 000 §4), read once when the flow starts, then taken out of the
 * address, so a reload or a later page does not act on the same return again.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { parseSearch } from '../../app/search-params';
import { hasReturnParams, withoutReturn } from './identity-address';

export function useReturnParams<T>(read: (search: Record<string, string>) => T): T {
  const router = useRouter();
  const { pathname, searchStr } = useRouterState({ select: (state) => state.location });
  const [returned] = useState(() => read(parseSearch(searchStr)));
  const present = hasReturnParams(searchStr);
  useEffect(() => {
    if (present) router.history.replace(withoutReturn(pathname, searchStr));
  }, [present, router, pathname, searchStr]);
  return returned;
}
