/**
 * One tab's boxes: a box per catalogue type of the tab's level, with its points, bound to the list of ticked slugs.
 * The group's id is the field's name, so the error summary and the error focus find it; React Aria ties the
 * group's error to it (aria-describedby) and marks it invalid.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { DocumentType } from '../../../domain/reference-response';
import formStyles from '../../forms/fields/fields.module.css';
import { type FormFieldProps, useFormField } from '../../forms/fields/use-form-field';
import fieldStyles from '../../ui/field/field.module.css';
import { fieldClassName } from '../../ui/field/field-text';
import styles from './document-selection.module.css';
import { useSelectionTypeText } from './selection-text';

export interface DocumentTypeGroupProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  types: readonly DocumentType[];
}

export function DocumentTypeGroup<T extends FieldValues, N extends FieldPath<T>>(props: DocumentTypeGroupProps<T, N>) {
  const { label, types } = props;
  const typeText = useSelectionTypeText();
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
        {types.map((type, index) => {
          const { title, description } = typeText(type);
          const points = type.points;
          return (
            <Checkbox
              key={type.slug}
              value={type.slug}
              className={formStyles.choice}
              inputRef={index === 0 ? inputRef : undefined}
            >
              <span className={[formStyles.mark, formStyles.checkMark].join(' ')} aria-hidden="true" />
              <span className={styles.typeText}>
                <span className={styles.typeTitle}>
                  {title}{' '}
                  <span className={styles.points}>
                    <Trans>({points} points)</Trans>
                  </span>
                </span>
                <span className={styles.typeDescription}>{description}</span>
              </span>
            </Checkbox>
          );
        })}
      </div>
    </CheckboxGroup>
  );
}
