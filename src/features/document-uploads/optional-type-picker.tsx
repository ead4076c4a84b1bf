/**
 * The supporting documents' picker of an optional type (spec 001 §2 "Supporting documents screen"): the candidate
 * picks a type, and the page shows its uploader. The candidate's page and the phone page both offer it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { DocumentType } from '../../../domain/reference-response';
import { useDocumentTypeText } from './document-type-text';
import styles from './document-uploads.module.css';

interface OptionalTypePickerProps {
  types: readonly DocumentType[];
  /** The picked type's slug, or '' before one is picked. */
  picked: string;
  onPick: (slug: string) => void;
}

export function OptionalTypePicker({ types, picked, onPick }: OptionalTypePickerProps) {
  const { t } = useLingui();
  const typeText = useDocumentTypeText();
  const pickerId = useId();
  return (
    <div className={styles.picker}>
      <label htmlFor={pickerId} className={styles.pickerLabel}>
        <Trans>Document type</Trans>
      </label>
      <select id={pickerId} className={styles.pickerSelect} value={picked} onChange={(event) => onPick(event.target.value)}>
        <option value="">{t`Select a document type`}</option>
        {types.map((type) => (
          <option key={type.slug} value={type.slug}>
            {typeText(type.slug, type).title}
          </option>
        ))}
      </select>
    </div>
  );
}
