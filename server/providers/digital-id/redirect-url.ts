/**
 * Where a digital-ID session may send the candidate back to: a page of our own site, never another site. The hosted
 * page redirects to whatever the session was created with, so a foreign address would make the sandbox (or the
 * service) an open redirect that leads a candidate, fresh from proving who they are, to a look-alike page.
 *
 * The path rules are the signing pages' (../e-signing/return-path.ts): one leading slash, no backslash, no control
 * character. The candidate's token is taken out, since the address passes through an outside service.
 */
import { IDENTITY_RETURN_PARAMS, type DigitalIdReturn } from '../../../domain/identity-validation';
import { readReturnPath, withoutToken } from '../e-signing/return-path';

const MAX_REDIRECT_LENGTH = 2000;

export type RedirectUrl = { ok: true; url: string } | { ok: false };

/**
 * A path (`/candidate-feedback/…`) or an absolute URL on PUBLIC_URL's origin, answered as an absolute URL on that
 * origin without `user_token`; anything else is refused.
 */
export function readRedirectUrl(value: string, publicUrl: string): RedirectUrl {
  const origin = new URL(publicUrl).origin;
  // The URL parser drops tabs and line breaks silently, so they are refused before it sees the value.
  if (value.length > MAX_REDIRECT_LENGTH || /\p{Cc}/u.test(value)) return { ok: false };
  let path = value;
  if (!value.startsWith('/')) {
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || url.origin !== origin || url.username || url.password) return { ok: false };
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const read = readReturnPath(path);
  if (!read.ok || !read.path) return { ok: false };
  return { ok: true, url: `${origin}${withoutToken(read.path)}` };
}

/**
 * The redirect URL with what the hosted page adds on the way back (spec 000 §4): the session, its key and the
 * post-redirect action, under the names the SPA reads them by.
 */
export function withSessionReturn(redirectUrl: string, session: DigitalIdReturn): string {
  const url = new URL(redirectUrl);
  url.searchParams.set(IDENTITY_RETURN_PARAMS.sessionId, session.sessionId);
  url.searchParams.set(IDENTITY_RETURN_PARAMS.resultsAccessKey, session.resultsAccessKey);
  url.searchParams.set(IDENTITY_RETURN_PARAMS.action, session.action);
  return url.toString();
}
