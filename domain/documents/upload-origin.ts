/**
 * Where an upload was made, and when a document step counts as seen (docs/documents.md "Where an upload was made").
 * Several steps count uploads by their type wherever they were made (spec 001 §4: two address proofs complete both
 * address_documents and dbs_address, a passport counts for the supporting documents too). So that no section shows
 * In progress or Completed before the candidate has opened it, such a step is complete only once the candidate has
 * seen it: an upload made on it, or a press of its Next (or 'Save & Finish') that records it as seen.
 */
import type { ReferenceResponse, UploadedDocument } from '../reference-response';
import type { StepSlug } from '../sections';

/** The steps whose rule counts uploads by type, wherever they were made (the others count by level or record). */
export const BORROWING_STEPS = [
  'address_documents',
  'dbs_address',
  'dbs_identity',
  'moj_document_upload',
  'police_vetting_documents',
  'afp_documents',
  'document_upload',
] as const satisfies readonly StepSlug[];
export type BorrowingStep = (typeof BORROWING_STEPS)[number];

export const isBorrowingStep = (step: StepSlug): step is BorrowingStep =>
  (BORROWING_STEPS as readonly StepSlug[]).includes(step);

/** An upload made on another page than `step`; one whose page is unknown counts as made on every page. */
export const madeElsewhere = (upload: UploadedDocument, step: StepSlug): boolean =>
  upload.step != null && upload.step !== step;

/** The candidate has seen the step: confirmed it, or made an upload on it (or one whose page is unknown). */
export function stepSeen(step: StepSlug, response: Pick<ReferenceResponse, 'documents'>): boolean {
  const { uploaded, seen_steps: seen = [] } = response.documents;
  return seen.includes(step) || uploaded.some((upload) => !madeElsewhere(upload, step));
}
