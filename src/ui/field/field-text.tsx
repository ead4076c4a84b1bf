/**
 * What every form field shows above its control, in the GOV.UK question-page order: the label, the hint, then the
 * error. It sits inside a React Aria field (TextField, ComboBox, …), which ties the hint and the error to the
 * control through aria-describedby.
 */
import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import styles from './field.module.css';

export interface FieldTextProps {
  /** Visible label, already translated. */
  label: ReactNode;
  /** Hint under the label, already translated. */
  description?: ReactNode;
  /** The field's error, already translated. */
  errorMessage?: string | null;
}

export function FieldText({ label, description, errorMessage }: FieldTextProps) {
  return (
    <>
      <Label className={styles.label}>{label}</Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** Class of the element wrapping a field: one column, full width up to a readable measure. */
export const fieldClassName = styles.field;
