/**
 * One tab's boxes: a box per catalogue type of the tab's level, with its points and description, bound to the list
 * of ticked slugs.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { DocumentType } from '../../../domain/reference-response';
import { FormCheckboxGroup } from '../../forms/fields/checkbox-group-field';
import type { FormFieldProps } from '../../forms/fields/use-form-field';
import styles from './document-selection.module.css';
import { useSelectionTypeText } from './selection-text';

export interface DocumentTypeGroupProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  types: readonly DocumentType[];
}

export function DocumentTypeGroup<T extends FieldValues, N extends FieldPath<T>>({ types, ...props }: DocumentTypeGroupProps<T, N>) {
  const typeText = useSelectionTypeText();
  const options = types.map((type) => {
    const { title, description } = typeText(type);
    const points = type.points;
    return {
      value: type.slug,
      label: (
        <span className={styles.typeText}>
          <span className={styles.typeTitle}>
            {title}{' '}
            <span className={styles.points}>
              <Trans>({points} points)</Trans>
            </span>
          </span>
          <span className={styles.typeDescription}>{description}</span>
        </span>
      ),
    };
  });
  return <FormCheckboxGroup {...props} options={options} />;
}
