/**
 * Where a signing page may send the candidate back to: a path on our own site, never another site (an open
 * redirect would let a crafted signing link lead a candidate, fresh from signing, to a look-alike page).
 */
const MAX_RETURN_LENGTH = 2000;
const CHECK_ORIGIN = 'http://return.invalid';

export type ReturnPath = { ok: true; path: string | null } | { ok: false };

/**
 * A relative path beginning with one slash: no scheme, no host (`//host`), no backslash (which browsers read as a
 * slash), no control character. Absent or empty means "no return": the page then says the window can be closed.
 */
export function readReturnPath(value: string | undefined): ReturnPath {
  if (value === undefined || value === '') return { ok: true, path: null };
  if (
    value.length > MAX_RETURN_LENGTH ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    /\p{Cc}/u.test(value)
  ) {
    return { ok: false };
  }
  const url = new URL(value, CHECK_ORIGIN);
  if (url.origin !== CHECK_ORIGIN) return { ok: false };
  return { ok: true, path: `${url.pathname}${url.search}${url.hash}` };
}

/** The return path with the outcome added, so the step can tell the candidate what happened. */
export function withOutcome(path: string, outcome: string): string {
  const url = new URL(path, CHECK_ORIGIN);
  url.searchParams.set('signing', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The return path without the candidate's token: a path handed to an outside service must not carry it (the
 * SPA keeps the token in local storage, spec 000 §6).
 */
export function withoutToken(path: string): string {
  const url = new URL(path, CHECK_ORIGIN);
  url.searchParams.delete('user_token');
  return `${url.pathname}${url.search}${url.hash}`;
}
