/**
 * The uploaded documents' calls (spec 001 §7, spec 000 §7; docs/documents.md has the shapes):
 *
 *   GET    /oneform/{guid}/document-types/                        the document type catalogue of the request
 *   POST   /reference-requests/{guid}/document                    multipart `0:file`, `0:type`, ... → 201 the document
 *   DELETE /reference-requests/{guid}/document/{docId}            → 204
 *   GET    /reference-requests/{guid}/document/{docId}/file       the file, to its owner only, as an attachment
 *
 * Another candidate's guid, or a document of another response, answers 404; a write to a finished, expired or
 * withdrawn request answers 409, judged before the body is read and again under the row lock.
 */
import { Hono, type Context } from 'hono';
import { documentTypesFor } from '../../domain/document-types';
import { parseUploadFields, shownFileName } from '../../domain/documents/upload.schema';
import { MESSAGES } from '../../domain/messages';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { writeAttemptOf } from '../requests/idempotency';
import { recordId } from '../requests/response-write';
import { DOCUMENT_UPLOAD, FILE_FIELD, keepDocument, ownDocumentFile, removeDocument, type DocumentDeps } from '../documents/documents';
import { fileToKeep, readUpload } from '../documents/pipeline';
import { detailError, issuesToFieldErrors, ValidationError } from '../errors';
import { malwareScanFor } from '../providers/malware-scan/adapters';
import { loadReferenceResponse } from '../requests/load-response';
import { writeRefusal } from '../requests/write-lock';
import { fileStorageFor } from '../storage/file-storage';

const UPLOAD_PREFIX = '0:';
const UPLOAD_FIELDS = ['type', 'expiry_date', 'selected_level', 'employment_response', 'education_response', 'step'] as const;

export function documentRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const deps: DocumentDeps = { db, logger, storage: fileStorageFor(config), scanner: malwareScanFor(config) };

  /** The candidate whose token this is, when the path's guid is their request's; 404 otherwise. */
  const ownCandidate = async (c: Context<AppEnv>) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    return candidate;
  };

  /** As ownCandidate, and refused with 409 before any body is read when the request can no longer change. */
  const writableCandidate = async (c: Context<AppEnv>) => {
    const candidate = await ownCandidate(c);
    const refusal = writeRefusal(candidate, now());
    if (refusal) throw detailError(409, refusal);
    return candidate;
  };

  routes.get('/oneform/:guid/document-types/', async (c) => {
    const candidate = await ownCandidate(c);
    const response = await loadReferenceResponse(db, candidate.requestId, now());
    return c.json(documentTypesFor(response.reference_request));
  });

  routes.post('/reference-requests/:guid/document', async (c) => {
    const candidate = await writableCandidate(c);
    const attempt = writeAttemptOf(c);
    const form = await readUpload(c, DOCUMENT_UPLOAD);
    if (!form.file || form.file.length === 0) throw new ValidationError({ [FILE_FIELD]: [MESSAGES.fileRequired] });

    const at = now();
    const response = await loadReferenceResponse(db, candidate.requestId, at);
    const input = Object.fromEntries(UPLOAD_FIELDS.map((name) => [name, form.fields.get(`${UPLOAD_PREFIX}${name}`) ?? null]));
    const fields = parseUploadFields(
      {
        today: serverToday(at),
        documentTypes: documentTypesFor(response.reference_request),
        employmentIds: new Set(response.employers.map((employer) => employer.id)),
        educationIds: new Set(response.candidate_education_details.map((record) => record.id)),
      },
      input,
    );
    if (!fields.success) throw new ValidationError(issuesToFieldErrors(fields.issues));

    const kept = await fileToKeep(deps, form.file, DOCUMENT_UPLOAD);
    return c.json(await keepDocument(deps, candidate, at, kept, fields.output, shownFileName(form.fileName), attempt), 201);
  });

  routes.delete('/reference-requests/:guid/document/:docId', async (c) => {
    const candidate = await writableCandidate(c);
    const attempt = writeAttemptOf(c);
    const id = recordId(c.req.param('docId'));
    if (id === null || !(await removeDocument(deps, candidate, now(), id, attempt))) throw notFound();
    return c.body(null, 204);
  });

  routes.get('/reference-requests/:guid/document/:docId/file', async (c) => {
    const candidate = await ownCandidate(c);
    const id = recordId(c.req.param('docId'));
    const found = id === null ? null : await ownDocumentFile(deps, candidate.responseId, id);
    if (!found) throw notFound();
    return c.body(found.file.stream, 200, {
      'Content-Type': found.content.mime,
      'Content-Length': String(found.file.size),
      'Content-Disposition': `attachment; filename="${found.type.replace(/[^a-z0-9_-]/gi, '-')}-${id}.${found.content.extension}"`,
      'X-Content-Type-Options': 'nosniff',
      // Opened in a tab despite the attachment, the file runs nothing and reaches nothing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
