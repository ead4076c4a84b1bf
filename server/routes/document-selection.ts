/**
 * The identity document selection's call (spec 001 §7; docs/api.md "Identity document selection"):
 * POST /oneform/document-upload/select/ {reference_request, primary_documents, secondary_documents} saves the
 * candidate's 100-point selection as `selected_documents` and answers it. The path names no request, so the write
 * lock's early look (server/middleware/write-lock.ts) passes it by: the token is matched here, `reference_request`
 * must be the id of the token's own request (404 otherwise, as for another guid), and a finished, expired or
 * withdrawn request answers 409 before the body is read; the save then runs the one write path
 * (server/requests/response-write.ts).
 */
import { Hono } from 'hono';
import { documentTypesFor } from '../../domain/document-types';
import { documentSelectionSchema, savedSelection } from '../../domain/documents/selection';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate } from '../auth/candidate-auth';
import { updateResponse } from '../db/repositories/reference-requests';
import { detailError, parseOrThrow } from '../errors';
import { readJsonBody } from '../http';
import { responseWrites } from '../requests/response-write';
import { writeRefusal } from '../requests/write-lock';

export function documentSelectionRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const routes = new Hono<AppEnv>();
  const writes = responseWrites(deps);

  routes.post(
    '/oneform/document-upload/select/',
    writes.save({
      target: { section: 'documents_selection' },
      // Refused before the body is read, as the write lock's early look refuses the saves under /oneform/{guid}/.
      candidate: async (c) => {
        const candidate = await requireCandidate(db, c.req.header('authorization'));
        const refusal = writeRefusal(candidate, now());
        if (refusal) throw detailError(409, refusal);
        return candidate;
      },
      read: readJsonBody,
      write: async (tx, { candidate, at, before, input }) => {
        const values = parseOrThrow(documentSelectionSchema(documentTypesFor(before.reference_request)), input);
        if (values.reference_request !== candidate.requestId) throw notFound();
        const selection = savedSelection(values);
        await updateResponse(tx, candidate.responseId, { selectedDocuments: selection }, at);
        return selection;
      },
      answer: (selection) => selection,
    }),
  );

  return routes;
}
