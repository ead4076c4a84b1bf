/**
 * The details saves (spec 000 §7): POST /oneform/{guid}/{responseGuid}/details/{step}/. The write lock has already
 * matched the token to both guids and refused a finished, expired or withdrawn request. Each step's handler brings
 * its schema and its writes; this route runs them the same way:
 *
 * 1. the body is judged by the step's shared schema (domain/details/*.schema.ts) over the stored response, on the
 *    server's date (domain/today.ts), so the API refuses exactly what the form refuses, with the same message ids on
 *    the same fields (400, DRF-style); `saveDetailsStep` (server/details/save-step.ts) judges and writes, for this
 *    route and the sandbox prefill alike;
 * 2. the writes run in one transaction that first locks the response and re-checks the write lock
 *    (`lockedWrite`), so a refused or failed save leaves every record as it was, and saves, deletes and the
 *    completion of one response run one after another;
 * 3. the answer is the whole reference response as GET /oneform/{guid}/ would now give it, so the SPA updates its
 *    copy without asking again.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { RECORD_DELETIONS, recordId } from '../details/record-deletion';
import { isSavePath, saveDetailsStep } from '../details/save-step';
import { readJsonBody } from '../http';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';
import { referenceLists } from '../reference-lists';
import { notFound } from '../auth/candidate-auth';

export function detailsRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  routes.post('/oneform/:guid/:responseGuid/details/:step/', async (c) => {
    const step = c.req.param('step');
    if (!isSavePath(step)) throw notFound();
    const candidate = c.get('writableResponse');
    // The body and the lists are read before the lock is taken: a slow client must not hold the candidate's row.
    const [countries, nationalities, body] = await Promise.all([lists.countries(), lists.nationalities(), readJsonBody(c)]);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      // Under the lock, the schema sees what a save just before this one stored.
      const { requestId, responseId } = candidate;
      await saveDetailsStep(tx, step, { requestId, responseId, now: at, countries, nationalities }, body);
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  });

  // One record of a repeatable list; the answer is the whole response, as after a save.
  for (const [step, deleteRecord] of Object.entries(RECORD_DELETIONS)) {
    routes.delete(`/oneform/:guid/:responseGuid/details/${step}/:id/`, async (c) => {
      const candidate = c.get('writableResponse');
      const id = recordId(c.req.param('id'));
      if (id === null) throw notFound();
      const at = now();
      const remaining = await lockedWrite(db, candidate, at, async (tx) => {
        if (!(await deleteRecord(tx, candidate.responseId, id))) throw notFound();
        return loadReferenceResponse(tx, candidate.requestId, at);
      });
      return c.json(remaining);
    });
  }

  return routes;
}
