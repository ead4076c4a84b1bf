/** Keys of the values the SPA keeps in local storage (spec 000 §3, "client-stored values"). */
export const STORAGE_KEYS = {
  token: 'token',
  /** Expiry of the stored token: milliseconds since the epoch, written and read as a base-10 integer. */
  tokenExpiry: 'tokenExpiry',
  language: 'language',
  /** Prefix of a step's unsaved answers: `draft:{request guid}:{place}` (src/api/step-drafts.ts). */
  draftPrefix: 'draft:',
  /** Prefix of the hub's list of sections as last shown: `sections:{request guid}`, section slugs (docs/hub.md). */
  hubSectionsPrefix: 'sections:',
} as const;

/** How long a token read from a link stays usable from local storage when the link no longer carries it. */
export const STORED_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
