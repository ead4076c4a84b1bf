/**
 * The organisation's copy of what its candidate signed: GET /org/requests/{guid}/documents/{type}.pdf, the sealed
 * PDF of the request's e-signing document of that type (`Authorization: Bearer {ORG_API_KEY}`, as the rest of the
 * organisation API). 404 while the document is not sealed, or for a request or type that does not exist.
 */
import { Hono } from 'hono';
import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../../domain/provider-status';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { findResponseIdByRequestGuid } from '../db/repositories/reference-requests';
import { isUuid } from '../http';
import { eSigningFor, sealedFile } from '../providers/e-signing/documents';
import { orgAuth } from './org';

const PDF_SUFFIX = '.pdf';

export function orgDocumentRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signing = eSigningFor({ db, config, now });
  routes.use('/org/requests/:guid/documents/*', orgAuth(config.orgApiKey));

  routes.get('/org/requests/:guid/documents/:file', async (c) => {
    const guid = c.req.param('guid');
    const file = c.req.param('file');
    const type = file.endsWith(PDF_SUFFIX) ? file.slice(0, -PDF_SUFFIX.length) : '';
    if (!isUuid(guid) || !(SIGNED_DOCUMENT_TYPES as readonly string[]).includes(type)) throw notFound();
    const responseId = await findResponseIdByRequestGuid(db, guid.toLowerCase());
    const pdf = responseId !== null && (await sealedFile(signing, responseId, type as SignedDocumentType));
    if (!pdf) throw notFound();
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${type}.pdf"`,
    });
  });

  return routes;
}
