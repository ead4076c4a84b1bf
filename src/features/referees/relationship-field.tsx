/**
 * The referee's relationship to the candidate (spec 001 §3 "relationship (list)"): a box per option the
 * questionnaire allows, bound to the list of ticked values. The group's id is the field's name, so the error focus
 * finds it, and hands the focus to its first box.
 */
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import fieldStyles from '../../ui/field/field.module.css';
import { fieldClassName } from '../../ui/field/field-text';
import formStyles from '../../forms/fields/fields.module.css';
import { type FormFieldProps, useFormField } from '../../forms/fields/use-form-field';

export interface RelationshipFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
}

export function RelationshipField<T extends FieldValues, N extends FieldPath<T>>(props: RelationshipFieldProps<T, N>) {
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
      <div className={formStyles.options}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            value={option.value}
            className={formStyles.choice}
            inputRef={index === 0 ? inputRef : undefined}
          >
            <span className={[formStyles.mark, formStyles.checkMark].join(' ')} aria-hidden="true" />
            {option.label}
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}
