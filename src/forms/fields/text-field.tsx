/** A labelled single-line text field bound to the form (GOV.UK question pattern: label, hint, error, input). */
import type { HTMLInputAutoCompleteAttribute, HTMLAttributes, ReactNode } from 'react';
import { Input, TextField } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldText, fieldClassName } from '../../ui/field/field-text';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel' | 'url';
  /** A short answer (a number, a code) gets a narrower box. */
  narrow?: boolean;
  spellCheck?: boolean;
}

export function FormTextField<T extends FieldValues, N extends FieldPath<T>>(props: FormTextFieldProps<T, N>) {
  const { label, description, autoComplete, inputMode, type = 'text', narrow, spellCheck } = props;
  const { field, inputRef, errorMessage, ariaProps } = useFormField(props);
  return (
    <TextField
      {...ariaProps}
      className={fieldClassName}
      value={field.value ?? ''}
      onChange={field.onChange}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
    >
      <FieldText label={label} description={description} errorMessage={errorMessage} />
      <Input ref={inputRef} className={[styles.input, narrow ? styles.narrow : ''].join(' ')} spellCheck={spellCheck} />
    </TextField>
  );
}
