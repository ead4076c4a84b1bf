/**
 * Declining the instant employment verification (spec 000 §3 "Decline of instant verification", §5 "Decline
 * dialog", §7 PATCH /providers/mistho/orders/{id}): a reason is required, and notes when the reason is OTHER. The
 * dialog's form validates with `declineFormSchema`, the API the whole body with `declineOrderSchema`.
 */
import * as v from 'valibot';
import {
  DECLINE_NOTES_MAX_LENGTH,
  DECLINE_REASONS,
  ORDER_STATUSES,
  OTHER_DECLINE_REASON,
} from './employment-verification';
import { freeText, maxLengthMessage, oneOf } from './forms/fields';
import { MESSAGES } from './messages';

const declineFields = {
  decline_reason: oneOf(DECLINE_REASONS, MESSAGES.declineReasonRequired),
  decline_notes: v.pipe(
    v.nullish(freeText(), ''),
    v.trim(),
    v.maxLength(DECLINE_NOTES_MAX_LENGTH, maxLengthMessage(DECLINE_NOTES_MAX_LENGTH)),
  ),
};

const orderStatus = () =>
  v.pipe(
    v.nullish(v.string(), ''),
    v.check((value) => value !== '', MESSAGES.required),
    v.check((value) => value === '' || value === ORDER_STATUSES.declined, MESSAGES.selectFromList),
    v.transform((): typeof ORDER_STATUSES.declined => ORDER_STATUSES.declined),
  );

const notesNeeded = (input: { decline_reason: string; decline_notes: string }) =>
  input.decline_reason !== OTHER_DECLINE_REASON || input.decline_notes !== '';

/** Notes left empty are stored as null. */
const nullWhenEmpty = <T extends { decline_notes: string }>(values: T) => ({
  ...values,
  decline_notes: values.decline_notes === '' ? null : values.decline_notes,
});

/** The dialog's form: the reason, and the notes OTHER requires. */
export const declineFormSchema = () =>
  v.config(
    v.pipe(
      v.object(declineFields),
      v.forward(
        v.partialCheck([['decline_reason'], ['decline_notes']], notesNeeded, MESSAGES.declineNotesRequired),
        ['decline_notes'],
      ),
      v.transform(nullWhenEmpty),
    ),
    // Every field's rule runs, so an empty reason and a status are reported together.
    { abortPipeEarly: false },
  );

/** The PATCH body: the form's fields and the one status a candidate may set. */
export const declineOrderSchema = () =>
  v.config(
    v.pipe(
      v.object({ status: orderStatus(), ...declineFields }),
      v.forward(
        v.partialCheck([['decline_reason'], ['decline_notes']], notesNeeded, MESSAGES.declineNotesRequired),
        ['decline_notes'],
      ),
      v.transform(nullWhenEmpty),
    ),
    { abortPipeEarly: false },
  );

export type DeclineFormInput = v.InferInput<ReturnType<typeof declineFormSchema>>;
export type DeclineFormValues = v.InferOutput<ReturnType<typeof declineFormSchema>>;
export type DeclineOrderBody = v.InferOutput<ReturnType<typeof declineOrderSchema>>;

export const DECLINE_FORM_DEFAULTS: DeclineFormInput = { decline_reason: '', decline_notes: '' };
