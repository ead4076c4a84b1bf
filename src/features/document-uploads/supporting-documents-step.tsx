/**
 * The supporting documents step (spec 001 §2 "Supporting documents screen", §4, §5, §9): in the step frame, a side
 * text naming the required documents, one uploader per required type, then a type picker offering the optional
 * types with the picked type's uploader. 'Save & Finish' leads home once every required document is in; before
 * that it shows 'Please upload required documents', scrolled to and focused after SCROLL_TO_ERROR_DELAY_MS.
 * domain/documents/supporting.ts says which types are asked and offered; docs/documents.md why.
 */
import { Trans } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import {
  optionalSupportingTypes,
  requiredSupportingTypes,
  supportingDocumentsMessage,
} from '../../../domain/documents/supporting';
import type { UploadSlot } from '../../../domain/documents/upload-pages';
import { SCROLL_TO_ERROR_DELAY_MS } from '../../../domain/limits';
import type { DocumentType, UploadedDocument } from '../../../domain/reference-response';
import { PASSPORT_DOCUMENT } from '../../../domain/supporting-documents';
import { madeElsewhere, stepSeen } from '../../../domain/documents/upload-origin';
import { useReferenceResponse } from '../../api/candidate-data';
import { useMarkStepSeen } from '../../api/oneform/mark-step-seen';
import { useIsBusy } from '../../app/use-activity';
import { scrollToAndFocus } from '../../forms/focus-first-invalid-field';
import { StepLayout } from '../../step-layout/step-layout';
import { useStepNavigation } from '../../step-layout/use-step-navigation';
import { useErrorTitle } from '../../ui/page-title/page-title';
import { ContinueOnPhone } from './continue-on-phone';
import { DocumentUploader, OptionalTypePicker } from './document-uploader';
import { useDocumentTypeText } from './document-type-text';
import styles from './document-uploads.module.css';
import { useUploadCatalogue } from './use-upload-catalogue';

const SECTION = 'documents';
const STEP = 'document_upload';

const slotFor = (type: string): UploadSlot => ({ key: type, type, target: null, recordName: null });
const uploadsOf = (uploads: readonly UploadedDocument[], type: string) => uploads.filter((upload) => upload.type === type);

export function SupportingDocumentsStep() {
  const typeText = useDocumentTypeText();
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const response = useReferenceResponse();
  const navigation = useStepNavigation(SECTION, STEP);
  const busy = useIsBusy();
  const { documentTypes, context } = useUploadCatalogue(guid, response);

  const uploads = response.documents.uploaded;
  const required = requiredSupportingTypes(documentTypes);
  const optional = optionalSupportingTypes(documentTypes);
  const [picked, setPicked] = useState('');
  // An optional type keeps its uploader once it holds a document sent here, so what was sent can be seen and deleted.
  const shownOptional = optional.filter(
    (type) => type.slug === picked || uploadsOf(uploads, type.slug).some((upload) => !madeElsewhere(upload, STEP)),
  );

  const message = supportingDocumentsMessage(response);
  const [finishAttempts, setFinishAttempts] = useState(0);
  const errorId = useId();
  const groupId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  const showsError = finishAttempts > 0 && message !== null;
  useErrorTitle(showsError);

  // Spec 001 §5, §9: the page scrolls to the error half a second after Save & Finish.
  useEffect(() => {
    if (finishAttempts === 0) return undefined;
    const timer = window.setTimeout(() => {
      if (errorRef.current) scrollToAndFocus(errorRef.current);
    }, SCROLL_TO_ERROR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [finishAttempts]);

  const markSeen = useMarkStepSeen();
  // Required documents uploaded on other pages only: 'Save & Finish' records that the candidate has seen them here.
  const finish = async () => {
    if (message !== null) {
      setFinishAttempts((count) => count + 1);
      return;
    }
    if (stepSeen(STEP, response) || (await markSeen(STEP)).ok) await navigation.goNext();
  };

  // Each upload is listed once where it was made; here the ones made on other pages are named with their section.
  const uploader = (type: DocumentType) => (
    <DocumentUploader
      key={type.slug}
      guid={guid}
      slot={slotFor(type.slug)}
      documentType={type}
      uploads={uploadsOf(uploads, type.slug).filter((upload) => !madeElsewhere(upload, STEP))}
      countedElsewhere={uploadsOf(uploads, type.slug).filter((upload) => madeElsewhere(upload, STEP))}
      step={STEP}
      context={context}
      headingLevel={3}
    />
  );

  return (
    <StepLayout
      section={SECTION}
      step={STEP}
      description={<Sidebar required={required.map((type) => ({ slug: type.slug, title: typeText(type.slug, type).title }))} />}
      actions={
        <Button
          className={styles.primary}
          isDisabled={busy}
          aria-describedby={showsError ? errorId : undefined}
          onPress={() => void finish()}
        >
          <Trans>Save & Finish</Trans>
        </Button>
      }
    >
      <div className={styles.page}>
        <div role="alert">
          {showsError ? (
            <p id={errorId} ref={errorRef} tabIndex={-1} className={styles.error}>
              <span className="visually-hidden">
                <Trans>Error:</Trans>
              </span>{' '}
              <Trans>Please upload required documents</Trans>
            </p>
          ) : null}
        </div>

        {required.length > 0 ? (
          <section className={styles.page} aria-labelledby={`${groupId}-required`}>
            <h2 id={`${groupId}-required`} className={styles.groupTitle}>
              <Trans>Please upload the required documents below.</Trans>
            </h2>
            {required.map(uploader)}
          </section>
        ) : null}

        {optional.length > 0 ? (
          <section className={styles.page} aria-labelledby={`${groupId}-optional`}>
            <h2 id={`${groupId}-optional`} className={styles.groupTitle}>
              <Trans>You may also upload any of the optional documents below.</Trans>
            </h2>
            <OptionalTypePicker types={optional} picked={picked} onPick={setPicked} />
            {shownOptional.map(uploader)}
          </section>
        ) : null}

        <ContinueOnPhone guid={guid} step={STEP} headingLevel={2} />
      </div>
    </StepLayout>
  );
}

/** The side text (spec 001 §2): what is required, what may be added, then Save & Finish; at most 20 MB. */
function Sidebar({ required }: { required: { slug: string; title: string }[] }) {
  return (
    <>
      {required.length > 0 ? (
        <>
          <p>
            <Trans>Please upload the following required documents:</Trans>
          </p>
          <ul>
            {required.map(({ slug, title }) => (
              <li key={slug}>
                {slug === PASSPORT_DOCUMENT ? (
                  <Trans>
                    {title}: clear, currently valid and photo must be clearly visible
                  </Trans>
                ) : (
                  title
                )}
              </li>
            ))}
          </ul>
          <p>
            <Trans>If you have already uploaded these documents, you can ignore this.</Trans>
          </p>
        </>
      ) : null}
      <p>
        <Trans>You may also upload any other supporting documents.</Trans>
      </p>
      <p>
        <Trans>Then press ‘Save & Finish’.</Trans>
      </p>
      <p>
        <Trans>Maximum file size: 20 MB.</Trans>
      </p>
    </>
  );
}
