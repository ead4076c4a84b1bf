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
import { MESSAGES } from '../../domain/messages';
import type { UploadedDocument } from '../../domain/reference-response';
import type { Database } from '../db/client';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { uploadedDocuments } from '../db/schema';
import { ValidationError } from '../errors';
import { errorFields, type Logger } from '../logger';
import type { MalwareScanProvider } from '../providers/malware-scan/provider';
import { lockedWrite } from '../requests/write-lock';
import { serializeUpload } from '../serializers/reference-response';
import type { FileStorage } from '../storage/file-storage';
import { acceptedContent, contentForExtension, type AcceptedContent } from './content-type';
import { withoutMetadata } from './images';

export interface DocumentDeps {
  db: Database;
  storage: FileStorage;
  scanner: MalwareScanProvider;
  logger: Logger;
}

/** The name the file's errors are answered under (docs/documents.md "Errors"). */
export const FILE_FIELD = 'file';

const fileError = (message: string) => new ValidationError({ [FILE_FIELD]: [message] });

/** Folder of a response's documents; the file name is a new guid and the extension of what the file is. */
export const documentKey = (responseGuid: string, content: AcceptedContent) =>
  `documents/${responseGuid}/${randomUUID()}.${content.extension}`;

/** What the bytes are, whether they are clean, and what to keep of them; a 400 on the file field otherwise. */
export async function fileToKeep(deps: Pick<DocumentDeps, 'scanner' | 'logger'>, bytes: Uint8Array) {
  const content = await acceptedContent(bytes);
  if (!content) throw fileError(MESSAGES.fileTypeNotAccepted);
  const verdict = await deps.scanner.scan(bytes);
  if (!verdict.clean) {
    deps.logger.warn('upload refused by the malware scanner', { scanner: deps.scanner.name, signature: verdict.signature });
    throw fileError(MESSAGES.fileMalware);
  }
  try {
    return { content, bytes: await withoutMetadata(bytes, content) };
  } catch (error) {
    deps.logger.info('uploaded image could not be decoded', errorFields(error));
    throw fileError(MESSAGES.fileUnreadable);
  }
}

/** Stores the file, then its row under the write lock; the file goes again if the row cannot be written. */
export async function keepDocument(
  deps: DocumentDeps,
  candidate: CandidateRecord,
  now: Date,
  file: { content: AcceptedContent; bytes: Uint8Array },
  fields: UploadFields,
): Promise<UploadedDocument> {
  const key = documentKey(candidate.responseGuid, file.content);
  await deps.storage.put(key, file.bytes);
  try {
    return await lockedWrite(deps.db, candidate, now, async (tx) => {
      const [row] = await tx
        .insert(uploadedDocuments)
        .values({
          responseId: candidate.responseId,
          path: key,
          type: fields.type,
          expiryDate: fields.expiry_date,
          selectedLevel: fields.selected_level,
          employmentResponse: fields.employment_response,
          educationResponse: fields.education_response,
        })
        .returning();
      if (!row) throw new Error('The document row was not written.');
      return serializeUpload(row);
    });
  } catch (error) {
    await removeFile(deps, key);
    throw error;
  }
}

/** Deletes the row, then its file; false when the response has no document of that id. */
export async function removeDocument(deps: DocumentDeps, candidate: CandidateRecord, now: Date, id: number): Promise<boolean> {
  const removed = await lockedWrite(deps.db, candidate, now, (tx) =>
    tx
      .delete(uploadedDocuments)
      .where(and(eq(uploadedDocuments.responseId, candidate.responseId), eq(uploadedDocuments.id, id)))
      .returning({ path: uploadedDocuments.path }),
  );
  for (const { path } of removed) await removeFile(deps, path);
  return removed.length > 0;
}

async function removeFile(deps: Pick<DocumentDeps, 'storage' | 'logger'>, key: string): Promise<void> {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.logger.error('stored document could not be removed', { key, ...errorFields(error) });
  }
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
