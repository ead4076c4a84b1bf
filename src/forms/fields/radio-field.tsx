/**
 * Radios bound to the form (GOV.UK radios): the question is the group's label, each option a large target. The
 * group's id is the field's name, so the error focus hands the focus to its checked radio, else its first.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import fieldStyles from '../../ui/field/field.module.css';
import { fieldClassName } from '../../ui/field/field-text';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface FormRadioGroupProps<T extends FieldValues, N extends FieldPath<T>, V extends string>
  extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  options: readonly RadioOption<V>[];
  /** Short answers (Yes / No) sit side by side. */
  inline?: boolean;
  /** Form value → option value, and back; strings pass through by default. */
  toOption?: (value: unknown) => V | null;
  fromOption?: (option: V) => unknown;
  /** Called once the form holds the chosen option, for a question saved as it is answered. */
  afterChange?: () => void;
}

export function FormRadioGroup<T extends FieldValues, N extends FieldPath<T>, V extends string>(
  props: FormRadioGroupProps<T, N, V>,
) {
  const { label, description, options, inline } = props;
  const toOption = props.toOption ?? ((value: unknown) => (typeof value === 'string' && value !== '' ? (value as V) : null));
  const fromOption = props.fromOption ?? ((option: V) => option);
  const { field, inputRef, errorMessage, ariaProps } = useFormField(props);
  return (
    <RadioGroup
      {...ariaProps}
      className={fieldClassName}
      value={toOption(field.value)}
      onChange={(option) => {
        field.onChange(fromOption(option as V));
        props.afterChange?.();
      }}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <div className={[styles.options, inline ? styles.inline : ''].join(' ')}>
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            className={styles.choice}
            inputRef={index === 0 ? inputRef : undefined}
          >
            <span className={[styles.mark, styles.radioMark].join(' ')} aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
