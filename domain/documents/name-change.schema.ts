/**
 * The community confirmation's name-change answer (spec 001 §4 "Name-change answer", §5 "Name-change", §7
 * "Name-change save"): whether any uploaded community document shows a different or previous name, saved as soon as
 * it is chosen. The page's form and PUT .../acic-documents/name-change/ both judge it with this schema.
 */
import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { NAME_CHANGE_FIELD } from './name-change';

/**
 * The body: the one answer, true or false. A missing or null answer is "Select yes or no"; anything else
 * than a boolean "Please select from the list".
 */
export const nameChangeSchema = v.object({
  [NAME_CHANGE_FIELD]: v.pipe(
    v.nullish(v.boolean(MESSAGES.selectFromList), null),
    v.check((answer) => answer !== null, MESSAGES.selectYesOrNo),
    v.transform((answer) => answer as boolean),
  ),
});

export type NameChangeAnswer = v.InferOutput<typeof nameChangeSchema>;
