/**
 * The referees section's calls (spec 001 §7): POST .../reference/reference/ saves one referee (with its `id`, that
 * referee), DELETE .../reference/reference/{id}/ removes one. The write lock has already matched the token to both
 * guids and refused a finished, expired or withdrawn request; each write runs in one transaction that locks the
 * response first (`lockedWrite`), and the answer is the whole reference response, as the employers' calls answer.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import { recordId } from '../details/record-deletion';
import { readJsonBody } from '../http';
import { deleteReferee, saveReferee } from '../referees/save-referee';
import { referenceLists } from '../reference-lists';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';

const BASE = '/oneform/:guid/:responseGuid/reference/reference';

export function refereesRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  routes.post(`${BASE}/`, async (c) => {
    const candidate = c.get('writableResponse');
    const { requestId, responseId } = candidate;
    // The body and the list are read before the lock is taken: a slow client must not hold the candidate's row.
    const [countries, body] = await Promise.all([lists.countries(), readJsonBody(c)]);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      await saveReferee(tx, { requestId, responseId, now: at, countries }, body);
      return loadReferenceResponse(tx, requestId, at);
    });
    return c.json(saved);
  });

  routes.delete(`${BASE}/:id/`, async (c) => {
    const candidate = c.get('writableResponse');
    const id = recordId(c.req.param('id'));
    if (id === null) throw notFound();
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      if (!(await deleteReferee(tx, candidate.responseId, id))) throw notFound();
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  });

  return routes;
}
