/** A single box bound to a boolean of the form ("I do not have a middle name"). */
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import fieldStyles from '../../ui/field/field.module.css';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
}

export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>>(props: FormCheckboxProps<T, N>) {
  const { label } = props;
  const { field, inputRef, errorMessage, ariaProps } = useFormField(props);
  return (
    <div className={fieldStyles.field}>
      {errorMessage ? (
        <span id={`${field.name}-error`} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
      <Checkbox
        {...ariaProps}
        className={styles.choice}
        isSelected={field.value === true}
        onChange={field.onChange}
        inputRef={inputRef}
        aria-describedby={errorMessage ? `${field.name}-error` : undefined}
      >
        <span className={[styles.mark, styles.checkMark].join(' ')} aria-hidden="true" />
        {label}
      </Checkbox>
    </div>
  );
}
