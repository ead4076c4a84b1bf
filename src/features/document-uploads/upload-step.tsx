/**
 * A document upload page (spec 001 §2 "Proof and document pages", §4 "Upload completion rules", §5 "Uploads"): in
 * the step frame, what the page asks for, what is still missing (the specification's message, gone once the step
 * is complete), then one uploader per document type or per record. Every page of the documents sections is this
 * screen; domain/documents/upload-pages.ts says which uploaders each shows.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { documentTypesFor } from '../../../domain/document-types';
import { missingUploads, slotUploads, type UploadStep as UploadStepSlug, uploadSlots } from '../../../domain/documents/upload-pages';
import type { UploadContext } from '../../../domain/documents/upload.schema';
import type { SectionSlug } from '../../../domain/sections';
import { candidateToday } from '../../../domain/today';
import { useReferenceResponse } from '../../api/candidate-data';
import { documentTypesQueryOptions } from '../../api/oneform/document-types';
import { useSectionProgress } from '../../step-layout/section-progress';
import { StepLayout } from '../../step-layout/step-layout';
import { DocumentUploader } from './document-uploader';
import styles from './document-uploads.module.css';
import { useUploadText } from './upload-messages';

const DESCRIPTIONS: Record<UploadStepSlug, MessageDescriptor> = {
  employment_proof: msg`Upload a payslip, a contract or a letter from the employer for each employer below.`,
  education_proof: msg`Upload a copy of the certificate for each qualification below.`,
  address_documents: msg`Upload 2 documents that show your current address, such as a bank statement or a utility bill, each dated within the last 3 months.`,
  dbs_address: msg`Upload a proof of address dated within the last 3 months, or a driving licence that shows your address.`,
  dbs_identity: msg`Upload your passport and your driving licence.`,
  moj_document_upload: msg`Upload one of these: your passport, your driving licence or your firearms licence.`,
  police_vetting_documents: msg`Upload your passport, or both sides of your driving licence, and your birth certificate or a utility bill.`,
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
  // The catalogue is the shared one of domain/document-types.ts: until (or unless) the server's answer arrives, the
  // page shows from the same table rather than waiting.
  const catalogue = useQuery(documentTypesQueryOptions(guid));
  const documentTypes = useMemo(
    () => catalogue.data ?? documentTypesFor(response.reference_request),
    [catalogue.data, response.reference_request],
  );
  const today = candidateToday();

  const context = useMemo<UploadContext>(
    () => ({
      today,
      documentTypes,
      employmentIds: new Set(response.employers.map((line) => line.id)),
      educationIds: new Set(response.candidate_education_details.map((record) => record.id)),
    }),
    [today, documentTypes, response.employers, response.candidate_education_details],
  );
  // The frame names the step in an h2 when the section has several; the uploaders' headings come under it.
  const headingLevel = useSectionProgress(section).steps.length > 1 ? 3 : 2;
  const slots = uploadSlots(step, response);
  const missing = missingUploads(step, response);

  return (
    <StepLayout section={section} step={step} description={<p>{i18n._(DESCRIPTIONS[step])}</p>}>
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
        {slots.map((slot) => (
          <DocumentUploader
            key={slot.key}
            guid={guid}
            slot={slot}
            documentType={documentTypes.find((type) => type.slug === slot.type)}
            uploads={slotUploads(slot, response.documents.uploaded)}
            context={context}
            headingLevel={headingLevel}
          />
        ))}
      </div>
    </StepLayout>
  );
}
