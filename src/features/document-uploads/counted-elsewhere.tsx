/**
 * The uploads of an uploader's type made on another page, which this page counts too (domain/documents/upload-origin.ts):
 * each is listed where it was made, with its Delete; here it is named with that section, so no file shows twice with
 * two Deletes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { sectionOfStep } from '../../../domain/documents/step-section';
import type { UploadedDocument } from '../../../domain/reference-response';
import type { StepSlug } from '../../../domain/sections';
import { SECTION_TITLES } from '../../app/section-titles';
import styles from './document-uploads.module.css';
import { keptFileNames } from './kept-file-name';

export function CountedElsewhere({ uploads, title }: { uploads: readonly UploadedDocument[]; title: string }) {
  const { i18n, t } = useLingui();
  const names = keptFileNames(uploads, title);
  return (
    <ul className={styles.kept} aria-label={t`Uploaded on other pages`}>
      {uploads.map((upload) => {
        const section = upload.step ? sectionOfStep(upload.step as StepSlug) : undefined;
        const name = names.get(upload.id) ?? title;
        const where = section ? i18n._(SECTION_TITLES[section]) : '';
        return (
          <li key={upload.id} className={styles.keptItem}>
            <span className={styles.keptName}>{name}</span>
            <span>
              <Trans>Uploaded in {where}; it counts here too.</Trans>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
