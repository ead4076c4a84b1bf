/**
 * The page of one numbered entry (employers, directorships, referees): the {entry}th saved line, or the new entry
 * just after the saved ones. Past the new entry there is nothing to show, so the address moves to the new entry.
 */
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import type { EntryAfter, EntryIntentsEvent } from '../../machines/entry-intents.machine';
import type { EntryRoute } from './entry-tabs';
import { HOME_LINK } from './step-links';

/** What the form of one numbered entry is given. */
export interface EntryFormProps<Line, Context> {
  entry: number;
  /** The saved line, or null for the new entry. */
  line: Line | null;
  context: Context;
}

interface NumberedEntryProps<Line> {
  entry: number;
  lines: readonly Line[];
  to: EntryRoute;
  renderForm: (line: Line | null) => ReactNode;
}

export function NumberedEntry<Line>({ entry, lines, to, renderForm }: NumberedEntryProps<Line>) {
  if (entry > lines.length + 1) return <Navigate to={to} params={{ id: lines.length + 1 }} search replace />;
  return renderForm(lines[entry - 1] ?? null);
}

interface EntrySubmitOptions<Input extends FieldValues, Values> {
  form: UseFormReturn<Input, unknown, Values>;
  focusErrors: SubmitErrorHandler<Input>;
  send: (event: EntryIntentsEvent) => void;
  /** The form's draft on the device (src/forms/drafts/use-form-draft.ts). */
  draft: { keep(): void };
}

/**
 * The entry form's submit, once the button has said where the save leads. 'Save and Go back' on a form left as it
 * was has nothing to save, so it only goes home (docs/step-pages.md); on answers the rules refuse it keeps them on
 * the device and goes home (docs/decisions/0007).
 */
export function useEntrySubmit<Input extends FieldValues, Values>({ form, focusErrors, send, draft }: EntrySubmitOptions<Input, Values>) {
  const navigate = useNavigate();
  // Read while rendering, so react-hook-form keeps it up to date.
  const { isDirty } = form.formState;
  const goHome = () => navigate({ ...HOME_LINK, search: true });
  return (event: FormEvent<HTMLFormElement>, after: EntryAfter) => {
    if (after === 'home' && !isDirty) {
      event.preventDefault();
      return goHome();
    }
    const onInvalid: SubmitErrorHandler<Input> = (errors) => {
      if (after !== 'home') return focusErrors(errors);
      draft.keep();
      return goHome();
    };
    return form.handleSubmit((body) => send({ type: 'entry.save', body, after }), onInvalid)(event);
  };
}
