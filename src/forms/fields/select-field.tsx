/** A choice from a fixed list bound to the form (salutation, platform, state): React Aria's Select. */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback } from 'react';
import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FieldText, fieldClassName } from '../../ui/field/field-text';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  options: readonly SelectOption[];
  autoComplete?: string;
}

export function FormSelect<T extends FieldValues, N extends FieldPath<T>>(props: FormSelectProps<T, N>) {
  const { t } = useLingui();
  const { label, description, options, autoComplete } = props;
  const { field, inputRef, errorMessage, isInvalid, ariaProps } = useFormField(props);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  // React Aria marks the field invalid and ties the error to the button, but passes no aria-invalid through to it:
  // the button is what the candidate reaches, so it says so itself.
  const buttonRef = useCallback(
    (button: HTMLButtonElement | null) => {
      inputRef(button);
      if (!button) return;
      if (isInvalid) button.setAttribute('aria-invalid', 'true');
      else button.removeAttribute('aria-invalid');
    },
    [inputRef, isInvalid],
  );
  return (
    <Select
      {...ariaProps}
      className={[fieldClassName, styles.narrow].join(' ')}
      value={value}
      onChange={(key) => field.onChange(key === null ? '' : String(key))}
      autoComplete={autoComplete}
      placeholder={t`Select an option`}
    >
      <FieldText label={label} description={description} errorMessage={errorMessage} />
      <Button ref={buttonRef} className={styles.select}>
        <SelectValue className={styles.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
