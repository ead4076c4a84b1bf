/**
 * The community confirmation's name-change answer (spec 001 §2 "Community confirmation screen", §4 "Name-change
 * answer", §5 "Name-change"): whether any uploaded community document shows a different or previous name, saved as
 * soon as it is chosen, and on Yes at least one of the two name-change documents.
 */
import * as v from 'valibot';
import { MESSAGES } from '../messages';

/** The documents that prove a change of name, the confirmation page's two uploaders. */
export const NAME_CHANGE_DOCUMENT_TYPES = ['change-of-name-certificate', 'australian-marriage-certificate'] as const;

export const NAME_CHANGE_FIELD = 'has_different_name_in_acic_documents';

/**
 * The body of PUT .../acic-documents/name-change/: the one answer, true or false. A missing or null answer is
 * "Please fill in this field"; anything else than a boolean "Please select from the list".
 */
export const nameChangeSchema = v.object({
  [NAME_CHANGE_FIELD]: v.pipe(
    v.nullish(v.boolean(MESSAGES.selectFromList), null),
    v.check((answer) => answer !== null, MESSAGES.required),
    v.transform((answer) => answer as boolean),
  ),
});

export type NameChangeAnswer = v.InferOutput<typeof nameChangeSchema>;
