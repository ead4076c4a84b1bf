/**
 * The address that opens a document at the signing service. The API answers our own link
 * ({PUBLIC_URL}/e-signing/{documentGuid}); the page adds where the service sends the candidate back (`return`: this
 * step's path and query, on this site) and the language the signing page speaks (`lang`). docs/api.md "The signing
 * pages".
 */
import type { Language } from '../../../domain/locales';

/** The query parameter the return from the signing service adds: the document's status. */
export const SIGNING_OUTCOME_PARAM = 'signing';

/**
 * This step's path and query as the way back: without a previous outcome (the return adds the new one) and
 * without the candidate's token, which the app keeps in local storage and no link needs to carry.
 */
export function returnPathOf(pathname: string, searchStr: string): string {
  const search = new URLSearchParams(searchStr);
  search.delete(SIGNING_OUTCOME_PARAM);
  search.delete('user_token');
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The query string without the outcome, once the page has read it. */
export function withoutOutcome(searchStr: string): string {
  const search = new URLSearchParams(searchStr);
  search.delete(SIGNING_OUTCOME_PARAM);
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The document's link with `return` and `lang`; `base` resolves a link the API gave as a path. */
export interface SigningHrefOptions {
  returnPath: string;
  language: Language;
  base: string;
}

export function signingHref(url: string, { returnPath, language, base }: SigningHrefOptions): string {
  const href = new URL(url, base);
  href.searchParams.set('return', returnPath);
  href.searchParams.set('lang', language);
  return href.toString();
}
