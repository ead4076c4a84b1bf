/**
 * The e-signing calls of the consent steps (spec 000 §7, spec 001 §7):
 *
 * - GET /providers/scrive/{guid}/{type}/: the link of the request's document of that type; 404 while there is none
 *   (or the last one was declined or failed), which sends the SPA to create one;
 * - POST /providers/scrive/create/ {reference_request, scrive_document_type}: creates the document (or answers the
 *   one that stands) and its link;
 * - POST /providers/e-signing/callback/{documentGuid}: the remote service's notice that a document changed; the
 *   document is then brought up to date by asking the service, never from the notice itself.
 *
 * Candidate calls are token-authenticated, and a guid or id that is not the token's own answers 404, as the status
 * calls do (server/routes/providers.ts). Creating is a write: after completion, expiry or withdrawal it answers 409
 * with the write lock's words.
 */
import { Hono, type Context } from 'hono';
import {
  createSignedDocumentSchema,
  E_SIGNING_ENDED_STATUSES,
  type SignedDocumentLink,
} from '../../domain/consents/e-signing.schema';
import { requiredSignedDocuments } from '../../domain/consents/signed-documents';
import { SIGNED_DOCUMENT_TYPES, type SignedDocumentType } from '../../domain/provider-status';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { detailError, parseOrThrow, ValidationError } from '../errors';
import { isUuid, readJsonObject } from '../http';
import { writeRefusal } from '../requests/write-lock';
import {
  documentLink,
  ensureDocument,
  eSigningFor,
  findDocument,
  findDocumentByGuid,
  refreshDocument,
  type ESigningDocument,
} from '../providers/e-signing/documents';
import { ESigningUnavailableError } from '../providers/e-signing/provider';
import { loadReferenceResponse } from '../requests/load-response';

export const SIGNING_UNAVAILABLE = 'The signing service is unavailable. Please try again later.';
export const DOCUMENT_NOT_NEEDED = 'This request does not need this document.';

const isSignedDocumentType = (type: string): type is SignedDocumentType =>
  (SIGNED_DOCUMENT_TYPES as readonly string[]).includes(type);

export function eSigningRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const signing = eSigningFor({ db, config, now });

  const linkOf = (document: ESigningDocument): SignedDocumentLink => ({
    url: documentLink(config.publicUrl, document.guid),
    scrive_document_type: document.type,
    status: document.status,
  });

  /** A remote document still in progress is asked about first; a service that does not answer changes nothing. */
  async function current(document: ESigningDocument): Promise<ESigningDocument> {
    if (document.provider !== 'remote' || document.status === 'sealed') return document;
    const record = await findDocumentByGuid(db, document.guid);
    if (!record) return document;
    try {
      return await refreshDocument(signing, record);
    } catch (error) {
      if (error instanceof ESigningUnavailableError) return document;
      throw error;
    }
  }

  async function ownRequest(c: Context<AppEnv>): Promise<CandidateRecord> {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    return candidate;
  }

  routes.get('/providers/scrive/:guid/:type/', async (c) => {
    const candidate = await ownRequest(c);
    const type = c.req.param('type');
    if (!isSignedDocumentType(type)) throw notFound();
    // `?absent=null` (our SPA): no document to sign is an expected answer, 200 null, not a failed request.
    const noDocument = () => (c.req.query('absent') === 'null' ? c.json(null) : Promise.reject(notFound()));
    const stored = await findDocument(db, candidate.responseId, type);
    if (!stored || E_SIGNING_ENDED_STATUSES.includes(stored.status)) return noDocument();
    const document = await current(stored);
    if (E_SIGNING_ENDED_STATUSES.includes(document.status)) return noDocument();
    return c.json(linkOf(document));
  });

  routes.post('/providers/scrive/create/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    const input = parseOrThrow(createSignedDocumentSchema, await readJsonObject(c));
    // The request is named by its numeric id; another request's id is as unknown as a missing one.
    if (input.reference_request !== candidate.requestId) throw notFound();
    const at = now();
    const refusal = writeRefusal(candidate, at);
    if (refusal) throw detailError(409, refusal);

    const response = await loadReferenceResponse(db, candidate.requestId, at);
    if (!requiredSignedDocuments(response, serverToday(at)).includes(input.scrive_document_type)) {
      throw new ValidationError({ scrive_document_type: [DOCUMENT_NOT_NEEDED] });
    }
    try {
      const { document, created } = await ensureDocument(
        signing,
        candidate,
        input.scrive_document_type,
        input.language,
      );
      return c.json(linkOf(created ? document : await current(document)), created ? 201 : 200);
    } catch (error) {
      if (error instanceof ESigningUnavailableError) throw detailError(503, SIGNING_UNAVAILABLE);
      throw error;
    }
  });

  routes.post('/providers/e-signing/callback/:documentGuid', async (c) => {
    const guid = c.req.param('documentGuid');
    const record = isUuid(guid) ? await findDocumentByGuid(db, guid.toLowerCase()) : undefined;
    if (!record) throw notFound();
    try {
      await refreshDocument(signing, record);
    } catch (error) {
      // The service is asked to call again later, as webhook senders retry on a failure.
      if (error instanceof ESigningUnavailableError) throw detailError(503, SIGNING_UNAVAILABLE);
      throw error;
    }
    return c.body(null, 204);
  });

  return routes;
}
