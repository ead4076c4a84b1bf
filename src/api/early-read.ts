/**
 * The shell's early read (index.html): on a candidate page opened from its link, the page asks for
 * GET /oneform/{guid}/ while the scripts are still downloading, instead of once they have run. The API client's
 * first call for the same address with the same token takes that answer, once; any other call fetches as usual.
 */

/** What the shell's inline script leaves on the window. */
export interface EarlyRead {
  url: string;
  token: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    earlyHubRead?: EarlyRead;
  }
}

/** The early answer for this GET, taken off the window so no later call reuses it; null when there is none. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : window.earlyHubRead;
  if (!early || early.url !== url || early.token !== token) return null;
  delete window.earlyHubRead;
  return early.answer;
}
