/**
 * "Continue on your phone" (docs/documents.md "Continue on your phone", docs/decisions/0037): a candidate on a
 * computer opens a document step's uploader on their phone through a short-lived link that can only upload to and
 * list that step's documents. The rules here are shared by the panel, the phone page and the API.
 */
import * as v from 'valibot';
import { documentTypesFor } from '../document-types';
import { optionalSupportingTypes, requiredSupportingTypes } from '../documents/supporting';
import { NAME_CHANGE_SLOTS, UPLOAD_STEPS, type UploadSlot, uploadSlots } from '../documents/upload-pages';
import { MESSAGES } from '../messages';
import type { DocumentType, ReferenceResponse } from '../reference-response';

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

/** What a phone link shows: the page's uploaders, and the types the page offers besides, one picked at a time. */
export interface HandoffUploaders {
  slots: UploadSlot[];
  offered: UploadSlot[];
}

const typeSlot = (type: DocumentType): UploadSlot => ({ key: type.slug, type: type.slug, target: null, recordName: null });

/**
 * The uploaders of a link's step as the computer's page shows them now: the supporting documents page's required
 * types, with its optional types offered through a picker; the name-change page's two once the candidate answered
 * Yes, and none otherwise.
 */
export function handoffUploaders(
  step: HandoffStep,
  response: ReferenceResponse,
  documentTypes: readonly DocumentType[] = documentTypesFor(response.reference_request),
): HandoffUploaders {
  switch (step) {
    case 'document_upload':
      return { slots: requiredSupportingTypes(documentTypes).map(typeSlot), offered: optionalSupportingTypes(documentTypes).map(typeSlot) };
    case 'acic_documents_confirmation': {
      const nameChanged = response.candidate_id_document_details?.has_different_name_in_acic_documents === true;
      return { slots: nameChanged ? [...NAME_CHANGE_SLOTS] : [], offered: [] };
    }
    default:
      return { slots: uploadSlots(step, response, documentTypes), offered: [] };
  }
}

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
