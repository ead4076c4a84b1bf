/** A single box bound to a boolean of the form ("I do not have a middle name"). */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Checkbox } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import fieldStyles from '../../ui/field/field.module.css';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormCheckboxProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  /**
   * A box that must be ticked to go on (an agreement rather than a choice). Optional fields say "(optional)" in
   * their labels; a single box would read as optional too, so a required one says so, to the eye and to the reader.
   */
  isRequired?: boolean;
}

export function FormCheckbox<T extends FieldValues, N extends FieldPath<T>>(props: FormCheckboxProps<T, N>) {
  const { label, isRequired = false } = props;
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
        isRequired={isRequired}
        aria-describedby={errorMessage ? `${field.name}-error` : undefined}
      >
        <span className={[styles.mark, styles.checkMark].join(' ')} aria-hidden="true" />
        {label}
        {isRequired ? (
          <>
            {' '}
            <Trans>(required)</Trans>
          </>
        ) : null}
      </Checkbox>
    </div>
  );
}
