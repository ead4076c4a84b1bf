/**
 * The multipart body of one document upload (spec 001 §7): the file and its fields, each prefixed `0:` as the first
 * file of the batch. The candidate's upload and the phone link's send the same body.
 */
import type { UploadTarget } from '../../../domain/documents/upload-pages';

/** The fields sent with the file (spec 001 §7), each prefixed `0:` as the first file of the batch. */
export interface UploadDetails {
  type: string;
  expiryDate: string | null;
  target: UploadTarget | null;
  /** The community level the upload counts at (0:selected_level), on the community steps. */
  level: string | null;
  /** The step page the upload is made on (0:step), so the other pages that count it say where it was made. */
  step: string;
}

export function uploadForm(file: Blob & { name: string }, details: UploadDetails): FormData {
  const form = new FormData();
  form.append('0:file', file, file.name);
  form.append('0:type', details.type);
  if (details.expiryDate) form.append('0:expiry_date', details.expiryDate);
  if (details.level) form.append('0:selected_level', details.level);
  form.append('0:step', details.step);
  if (details.target) {
    for (const [field, id] of Object.entries(details.target)) form.append(`0:${field}`, String(id));
  }
  return form;
}
