/**
 * Addresses of the identity validation step. The provider's return adds sessionId, resultsAccessKey and action to
 * the step's query (spec 000 §4); the flow is chosen by idProvider (spec 000 §7). Every other parameter of the
 * link is kept.
 */
import { IDENTITY_RETURN_PARAMS } from '../../../domain/identity-validation';

/** The link's parameter that chooses the identity flow, and its two values. */
export const ID_PROVIDER_PARAM = 'idProvider';
export const ID_PROVIDERS = { documentScan: 'hooyu', digitalId: 'trinsic' } as const;

const RETURN_PARAMS = Object.values(IDENTITY_RETURN_PARAMS);

/** The path with its query changed: a null value removes the parameter. */
export function addressWith(pathname: string, searchStr: string, changes: Record<string, string | null>): string {
  const search = new URLSearchParams(searchStr);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) search.delete(key);
    else search.set(key, value);
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The step's address without what a provider's return added, once the page has read it. */
export function withoutReturn(pathname: string, searchStr: string): string {
  return addressWith(pathname, searchStr, Object.fromEntries(RETURN_PARAMS.map((key) => [key, null])));
}

/**
 * Where a provider sends the candidate back: this step with its query, without a previous return's parameters
 * and without the candidate's token, which the app keeps in local storage and no provider needs to see.
 */
export function returnAddress(pathname: string, searchStr: string, changes: Record<string, string | null> = {}): string {
  return addressWith(pathname, withoutReturn('', searchStr), { ...changes, user_token: null });
}

export const hasReturnParams = (searchStr: string): boolean => {
  const search = new URLSearchParams(searchStr);
  return RETURN_PARAMS.some((key) => search.has(key));
};
