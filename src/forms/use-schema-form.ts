/**
 * react-hook-form over a shared valibot schema, set up as every form of the app is: every rule runs, as on the
 * server (otherwise the resolver stops each pipe at its first issue, and a rule between fields would wait for a
 * second submit; a field still shows its first message), and the focus goes to the first error in page order once
 * React has shown it (useErrorFocus), not to whichever field react-hook-form registered first.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRef } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { type ErrorFocusOptions, useErrorFocus } from './use-error-focus';

export function useSchemaForm<Input extends FieldValues, Values>(
  schema: v.GenericSchema<Input, Values>,
  defaultValues: DefaultValues<Input>,
  errorFocus?: ErrorFocusOptions,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Input, unknown, Values>({
    resolver: valibotResolver(schema),
    criteriaMode: 'all',
    defaultValues,
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef, errorFocus);
  return { form, formRef, focusErrors };
}
