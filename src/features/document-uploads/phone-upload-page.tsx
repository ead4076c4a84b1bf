/**
 * /continue-on-phone (docs/documents.md "Continue on your phone"): the page a phone link opens. It shows the step's
 * uploaders, the same component and upload machine as the candidate's page, sending each file with the link's token
 * through the one upload pipeline; the computer's page shows what arrives. A link that has expired, is used up, or
 * whose request is finished gets a page that says so and what to do.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { format } from 'date-fns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import type { UploadContext } from '../../../domain/documents/upload.schema';
import { handoffTokenFromHash } from '../../../domain/handoff/handoff';
import { phoneHandoffQueryOptions, uploadByHandoff, type PhoneHandoff } from '../../api/handoff/phone-handoff';
import { isApiError } from '../../api/http';
import { PageSkeleton } from '../../app/page-skeleton';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';
import { OptionalTypePicker, SlotUploaders } from './document-uploader';
import { useDocumentTypeText } from './document-type-text';
import styles from './phone-handoff.module.css';
import { type UploadTransport, UploadTransportContext } from './upload-transport';

export function PhoneUploadPage() {
  // The token rides in the fragment, which never reaches a server, a log or a Referer header.
  const token = handoffTokenFromHash(useLocation({ select: (location) => location.hash }));
  const handoff = useQuery({ ...phoneHandoffQueryOptions(token ?? ''), enabled: token !== null });

  if (token === null || (isApiError(handoff.error) && handoff.error.status === 401)) return <LinkNoLongerWorks />;
  if (handoff.error) throw handoff.error;
  if (!handoff.data) return <PageSkeleton />;
  return <PhoneUploads token={token} handoff={handoff.data} />;
}

function PhoneUploads({ token, handoff }: { token: string; handoff: PhoneHandoff }) {
  const { t } = useLingui();
  usePageTitle(t`Upload your documents`);
  const queryClient = useQueryClient();
  const typeText = useDocumentTypeText();

  const transport = useMemo<UploadTransport>(
    () => ({
      upload: (file, details, onProgress) => uploadByHandoff(token, file, details, onProgress),
      refresh: () => queryClient.invalidateQueries({ queryKey: phoneHandoffQueryOptions(token).queryKey, exact: true }),
    }),
    [token, queryClient],
  );
  const context = useMemo<UploadContext>(
    () => ({
      today: handoff.today,
      documentTypes: handoff.document_types,
      employmentIds: new Set(handoff.slots.flatMap((slot) => (slot.target && 'employment_response' in slot.target ? [slot.target.employment_response] : []))),
      educationIds: new Set(handoff.slots.flatMap((slot) => (slot.target && 'education_response' in slot.target ? [slot.target.education_response] : []))),
    }),
    [handoff],
  );
  const uploaders = { documentTypes: handoff.document_types, uploaded: [], guid: '', context, step: handoff.step };
  // The supporting documents page's optional types, one picked at a time as on the computer.
  const offeredTypes = handoff.document_types.filter((type) => handoff.offered_slots.some((slot) => slot.type === type.slug));
  const [picked, setPicked] = useState('');
  const offeredId = useId();
  const until = format(new Date(handoff.expires_at), 'HH:mm');
  const company = handoff.company_name;

  return (
    <div className={styles.phonePage}>
      <div>
        <h1>
          <Trans>Upload your documents</Trans>
        </h1>
        <p className={page.lead}>
          <Trans>
            Take a photo of each document, or choose a file. Your computer shows what you upload here, for your background
            check with {company}: carry on there when you are done.
          </Trans>
        </p>
        <p>
          <Trans>This page works until {until}.</Trans>
        </p>
      </div>
      <UploadTransportContext.Provider value={transport}>
        {/* The phone only adds files: the kept ones, with their Delete, stay on the computer's page. */}
        <SlotUploaders {...uploaders} slots={handoff.slots} headingLevel={2} />
        {offeredTypes.length > 0 ? (
          <section className={styles.offered} aria-labelledby={offeredId}>
            <h2 id={offeredId}>
              <Trans>You may also upload any of the optional documents below.</Trans>
            </h2>
            <OptionalTypePicker types={offeredTypes} picked={picked} onPick={setPicked} />
            <SlotUploaders {...uploaders} slots={handoff.offered_slots.filter((slot) => slot.type === picked)} headingLevel={3} />
          </section>
        ) : null}
      </UploadTransportContext.Provider>
      {handoff.uploads.length > 0 ? (
        <section aria-labelledby="phone-uploaded">
          <h2 id="phone-uploaded">
            <Trans>Uploaded for this step</Trans>
          </h2>
          <ul className={styles.uploadedList}>
            {handoff.uploads.map((upload) => (
              <li key={upload.id}>
                {upload.file_name ?? typeText(upload.type, handoff.document_types.find((type) => type.slug === upload.type)).title}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function LinkNoLongerWorks() {
  const { t } = useLingui();
  usePageTitle(t`This link no longer works`);
  return (
    <>
      <h1>
        <Trans>This link no longer works</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          A link to upload from your phone works for 15 minutes and for a few files, and stops once the background check
          is submitted.
        </Trans>
      </p>
      <p>
        <Trans>To carry on with your phone, show a new code on your computer's page and scan it again.</Trans>
      </p>
    </>
  );
}
