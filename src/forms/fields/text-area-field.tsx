/** A labelled multi-line answer bound to the form: the shared text area with the field's value and error. */
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextArea } from '../../ui/text-area/text-area';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormTextAreaProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  maxLength?: number;
  rows?: number;
}

export function FormTextArea<T extends FieldValues, N extends FieldPath<T>>(props: FormTextAreaProps<T, N>) {
  const { label, description, maxLength, rows, isDisabled } = props;
  const { field, inputRef, errorMessage } = useFormField(props);
  return (
    <TextArea
      ref={inputRef}
      name={field.name}
      label={label}
      description={description}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      maxLength={maxLength}
      rows={rows}
    />
  );
}
