/**
 * The fields sent with one uploaded file (spec 001 §7: POST /reference-requests/{guid}/document, multipart with
 * `0:file`, `0:type`, optional `0:expiry_date`, `0:selected_level` and `0:employment_response` or
 * `0:education_response`; and our `0:step`, the page it is made on), judged alike by the uploader and the API (docs/documents.md). The file itself is judged
 * by the server from its content; the form can only hold it to MAX_UPLOAD_BYTES before sending.
 *
 * Multipart fields are text, so every field is read as text (empty or absent meaning "not given"), and the record
 * ids come out as numbers.
 */
import * as v from 'valibot';
import { yearsAfter } from '../calendar';
import { isIsoDate } from '../forms/fields';
import { PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD } from '../limits';
import { MESSAGES } from '../messages';
import type { DocumentType } from '../reference-response';
import type { StepSlug } from '../sections';

export interface UploadContext {
  /** yyyy-MM-dd: `candidateToday` in the form, `serverToday` in the API. */
  today: string;
  /** GET /oneform/{guid}/document-types/ for this request. */
  documentTypes: readonly DocumentType[];
  /** The candidate's own employer lines and education records, which an upload may prove. */
  employmentIds: ReadonlySet<number>;
  educationIds: ReadonlySet<number>;
}

/** Every step page that holds an uploader, so every value an upload's `0:step` may take. */
export const UPLOAD_ORIGIN_STEPS = [
  'employment_proof',
  'education_proof',
  'address_documents',
  'dbs_address',
  'dbs_identity',
  'moj_document_upload',
  'police_vetting_documents',
  'afp_documents',
  'acic_identity_documents',
  'acic_primary_documents',
  'acic_secondary_documents',
  'acic_documents_confirmation',
  'document_upload',
] as const satisfies readonly StepSlug[];

/** What the schema answers. */
export interface UploadFields {
  type: string;
  /** yyyy-MM-dd, or null when not given. */
  expiry_date: string | null;
  selected_level: string | null;
  employment_response: number | null;
  education_response: number | null;
  /** The step page the upload is made on (`0:step`, our addition), or null when not given. */
  step: string | null;
}

const text = () => v.pipe(v.nullish(v.string(), ''), v.trim());

const RECORD_ID = /^[1-9]\d{0,9}$/;

/** The id of one of the candidate's own records, or null when not given. */
const ownRecord = (ids: ReadonlySet<number>) =>
  v.pipe(
    v.nullish(v.union([v.string(), v.number()]), ''),
    v.transform((value) => String(value).trim()),
    v.check((value) => value === '' || (RECORD_ID.test(value) && ids.has(Number(value))), MESSAGES.selectFromList),
    v.transform((value) => (value === '' ? null : Number(value))),
  );

/** Any expiry date given is a real date at most 20 years ahead (spec 001 §5); whether one is needed is the type's. */
function expiryDate(today: string) {
  const latest = yearsAfter(today, PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD);
  return v.pipe(
    text(),
    v.check((day) => day === '' || isIsoDate(day), MESSAGES.invalidDate),
    v.check((day) => !isIsoDate(day) || day <= latest, MESSAGES.uploadExpiryTooFar),
    v.transform((day) => (day === '' ? null : day)),
  );
}

/**
 * The schema for one upload's fields, for the uploader's form (through the valibot resolver) and the API alike.
 * The chosen type decides whether an expiry date is asked (`expiry_date_required`, the passport).
 */
export function uploadFieldsSchema(context: UploadContext) {
  const types = new Map(context.documentTypes.map((type) => [type.slug, type]));
  const levels = new Set(context.documentTypes.flatMap((type) => type.document_level));
  return v.pipe(
    v.object({
      type: v.pipe(
        text(),
        v.nonEmpty(MESSAGES.required),
        v.check((slug) => slug === '' || types.has(slug), MESSAGES.selectFromList),
      ),
      expiry_date: expiryDate(context.today),
      selected_level: v.pipe(
        text(),
        v.check((level) => level === '' || levels.has(level), MESSAGES.selectFromList),
        v.transform((level) => (level === '' ? null : level)),
      ),
      employment_response: ownRecord(context.employmentIds),
      education_response: ownRecord(context.educationIds),
      step: v.pipe(
        text(),
        v.check((step) => step === '' || (UPLOAD_ORIGIN_STEPS as readonly string[]).includes(step), MESSAGES.selectFromList),
        v.transform((step) => (step === '' ? null : step)),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['type'], ['expiry_date']],
        (fields) => fields.expiry_date !== null || !types.get(fields.type)?.expiry_date_required,
        MESSAGES.required,
      ),
      ['expiry_date'],
    ),
    // One upload proves one record at most.
    v.forward(
      v.partialCheck(
        [['employment_response'], ['education_response']],
        (fields) => fields.employment_response === null || fields.education_response === null,
        MESSAGES.singleRecord,
      ),
      ['education_response'],
    ),
  );
}

/** Judges one upload's fields; the issues name the fields as the API's 400 does. */
export function parseUploadFields(context: UploadContext, input: Record<string, unknown>): v.SafeParseResult<v.GenericSchema<unknown, UploadFields>> {
  return v.safeParse(uploadFieldsSchema(context), input);
}

/** The most of a file's own name kept to show it by. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name a file is shown by, from what the browser sent: its last path segment (some browsers send a whole path),
 * without control characters, trimmed, at most MAX_FILE_NAME_LENGTH characters; null when nothing is left.
 */
export function shownFileName(sent: string | null | undefined): string | null {
  if (!sent) return null;
  const lastSegment = sent.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is taken out
  const printable = lastSegment.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  const kept = [...printable].slice(0, MAX_FILE_NAME_LENGTH).join('');
  return kept === '' ? null : kept;
}
