/**
 * The community confirmation's name-change documents (spec 001 §2 "Community confirmation screen", §4): on Yes to
 * "different or previous names", at least one of these completes acic_documents_confirmation. The answer's schema
 * is name-change.schema.ts, kept apart so the completion rules (read by the home page) do not load valibot.
 */

/** The documents that prove a change of name, the confirmation page's two uploaders. */
export const NAME_CHANGE_DOCUMENT_TYPES = ['change-of-name-certificate', 'australian-marriage-certificate'] as const;

export const NAME_CHANGE_FIELD = 'has_different_name_in_acic_documents';
