/**
 * One uploader of a document page (spec 001 §2 "Proof and document pages", §5, §8): the documents the server keeps
 * for it (the file's own name, a thumbnail of a photo, file format, expiry date, points from the document type
 * catalogue) each with Delete behind a confirmation, an expiry date where the type needs one, then a drop zone with
 * 'Choose a file' and, on phones, 'Take a photo' instead of 'Drop a file here'. A photo that looks hard to read is
 * held with a warning (photo-quality/) until it is retaken or used anyway. A file chosen before the expiry date
 * it needs is kept until the candidate gives the date and uploads it. While a file goes up a progress bar shows the percent sent, with Cancel. A refusal is shown
 * on the field it concerns (the expiry date, or the file), and the focus moves to it so a screen reader reads it.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DropZone, FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { DropItem, FileDropItem } from 'react-aria';
import { yearsAfter } from '../../../domain/calendar';
import { ACCEPTED_UPLOAD_TYPES, slotUploads, type UploadSlot } from '../../../domain/documents/upload-pages';
import { type UploadContext, type UploadFields, uploadFieldsSchema } from '../../../domain/documents/upload.schema';
import { PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD } from '../../../domain/limits';
import type { DocumentType, UploadedDocument } from '../../../domain/reference-response';
import type { StepSlug } from '../../../domain/sections';
import { madeElsewhere } from '../../../domain/documents/upload-origin';
import { DOCUMENT_UPLOAD_TAGS } from '../../../machines/document-upload.machine';
import { documentPhotoQueryOptions } from '../../api/reference-requests/get-document-file';
import type { UploadDetails } from '../../api/reference-requests/upload-document';
import { useFormatDate } from '../../app/format-date';
import { FormDateField } from '../../forms/fields/date-field';
import { scrollToAndFocus } from '../../forms/focus-first-invalid-field';
import { useErrorTitle } from '../../ui/page-title/page-title';
import { DeleteDocumentDialog } from './delete-document-dialog';
import styles from './document-uploads.module.css';
import { documentFormat, isPhoto } from './document-format';
import { keptFileNames } from './kept-file-name';
import { useDocumentTypeText } from './document-type-text';
import { EXPIRY_FIELD, failureMessages, useUploadText } from './upload-messages';
import { useDocumentUpload } from './use-document-upload';
import { PhotoWarning } from './photo-quality/photo-warning';
import { CountedElsewhere } from './counted-elsewhere';
import { useCountsPoints } from './use-counts-points';

export interface DocumentUploaderProps {
  guid: string;
  slot: UploadSlot;
  /** The slot's type in the catalogue (title, description, points, whether an expiry date is asked). */
  documentType: DocumentType | undefined;
  /** The documents the server keeps for this uploader, made on this page (each with its Delete). */
  uploads: UploadedDocument[];
  /** The step page the uploader is on, sent with each upload. */
  step: StepSlug;
  /** The uploads of its type made on other pages that this page counts too: named with where they were made. */
  countedElsewhere?: UploadedDocument[];
  context: UploadContext;
  /** The level of the uploader's heading: under the page's h1, the step's h2, or a part of the step's h3. */
  headingLevel: 2 | 3 | 4;
}

/** What the form holds: the upload's fields as the shared schema reads them. */
type UploadForm = v.InferInput<ReturnType<typeof uploadFieldsSchema>>;

function isFileItem(item: DropItem): item is FileDropItem {
  return item.kind === 'file';
}

