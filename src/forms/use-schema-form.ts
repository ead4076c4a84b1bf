/**
 * react-hook-form over a shared valibot schema, set up as every form of the app is: every rule runs, as on the
 * server (otherwise the resolver stops each pipe at its first issue, and a rule between fields would wait for a
 * second submit; a field still shows its first message), and the focus goes to the first error in page order once
 * React has shown it (useErrorFocus), not to whichever field react-hook-form registered first. A form given a
 * draft place keeps its unsaved answers on the device (useFormDraft).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { DraftPlace } from '../api/step-drafts';
import { useFormDraft } from './drafts/use-form-draft';
import { type ErrorFocusOptions, useErrorFocus } from './use-error-focus';

export interface SchemaFormOptions {
  errorFocus?: ErrorFocusOptions;
  /** Where the form's unsaved answers are kept; none for a form whose answers are not worth keeping (a dialog). */
  draft?: DraftPlace;
}

export function useSchemaForm<Input extends FieldValues, Values>(
  schema: v.GenericSchema<Input, Values>,
  defaultValues: DefaultValues<Input>,
  { errorFocus, draft: draftPlace }: SchemaFormOptions = {},
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Input, unknown, Values>({
    resolver: valibotResolver(schema),
    criteriaMode: 'all',
    defaultValues,
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef, errorFocus);
  const draft = useFormDraft(form, defaultValues, draftPlace);
  return { form, formRef, focusErrors, draft };
}
