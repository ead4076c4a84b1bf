/**
 * PUT /oneform/{guid}/{responseGuid}/acic-documents/name-change/ (spec 001 §7 "Name-change save"), body
 * {"has_different_name_in_acic_documents": true|false}: the community confirmation's answer, saved as it is chosen,
 * through the one write path (server/requests/response-write.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { saveNameChange } from '../documents/name-change';
import { readJsonBody } from '../http';
import { responseWrites } from '../requests/response-write';

export function acicDocumentsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const writes = responseWrites(deps);

  routes.put(
    '/oneform/:guid/:responseGuid/acic-documents/name-change/',
    writes.save({
      target: { section: 'acic_documents' },
      read: readJsonBody,
      write: (tx, { candidate, at, input }) => saveNameChange(tx, candidate.responseId, at, input),
    }),
  );

  return routes;
}
