/**
 * The points upload page's tally (spec 001 §4 "Upload completion rules", §5 "Uploads"): the points the uploads of
 * the selected types add up to, out of 100. Before the candidate has selected documents there is nothing to upload
 * yet: the page says so and leads back to the selection step, which is a section of its own the route guard does not
 * hold this page behind.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pointsGathered } from '../../../domain/documents/upload-pages';
import { IDENTITY_POINTS_TARGET } from '../../../domain/limits';
import type { DocumentType, ReferenceResponse } from '../../../domain/reference-response';
import { stepLink } from '../../step-layout/step-links';
import styles from './document-uploads.module.css';

export interface PointsSummaryProps {
  response: ReferenceResponse;
  documentTypes: readonly DocumentType[];
}

export function PointsSummary({ response, documentTypes }: PointsSummaryProps) {
  if (!response.selected_documents) {
    return (
      <p className={styles.notice}>
        <Trans>
          You have not selected your documents yet.{' '}
          <Link {...stepLink('documents_selection')} search>
            Select your documents
          </Link>{' '}
          first, then upload them here.
        </Trans>
      </p>
    );
  }
  const points = pointsGathered(response, documentTypes);
  const target = IDENTITY_POINTS_TARGET;
  return (
    <p className={styles.points} role="status">
      <Trans>
        {points} of {target} points
      </Trans>
    </p>
  );
}
