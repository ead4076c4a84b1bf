/**
 * PUT /oneform/{guid}/{responseGuid}/acic-documents/name-change/ (spec 001 §7 "Name-change save"), body
 * {"has_different_name_in_acic_documents": true|false}: the community confirmation's answer, saved as it is chosen.
 * The write lock (server/middleware/write-lock.ts) has already matched the token to both guids and refused a
 * finished request; the write runs in `lockedWrite` and answers the whole reference response, as the other saves do.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { saveNameChange } from '../documents/name-change';
import { readJsonBody } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';

export function acicDocumentsRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.put('/oneform/:guid/:responseGuid/acic-documents/name-change/', async (c) => {
    const candidate = c.get('writableResponse');
    const body = await readJsonBody(c);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      await saveNameChange(tx, candidate.responseId, at, body);
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  });

  return routes;
}
