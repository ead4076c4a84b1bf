/**
 * How the windows of the app tell each other about a signature. The form opens in a new window, and the signing
 * service sends the candidate back to the step in that window; the window the candidate started from gets no focus
 * of its own in some browsers (WebKit's windows, a background tab), so it hears it here instead:
 *
 * - `signed`: a window back from the signing service shows the form signed; a window on the same step asks the
 *   status again.
 * - `shown`: a window the candidate started from now shows the form signed too; the window back from the signing
 *   service closes itself where the browser lets it, so the candidate is left with the one they started from.
 *
 * Browsers without BroadcastChannel (Safari before 15.4) hear nothing; the step's poll covers them.
 */
import type { SignedDocumentType } from '../../../domain/provider-status';

const CHANNEL_NAME = 'signed-forms';

export interface SigningNews {
  kind: 'signed' | 'shown';
  guid: string;
  type: SignedDocumentType;
}

export interface SigningNewsChannel {
  tell(news: SigningNews): void;
  close(): void;
}

function isSigningNews(data: unknown): data is SigningNews {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, guid, type } = data as Record<string, unknown>;
  return (kind === 'signed' || kind === 'shown') && typeof guid === 'string' && typeof type === 'string';
}

/** Listens for news of other windows of this site; `tell` reaches those windows, never this one. */
export function openSigningNews(onNews: (news: SigningNews) => void): SigningNewsChannel {
  if (typeof BroadcastChannel === 'undefined') return { tell: () => undefined, close: () => undefined };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSigningNews(event.data)) onNews(event.data);
  };
  return { tell: (news) => channel.postMessage(news), close: () => channel.close() };
}
