/**
 * Uploaded documents (spec 001 §3, §5, §7; docs/documents.md): keeping one, removing one, and finding one for its
 * owner's download.
 *
 * A file and its row come and go together. An upload stores the file under a new server-made key, then writes the
 * row in the write lock's transaction, and removes the file again if that transaction fails (a 409, a database
 * error): no file is left without a row. A removal deletes the row first and the file after the commit: a file
 * that then cannot be removed is logged, and no row ever points at a missing file because of it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UploadFields } from '../../domain/documents/upload.schema';
import { FILE_TOO_LARGE_DETAIL, MAX_UPLOAD_BYTES, MAX_UPLOADED_DOCUMENTS } from '../../domain/limits';
import { MESSAGES } from '../../domain/messages';
import type { UploadedDocument } from '../../domain/reference-response';
import type { Database } from '../db/client';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { notFound } from '../auth/candidate-auth';
import { refuseLineBeyond } from '../db/repositories/record-limit';
import { uploadedDocuments } from '../db/schema';
import type { Logger } from '../logger';
import type { MalwareScanProvider } from '../providers/malware-scan/provider';
import { lockedWrite } from '../requests/write-lock';
import { once, type WriteAttempt } from '../requests/idempotency';
import { serializeUpload } from '../serializers/reference-response';
import type { FileStorage } from '../storage/file-storage';
import { contentForExtension, type AcceptedContent } from './content-type';
import { removeKeptFile, type KeptFile, type UploadRule } from './pipeline';

export interface DocumentDeps {
  db: Database;
  storage: FileStorage;
  scanner: MalwareScanProvider;
  logger: Logger;
}

/** The name the file's errors are answered under (docs/documents.md "Errors"). */
export const FILE_FIELD = 'file';

/** A document: up to 20 MB of JPEG, PNG, PDF or Word, its refusals on `file` (a file too large is DRF's 413). */
export const DOCUMENT_UPLOAD: UploadRule = {
  part: '0:file',
  field: FILE_FIELD,
  maxBytes: MAX_UPLOAD_BYTES,
  tooLarge: { status: 413, body: { detail: FILE_TOO_LARGE_DETAIL } },
  accepts: ['image/jpeg', 'image/png', 'application/pdf', 'application/msword'],
  notAccepted: MESSAGES.fileTypeNotAccepted,
  maxFieldBytes: 1024,
  maxParts: 16,
};

/** Folder of a response's documents; the file name is a new guid and the extension of what the file is. */
export const documentKey = (responseGuid: string, content: AcceptedContent) =>
  `documents/${responseGuid}/${randomUUID()}.${content.extension}`;

/**
 * Stores the file, then its row under the write lock; the file goes again if the row cannot be written. `alsoWrite`
 * runs in the row's transaction first (a phone link spending one of its uploads), so both land or neither does.
 */
export async function keepDocument(
  deps: DocumentDeps,
  candidate: CandidateRecord,
  now: Date,
  file: KeptFile,
  fields: UploadFields,
  fileName: string | null,
  attempt: WriteAttempt | null = null,
  alsoWrite?: (tx: Database) => Promise<void>,
): Promise<UploadedDocument> {
  const key = documentKey(candidate.responseGuid, file.content);
  await deps.storage.put(key, file.bytes);
  try {
    const outcome = await lockedWrite(deps.db, candidate, now, (tx) =>
      once(tx, candidate.responseId, attempt, async () => {
        await alsoWrite?.(tx);
        await refuseLineBeyond(tx, uploadedDocuments, candidate.responseId, MAX_UPLOADED_DOCUMENTS);
        const [row] = await tx
          .insert(uploadedDocuments)
          .values({
            responseId: candidate.responseId,
            path: key,
            fileName,
            type: fields.type,
            expiryDate: fields.expiry_date,
            selectedLevel: fields.selected_level,
            employmentResponse: fields.employment_response,
            educationResponse: fields.education_response,
            step: fields.step,
          })
          .returning();
        if (!row) throw new Error('The document row was not written.');
        const uploaded = serializeUpload(row);
        return { result: uploaded, recordId: row.id, answer: uploaded };
      }),
    );
    if (!outcome.replayed) return outcome.result;
    // The same upload sent again: the first one's document stands, and this copy of the file is not kept.
    await removeKeptFile(deps, key);
    return outcome.answer as UploadedDocument;
  } catch (error) {
    await removeKeptFile(deps, key);
    throw error;
  }
}

/**
 * Deletes the row, then its file; false when the response has no document of that id. A delete sent again under
 * its key is answered as the first was (true), not with a 404.
 */
export async function removeDocument(
  deps: DocumentDeps,
  candidate: CandidateRecord,
  now: Date,
  id: number,
  attempt: WriteAttempt | null = null,
): Promise<boolean> {
  const outcome = await lockedWrite(deps.db, candidate, now, (tx) =>
    once(tx, candidate.responseId, attempt, async () => {
      const removed = await tx
        .delete(uploadedDocuments)
        .where(and(eq(uploadedDocuments.responseId, candidate.responseId), eq(uploadedDocuments.id, id)))
        .returning({ path: uploadedDocuments.path });
      // Nothing removed is a 404 for the caller, and a refusal is not kept under the key.
      if (removed.length === 0) throw notFound();
      return { result: removed, recordId: id };
    }),
  );
  if (outcome.replayed) return true;
  for (const { path } of outcome.result) await removeKeptFile(deps, path);
  return true;
}

/** The stored file of one of the response's documents, with what it is; null when there is none. */
export async function ownDocumentFile(deps: Pick<DocumentDeps, 'db' | 'storage'>, responseId: number, id: number) {
  const [row] = await deps.db
    .select({ path: uploadedDocuments.path, type: uploadedDocuments.type })
    .from(uploadedDocuments)
    .where(and(eq(uploadedDocuments.responseId, responseId), eq(uploadedDocuments.id, id)));
  if (!row) return null;
  const content = contentForExtension(row.path.slice(row.path.lastIndexOf('.') + 1));
  const file = content && (await deps.storage.open(row.path));
  return content && file ? { content, file, type: row.type } : null;
}
