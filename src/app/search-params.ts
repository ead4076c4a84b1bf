/**
 * The query string every page carries (spec 000 §2, spec 001 §2): guid, user_token and, on referee pages,
 * questionnaire. They are plain strings in the link an organisation sends, so the router reads and writes
 * them as such: its default JSON encoding would turn a numeric-looking token into a number and write
 * strings back quoted, changing the link.
 */
import { retainSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';

const optionalText = v.optional(v.string());

/** Validated at the root, so every route (including /logout, which needs none of them) can read them. */
export const rootSearchSchema = v.object({
  guid: optionalText,
  user_token: optionalText,
  questionnaire: optionalText,
});
export type RootSearch = v.InferOutput<typeof rootSearchSchema>;

/** The candidate area needs the request's guid; a link without it is a bad request (400 on the error page). */
export const candidateSearchSchema = v.object({
  guid: v.pipe(v.optional(v.string(), ''), v.string(), v.nonEmpty('guid-required')),
});

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
