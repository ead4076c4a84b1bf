/**
 * A list of boxes bound to the form as the list of ticked values (GOV.UK checkboxes): the question is the group's
 * label, each option a large target. The group's id is the field's name, so the error summary and the error focus
 * find it, and it hands the focus to its first box; React Aria ties the group's error to it and marks it invalid.
 */
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import fieldStyles from '../../ui/field/field.module.css';
import { fieldClassName } from '../../ui/field/field-text';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
}

export interface FormCheckboxGroupProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  options: readonly CheckboxGroupOption[];
}

export function FormCheckboxGroup<T extends FieldValues, N extends FieldPath<T>>(props: FormCheckboxGroupProps<T, N>) {
  const { label, options } = props;
  const { field, inputRef, errorMessage, isInvalid } = useFormField(props);
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <CheckboxGroup
      id={field.name}
      name={field.name}
      className={fieldClassName}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={isInvalid}
      validationBehavior="aria"
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <div className={styles.options}>
        {options.map((option, index) => (
          <Checkbox key={option.value} value={option.value} className={styles.choice} inputRef={index === 0 ? inputRef : undefined}>
            <span className={[styles.mark, styles.checkMark].join(' ')} aria-hidden="true" />
            {option.label}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
