/**
 * The organisation's copy of what its candidate signed: GET /org/requests/{guid}/documents/{type}.pdf, the sealed
 * PDF of the request's e-signing document of that type. 404 while the document is not sealed, or for a request or
 * type that does not exist or belongs to another organisation.
 */
import { Hono } from 'hono';
import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../../domain/provider-status';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { findOrganisationRequest } from '../db/repositories/organisations';
import { eSigningFor, sealedFile } from '../providers/e-signing/documents';

const PDF_SUFFIX = '.pdf';

export function orgDocumentRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signing = eSigningFor({ db, config, now });

  routes.get('/org/requests/:guid/documents/:file', async (c) => {
    const file = c.req.param('file');
    const type = file.endsWith(PDF_SUFFIX) ? file.slice(0, -PDF_SUFFIX.length) : '';
    if (!(SIGNED_DOCUMENT_TYPES as readonly string[]).includes(type)) throw notFound();
    const request = await findOrganisationRequest(db, c.get('organisation').id, c.req.param('guid'));
    const pdf = request !== null && (await sealedFile(signing, request.responseId, type as SignedDocumentType));
    if (!pdf) throw notFound();
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${type}.pdf"`,
    });
  });

  return routes;
}