export function DocumentUploader({
  guid,
  slot,
  documentType,
  uploads,
  step,
  countedElsewhere = [],
  context,
  headingLevel,
}: DocumentUploaderProps) {
  const { i18n, t } = useLingui();
  const text = useUploadText();
  const headingId = useId();
  const fileErrorId = useId();
  const typeText = useDocumentTypeText()(slot.type, documentType);
  const title = typeText.title;
  const asksExpiry = documentType?.expiry_date_required === true;
  const countsPoints = useCountsPoints(guid);

  const level = slot.level ?? null;
  const detailsRef = useRef<UploadDetails>({ type: slot.type, expiryDate: null, target: slot.target, level, step });
  const readDetails = useCallback(() => detailsRef.current, []);
  const [state, send] = useDocumentUpload(guid, readDetails);

  const schema = useMemo(() => uploadFieldsSchema(context), [context]);
  const form = useForm<UploadForm, unknown, UploadFields>({
    resolver: valibotResolver(schema),
    defaultValues: {
      type: slot.type,
      expiry_date: '',
      selected_level: level ?? '',
      employment_response: slot.target && 'employment_response' in slot.target ? String(slot.target.employment_response) : '',
      education_response: slot.target && 'education_response' in slot.target ? String(slot.target.education_response) : '',
    },
  });

  const Heading = `h${headingLevel}` as const;
  const sectionRef = useRef<HTMLElement>(null);
  const fileErrorRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const failure = state.matches('failed') ? state.context.failure : null;
  const messages = useMemo(() => (failure ? failureMessages(failure) : { file: [], expiry: [] }), [failure]);
  // A refused file or expiry date is the page's validation error, as an error summary's would be.
  useErrorTitle(messages.file.length > 0 || form.formState.errors[EXPIRY_FIELD] !== undefined);

  // A refusal of the expiry date goes on its field; the focus goes to the first field in error.
  useEffect(() => {
    if (!failure) return;
    const [expiryMessage] = messages.expiry;
    if (expiryMessage) form.setError(EXPIRY_FIELD, { type: 'server', message: expiryMessage });
    const target = messages.file.length > 0 ? fileErrorRef.current : sectionRef.current?.querySelector<HTMLElement>(`[id="${EXPIRY_FIELD}"]`);
    if (target) scrollToAndFocus(target);
  }, [failure, messages, form]);

  // After a deletion the row that held the focus is gone: the uploader's heading takes it.
  const deleted = state.matches('idle') && state.context.deletedName !== null;
  useEffect(() => {
    if (deleted) headingRef.current?.focus();
  }, [deleted]);

  // A file chosen before the expiry date it needs waits for the date, rather than being thrown away.
  const [waitingFile, setWaitingFile] = useState<File | null>(null);
  const choose = useCallback(
    (file: File | undefined) => {
      if (!file) return;
      void form.handleSubmit(
        (values) => {
          setWaitingFile(null);
          detailsRef.current = { type: slot.type, expiryDate: values.expiry_date, target: slot.target, level, step };
          send({ type: 'file.choose', file });
        },
        () => {
          setWaitingFile(file);
          const field = sectionRef.current?.querySelector<HTMLElement>(`[id="${EXPIRY_FIELD}"]`);
          if (field) scrollToAndFocus(field);
        },
      )();
    },
    [form, send, slot.type, slot.target, level, step],
  );

  const sending = state.hasTag(DOCUMENT_UPLOAD_TAGS.sending);
  const confirming = state.hasTag(DOCUMENT_UPLOAD_TAGS.confirming);
  const fileName = state.context.file?.name ?? '';
  const percent = state.context.percent;
  const today = context.today;
  const points = countsPoints ? (documentType?.points ?? 0) : 0;
  const deletedName = state.context.deletedName;
  const keptNames = keptFileNames(uploads, title);

  return (
    <section ref={sectionRef} className={styles.uploader} aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className={styles.uploaderTitle}>
        {slot.recordName ? `${title}: ${slot.recordName}` : title}
      </Heading>
      {typeText.description ? <p className={styles.hint}>{typeText.description}</p> : null}

      {uploads.length > 0 ? (
        <ul className={styles.kept} aria-label={t`Uploaded documents`}>
          {uploads.map((upload) => {
            const keptName = keptNames.get(upload.id) ?? title;
            return (
              <li key={upload.id} className={styles.keptItem}>
                {isPhoto(upload.path) ? <KeptPhoto guid={guid} documentId={upload.id} /> : null}
                <span className={styles.keptName}>{keptName}</span>
                <span>{i18n._(documentFormat(upload.path))}</span>
                {upload.expiry_date ? <ExpiryDate day={upload.expiry_date} /> : null}
                {points > 0 ? (
                  <span>
                    <Plural value={points} one="# point" other="# points" />
                  </span>
                ) : null}
                <Button
                  className={styles.secondary}
                  isDisabled={sending || confirming}
                  onPress={() => send({ type: 'delete.ask', documentId: upload.id, name: keptName })}
                >
                  <Trans>
                    Delete <span className="visually-hidden">{keptName}</span>
                  </Trans>
                </Button>
              </li>
              );
          })}
        </ul>
      ) : null}

      {countedElsewhere.length > 0 ? <CountedElsewhere uploads={countedElsewhere} title={title} /> : null}

      {asksExpiry ? (
        <FormDateField
          control={form.control}
          name="expiry_date"
          label={<Trans>Expiry date</Trans>}
          description={<Trans>The expiry date shown on the document.</Trans>}
          min={today}
          max={yearsAfter(today, PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD)}
          isDisabled={sending}
        />
      ) : null}

      {sending ? (
        <div className={styles.progress}>
          <ProgressBar value={percent ?? 0} isIndeterminate={percent === null} className={styles.progressBar}>
            {({ percentage, isIndeterminate }) => (
              <>
                <Label className={styles.progressLabel}>
                  {state.matches('checking') ? (
                    <Trans>Checking {fileName}</Trans>
                  ) : state.matches('scaling') ? (
                    <Trans>Preparing {fileName}</Trans>
                  ) : (
                    <Trans>Uploading {fileName}</Trans>
                  )}
                </Label>
                <span className={styles.progressValue}>{isIndeterminate ? '' : `${Math.round(percentage ?? 0)}%`}</span>
                <div className={styles.progressTrack}>
                  <div className={styles.progressFill} style={{ inlineSize: `${isIndeterminate ? 0 : (percentage ?? 0)}%` }} />
                </div>
              </>
            )}
          </ProgressBar>
          <Button className={styles.secondary} onPress={() => send({ type: 'upload.cancel' })}>
            <Trans>Cancel upload</Trans>
          </Button>
        </div>
      ) : state.matches('reviewing') ? (
        <PhotoWarning
          fileName={fileName}
          issues={state.context.photoIssues}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5}
          onRetake={choose}
          onUseAnyway={() => {
            send({ type: 'photo.useAnyway' });
            // The warning that held the focus gives way to the progress bar.
            headingRef.current?.focus();
          }}
        />
      ) : (
        <DropZone
          className={messages.file.length > 0 ? styles.dropZoneInvalid : styles.dropZone}
          // Names the drop target screen readers reach: React Aria's own name for it reads "DropZone".
          aria-label={t`Drop or paste a file for ${title}`}
          isDisabled={confirming}
          getDropOperation={(types) => (ACCEPTED_UPLOAD_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
          onDrop={async (event) => {
            const item = event.items.find(isFileItem);
            if (item) choose(await item.getFile());
          }}
        >
          {/* Only where there is a pointer to drag with: a phone has nothing to drop. */}
          <p className={styles.dropLabel} aria-hidden="true">
            <Trans>Drop a file here, or</Trans>
          </p>
          <div className={styles.triggers}>
            <FileTrigger acceptedFileTypes={[...ACCEPTED_UPLOAD_TYPES]} onSelect={(files) => choose(files?.[0])}>
              <Button className={styles.primary} aria-describedby={messages.file.length > 0 ? fileErrorId : undefined}>
                <Trans>
                  Choose a file <span className="visually-hidden">for {title}</span>
                </Trans>
              </Button>
            </FileTrigger>
            <FileTrigger acceptedFileTypes={['image/jpeg', 'image/png']} defaultCamera="environment" onSelect={(files) => choose(files?.[0])}>
              <Button className={`${styles.secondary} ${styles.cameraOnly}`}>
                <Trans>
                  Take a photo <span className="visually-hidden">of {title}</span>
                </Trans>
              </Button>
            </FileTrigger>
          </div>
          <p className={styles.hint}>
            <Trans>JPEG, PNG, PDF or Word (.doc), up to 20 MB.</Trans>
          </p>
        </DropZone>
      )}

      {messages.file.length > 0 ? (
        <p id={fileErrorId} ref={fileErrorRef} tabIndex={-1} className={styles.error}>
          <span className="visually-hidden">
            <Trans>Error:</Trans>
          </span>{' '}
          {messages.file.map(text).join(' ')}
        </p>
      ) : null}

      {waitingFile && !sending ? (
        <div className={styles.waiting}>
          <p>
            <WaitingForExpiry name={waitingFile.name} />
          </p>
          <Button className={styles.primary} onPress={() => choose(waitingFile)}>
            <UploadWaiting name={waitingFile.name} />
          </Button>
        </div>
      ) : null}

      <p role="status" className={styles.status}>
        {state.matches('kept') ? <Trans>{fileName} uploaded.</Trans> : null}
        {state.matches('cancelled') ? <Trans>Upload of {fileName} cancelled.</Trans> : null}
        {deleted ? <Trans>{deletedName} deleted.</Trans> : null}
      </p>

      {confirming ? (
        <DeleteDocumentDialog
          title={title}
          isBusy={state.matches('deleting')}
          failure={state.context.deleteFailure}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onClose={() => send({ type: 'delete.cancel' })}
        />
      ) : null}
    </section>
  );
}

function WaitingForExpiry({ name }: { name: string }) {
  return <Trans>{name} is kept here: give its expiry date above, then upload it.</Trans>;
}

function UploadWaiting({ name }: { name: string }) {
  return <Trans>Upload {name}</Trans>;
}

/** A kept photo's thumbnail: the name beside it says what it is, so it is decoration to a screen reader. */
function KeptPhoto({ guid, documentId }: { guid: string; documentId: number }) {
  const { data } = useQuery(documentPhotoQueryOptions(guid, documentId));
  return data ? <img className={styles.keptPhoto} src={data} alt="" width={48} height={48} /> : <span className={styles.keptPhoto} />;
}

function ExpiryDate({ day }: { day: string }) {
  const formatDate = useFormatDate();
  const shown = formatDate(day);
  return (
    <span>
      <Trans>Expires {shown}</Trans>
    </span>
  );
}

interface SlotUploadersProps extends Pick<DocumentUploaderProps, 'guid' | 'context' | 'headingLevel' | 'step'> {
  slots: readonly UploadSlot[];
  documentTypes: readonly DocumentType[];
  /** Every file the candidate has given; each slot shows its own. */
  uploaded: readonly UploadedDocument[];
}

/**
 * A page's uploaders, one per slot, each with its document type and the files already given for it: those made on
 * this page to keep or delete, those made on another page named with where they were made.
 */
export function SlotUploaders({ slots, documentTypes, uploaded, ...shared }: SlotUploadersProps) {
  return (
    <>
      {slots.map((slot) => {
        const uploads = slotUploads(slot, uploaded);
        return (
          <DocumentUploader
            key={slot.key}
            slot={slot}
            documentType={documentTypes.find((type) => type.slug === slot.type)}
            uploads={uploads.filter((upload) => !madeElsewhere(upload, shared.step))}
            countedElsewhere={uploads.filter((upload) => madeElsewhere(upload, shared.step))}
            {...shared}
          />
        );
      })}
    </>
  );
}

interface OptionalTypePickerProps {
  types: readonly DocumentType[];
  /** The picked type's slug, or '' before one is picked. */
  picked: string;
  onPick: (slug: string) => void;
}

/**
 * The supporting documents' picker of an optional type (spec 001 §2 "Supporting documents screen"): the page shows the
 * picked type's uploader. Its page and the phone page both offer it; it sits with the uploaders so that it comes in
 * their chunk, not in one more file that the first load's list of chunks would have to name.
 */
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
