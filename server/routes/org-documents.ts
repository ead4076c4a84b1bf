/**
 * The organisation's copies of its candidate's files, GET /org/requests/{guid}/documents/{file}:
 * - `{id}`, an upload of the submitted response (its id in the answers' `documents`), as the candidate gave it;
 * - `{type}.pdf`, the sealed PDF of the request's e-signing document of that type, once sealed.
 * 404 for a file that does not exist, and for a request that does not exist or belongs to another organisation.
 */
import { Hono } from 'hono';
import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../../domain/provider-status';
import type { AppDeps, AppEnv } from '../app-env';
import { ownDocumentFile } from '../documents/documents';
import { DETAILS, detailError } from '../errors';
import { eSigningFor, sealedFile } from '../providers/e-signing/documents';
import { recordId } from '../requests/response-write';
import { fileStorageFor } from '../storage/file-storage';
import { ownRequest, refuseUnsubmitted } from './org-requests';

const PDF_SUFFIX = '.pdf';

function signedDocumentType(file: string): SignedDocumentType | null {
  const type = file.endsWith(PDF_SUFFIX) ? file.slice(0, -PDF_SUFFIX.length) : '';
  return (SIGNED_DOCUMENT_TYPES as readonly string[]).includes(type) ? (type as SignedDocumentType) : null;
}

export function orgDocumentRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signing = eSigningFor({ db, config, now });
  const storage = fileStorageFor(config);

  routes.get('/org/requests/:guid/documents/:file', async (c) => {
    const file = c.req.param('file');
    const type = signedDocumentType(file);
    const uploadId = recordId(file);
    if (type === null && uploadId === null) throw detailError(404, DETAILS.notFound);
    const request = await ownRequest(c, db);

    if (type !== null) {
      const pdf = await sealedFile(signing, request.responseId, type);
      if (!pdf) throw detailError(404, DETAILS.notFound);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${type}.pdf"`,
      });
    }

    refuseUnsubmitted(request);
    const found = uploadId === null ? null : await ownDocumentFile({ db, storage }, request.responseId, uploadId);
    if (!found) throw detailError(404, DETAILS.notFound);
    return c.body(found.file.stream, 200, {
      'Content-Type': found.content.mime,
      'Content-Length': String(found.file.size),
      'Content-Disposition': `attachment; filename="${found.type.replace(/[^a-z0-9_-]/gi, '-')}-${uploadId}.${found.content.extension}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
