/**
 * The identity document selection's call (spec 001 §7; docs/api.md "Identity document selection"):
 * POST /oneform/document-upload/select/ {reference_request, primary_documents, secondary_documents} saves the
 * candidate's 100-point selection as `selected_documents` and answers it. The path names no request, so the write
 * lock's early look (server/middleware/write-lock.ts) passes it by: the token is matched here, `reference_request`
 * must be the id of the token's own request (404 otherwise, as for another guid), and a finished, expired or
 * withdrawn request answers 409 before the body is read and again under the row lock.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { documentTypesFor } from '../../domain/document-types';
import { documentSelectionSchema, savedSelection } from '../../domain/documents/selection';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate } from '../auth/candidate-auth';
import { referenceResponses } from '../db/schema';
import { detailError, parseOrThrow } from '../errors';
import { readJsonBody } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite, writeRefusal } from '../requests/write-lock';

export function documentSelectionRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/oneform/document-upload/select/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    const refusal = writeRefusal(candidate, now());
    if (refusal) throw detailError(409, refusal);
    // The body and the catalogue are read before the lock is taken: a slow client must not hold the candidate's row.
    const body = await readJsonBody(c);
    const at = now();
    const { reference_request: request } = await loadReferenceResponse(db, candidate.requestId, at);
    const values = parseOrThrow(documentSelectionSchema(documentTypesFor(request)), body);
    if (values.reference_request !== candidate.requestId) throw notFound();

    const selection = savedSelection(values);
    await lockedWrite(db, candidate, at, (tx) =>
      tx
        .update(referenceResponses)
        .set({ selectedDocuments: selection, updatedAt: at })
        .where(eq(referenceResponses.id, candidate.responseId)),
    );
    return c.json(selection);
  });

  return routes;
}
