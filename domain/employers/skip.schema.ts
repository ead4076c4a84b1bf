/**
 * The skip dialog (spec 001 §3 "Skip fields", §5): the candidate has no further employment history to give. Saved
 * with PUT /oneform/{guid}/{responseGuid}/ as { employment_check_skip_reason, employment_check_skip_notes }; the
 * reason is required (its only option is no_additional_employment_history), the notes optional.
 */
import * as v from 'valibot';
import { oneOf, optionalText } from '../forms/fields';
import { MESSAGES } from '../messages';
import { SKIP_REASONS } from './options';

export const SKIP_NOTES_MAX = 1000;

export const skipSchema = v.object({
  employment_check_skip_reason: oneOf(SKIP_REASONS, MESSAGES.selectSkipReason),
  employment_check_skip_notes: optionalText(SKIP_NOTES_MAX),
});

export type SkipInput = v.InferInput<typeof skipSchema>;
export type SkipValues = v.InferOutput<typeof skipSchema>;
