/**
 * The query string every page carries (spec 000 §2, spec 001 §2): guid, user_token and, on referee pages,
 * questionnaire. They are plain strings in the link an organisation sends, so the router reads and writes
 * them as such: its default JSON encoding would turn a numeric-looking token into a number and write
 * strings back quoted, changing the link.
 */
import { retainSearchParams, type SearchSchemaInput } from '@tanstack/react-router';
import { MissingLinkError } from './missing-link';

/**
 * Plain functions rather than a schema: the first page loads no validation library for three strings (the bundle
 * budget in the README).
 */
export interface RootSearch {
  guid?: string;
  user_token?: string;
  questionnaire?: string;
  /** 'answers' while a step is opened from the check of the answers, to which its save returns (docs/hub.md). */
  from?: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What a link may carry. Marked as the validators' input (SearchSchemaInput), so the router asks none of these of a
 * link: links keep the current ones (retainLinkParams).
 */
type LinkSearch = Partial<Record<keyof RootSearch, unknown>> & SearchSchemaInput;

/** Validated at the root, so every route (including /logout, which needs none of them) can read them. */
export function validateRootSearch(search: LinkSearch): RootSearch {
  const read: RootSearch = {};
  for (const key of [...RETAINED_SEARCH_KEYS, 'from'] as const) {
    const value = textOf(search[key]);
    if (value !== undefined) read[key] = value;
  }
  return read;
}

/** The candidate area needs the request's guid; without it the shell asks for the link from the email. */
export function validateCandidateSearch(search: LinkSearch): { guid: string } {
  const guid = textOf(search.guid);
  if (!guid) throw new MissingLinkError();
  return { guid };
}

/** Kept on every navigation unless a link sets them explicitly (spec 000 §2 "preserved across navigation"). */
export const RETAINED_SEARCH_KEYS = ['guid', 'user_token', 'questionnaire'] as const satisfies readonly (keyof RootSearch)[];

export const retainLinkParams = retainSearchParams<RootSearch>([...RETAINED_SEARCH_KEYS]);

/** The first value of each key, as a string; a repeated key keeps its first value like URLSearchParams.get. */
export function parseSearch(searchStr: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    if (!(key in result)) result[key] = value;
  }
  return result;
}

/** '?a=1&b=2' from an object; undefined and null values are left out, anything else is written with String(). */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
