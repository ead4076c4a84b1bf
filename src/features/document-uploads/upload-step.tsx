/**
 * A document upload page (spec 001 §2 "Proof and document pages", §4 "Upload completion rules", §5 "Uploads"): in
 * the step frame, what the page asks for, what is still missing (the specification's message, gone once the step
 * is complete), then one uploader per document type or per record. Every page of the documents sections is this
 * screen; domain/documents/upload-pages.ts says which uploaders each shows.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { missingUploads, type UploadStep as UploadStepSlug, uploadSlots } from '../../../domain/documents/upload-pages';
import type { SectionSlug } from '../../../domain/sections';
import { isBorrowingStep, stepSeen } from '../../../domain/documents/upload-origin';
import { useReferenceResponse } from '../../api/candidate-data';
import { useMarkStepSeen } from '../../api/oneform/mark-step-seen';
import { useSectionProgress } from '../../step-layout/section-progress';
import { StepLayout } from '../../step-layout/step-layout';
import { ContinueOnPhone } from './continue-on-phone';
import { SlotUploaders } from './document-uploader';
import styles from './document-uploads.module.css';
import { DbsIdentityHelp } from './dbs-identity-help';
import { PointsSummary } from './points-summary';
import { useUploadText } from './upload-messages';
import { useUploadCatalogue } from './use-upload-catalogue';

const DESCRIPTIONS: Record<UploadStepSlug, MessageDescriptor> = {
  employment_proof: msg`Upload a payslip, a contract or a letter from the employer for each employer below.`,
  education_proof: msg`Upload a copy of the certificate for each qualification below.`,
  address_documents: msg`Upload 2 documents that show your current address, such as a bank statement or a utility bill, each dated within the last 3 months.`,
  dbs_address: msg`Upload a proof of address dated within the last 3 months, or a driving licence that shows your address.`,
  dbs_identity: msg`Upload two documents that prove who you are. No passport? Other documents can stand in for it.`,
  moj_document_upload: msg`Upload one of these: your passport, your driving licence or your firearms licence.`,
  police_vetting_documents: msg`Upload your passport, or both sides of your driving licence, and your birth certificate or a utility bill.`,
  afp_documents: msg`Upload the documents you selected: at least one primary document, and documents that add up to at least 100 points.`,
  acic_identity_documents: msg`Upload a commencement document, such as your passport or your birth certificate.`,
  acic_primary_documents: msg`Upload a primary document, such as your passport or your driving licence.`,
  acic_secondary_documents: msg`Upload a secondary document, such as a utility bill.`,
};

export interface UploadStepProps {
  section: SectionSlug;
  step: UploadStepSlug;
}

export function UploadStep({ section, step }: UploadStepProps) {
  const { i18n } = useLingui();
  const text = useUploadText();
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const response = useReferenceResponse();
  const { documentTypes, context } = useUploadCatalogue(guid, response);
  // The frame names the step in an h2 when the section has several; the uploaders' headings come under it.
  const headingLevel = useSectionProgress(section).steps.length > 1 ? 3 : 2;
  const slots = uploadSlots(step, response, documentTypes);
  // Before any selection the points page has nothing to upload: its notice says what to do first, alone.
  const awaitingSelection = step === 'afp_documents' && !response.selected_documents;
  const missing = awaitingSelection ? [] : missingUploads(step, response, documentTypes);
  const markSeen = useMarkStepSeen();
  // Complete by uploads made on other pages only: Next records that the candidate has seen the step.
  const confirms = isBorrowingStep(step) && !awaitingSelection && missing.length === 0 && !stepSeen(step, response);

  return (
    <StepLayout
      section={section}
      step={step}
      description={<p>{i18n._(DESCRIPTIONS[step])}</p>}
      confirmNext={confirms && isBorrowingStep(step) ? async () => (await markSeen(step)).ok : undefined}
    >
      <div className={styles.page}>
        <div role="status">
          {missing.length > 0 ? (
            <div className={styles.missing}>
              <p>
                <Trans>To complete this step:</Trans>
              </p>
              <ul>
                {missing.map((message) => (
                  <li key={message}>{text(message)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {step === 'afp_documents' ? <PointsSummary response={response} documentTypes={documentTypes} /> : null}
        {step === 'dbs_identity' ? (
          <DbsIdentityHelp documentTypes={documentTypes} company={response.reference_request.company_name} />
        ) : null}
        <SlotUploaders
          slots={slots}
          documentTypes={documentTypes}
          uploaded={response.documents.uploaded}
          guid={guid}
          context={context}
          headingLevel={headingLevel}
          step={step}
        />
        <ContinueOnPhone guid={guid} step={step} headingLevel={headingLevel} />
      </div>
    </StepLayout>
  );
}
