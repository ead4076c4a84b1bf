/**
 * "Continue on your phone" (docs/documents.md "Continue on your phone", docs/decisions/0037): a candidate on a
 * computer opens a document step's uploader on their phone through a short-lived link that can only upload to and
 * list that step's documents. The rules here are shared by the panel, the phone page and the API.
 */
import * as v from 'valibot';
import { UPLOAD_STEPS } from '../documents/upload-pages';
import { MESSAGES } from '../messages';

/** How long a phone link works after it is made. */
export const HANDOFF_LIFETIME_MS = 15 * 60_000;
/** Files one phone link takes before it is used up: enough for any step, too few to flood a request. */
export const HANDOFF_MAX_UPLOADS = 10;
/** Phone links one request may make within a lifetime's window: a panel opened again and again, not a script. */
export const HANDOFF_CREATE_LIMIT = 10;
/** How often the computer's page asks for new uploads while the panel is open. */
export const HANDOFF_POLL_INTERVAL_MS = 3000;
/** The SPA page the link opens; the token travels in the fragment, which no server or Referer sees. */
export const HANDOFF_PAGE_PATH = '/continue-on-phone';

/**
 * The steps whose uploaders a phone link opens: every page that takes a document. The upload pages of the documents
 * sections, the supporting documents page and the community name-change page.
 */
export const HANDOFF_STEPS = [...UPLOAD_STEPS, 'document_upload', 'acic_documents_confirmation'] as const;
export type HandoffStep = (typeof HANDOFF_STEPS)[number];

export const isHandoffStep = (step: string): step is HandoffStep => (HANDOFF_STEPS as readonly string[]).includes(step);

/** POST /api/reference-requests/{guid}/handoffs/: which step, and whether the link is also e-mailed to the candidate. */
export const handoffRequestSchema = v.object({
  step: v.pipe(
    v.nullish(v.string(), ''),
    v.nonEmpty(MESSAGES.required),
    v.picklist(HANDOFF_STEPS, MESSAGES.selectFromList),
  ),
  send_email: v.optional(v.boolean(MESSAGES.selectFromList), false),
});

/** A token is base64url (server/auth/tokens.ts), so it goes into the fragment as it is. */
const FRAGMENT_TOKEN = /^#?token=([A-Za-z0-9_-]+)$/;

/** The link a phone opens: the page's address with the token in its fragment. */
export function handoffUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${HANDOFF_PAGE_PATH}#token=${token}`;
}

/** The token of a phone link's fragment, or null. */
export function handoffTokenFromHash(hash: string): string | null {
  return FRAGMENT_TOKEN.exec(hash)?.[1] ?? null;
}
