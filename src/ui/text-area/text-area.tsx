/**
 * A labelled multi-line text field with the placeholder 'Start typing here...' (spec 000 §2), an optional
 * hint and an error tied to the field through aria-describedby (React Aria's TextField).
 * Validation is the form's: the field only shows `errorMessage`.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode, Ref } from 'react';
import { TextArea as AriaTextArea, TextField } from 'react-aria-components';
import { FieldText, fieldClassName } from '../field/field-text';
import styles from './text-area.module.css';

export interface TextAreaProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Hint under the label, already translated. */
  description?: ReactNode;
  /** The field's error, already translated; marks the field invalid when set. */
  errorMessage?: string | null;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  maxLength?: number;
  rows?: number;
  /** The textarea element, so a form can focus the first invalid field. */
  ref?: Ref<HTMLTextAreaElement>;
  className?: string;
}

export function TextArea({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  isRequired,
  isDisabled,
  isReadOnly,
  maxLength,
  rows = 5,
  ref,
  className,
}: TextAreaProps) {
  const { t } = useLingui();
  return (
    <TextField
      className={[fieldClassName, styles.field, className].filter(Boolean).join(' ')}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      maxLength={maxLength}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldText label={label} description={description} errorMessage={errorMessage} />
      <AriaTextArea ref={ref} rows={rows} className={styles.textarea} placeholder={t`Start typing here...`} />
    </TextField>
  );
}
