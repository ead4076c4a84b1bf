/**
 * The employers section's calls (spec 001 §7): employer lines (POST .../employers/employers/, DELETE
 * .../employers/employers/{id}/) and employment gaps (POST and PUT .../employers/employment-gap/, DELETE
 * .../employment-gap/{id}/). The write lock has already matched the token to both guids and refused a finished,
 * expired or withdrawn request; each write runs in one transaction that locks the response first (`lockedWrite`),
 * and the answer is the whole reference response, as after a details save (server/routes/details.ts).
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import { recordId } from '../details/record-deletion';
import { deleteEmployer, deleteGap, saveEmployer, saveGap } from '../employers/save-employer';
import { readJsonBody } from '../http';
import { referenceLists } from '../reference-lists';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';

const BASE = '/oneform/:guid/:responseGuid/employers';

export function employersRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  /** Runs `write` under the lock and answers the response as it then stands. */
  const answer = async (c: Context<AppEnv>, write: (tx: Database, at: Date) => Promise<unknown>) => {
    const candidate = c.get('writableResponse');
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      await write(tx, at);
      return loadReferenceResponse(tx, candidate.requestId, at);
    });
    return c.json(saved);
  };

  const removal = (remove: (tx: Database, responseId: number, id: number) => Promise<boolean>) => (c: Context<AppEnv>) => {
    const id = recordId(c.req.param('id') ?? '');
    if (id === null) throw notFound();
    return answer(c, async (tx) => {
      if (!(await remove(tx, c.get('writableResponse').responseId, id))) throw notFound();
    });
  };

  routes.post(`${BASE}/employers/`, async (c) => {
    const { requestId, responseId } = c.get('writableResponse');
    // The body and the list are read before the lock is taken: a slow client must not hold the candidate's row.
    const [countries, body] = await Promise.all([lists.countries(), readJsonBody(c)]);
    return answer(c, (tx, at) => saveEmployer(tx, { requestId, responseId, now: at, countries }, body));
  });
  routes.delete(`${BASE}/employers/:id/`, removal(deleteEmployer));

  for (const [method, mode] of [['post', 'create'], ['put', 'update']] as const) {
    routes[method](`${BASE}/employment-gap/`, async (c) => {
      const { responseId } = c.get('writableResponse');
      const body = await readJsonBody(c);
      return answer(c, (tx, at) => saveGap(tx, { responseId, now: at }, mode, body));
    });
  }
  routes.delete(`${BASE}/employment-gap/:id/`, removal(deleteGap));

  return routes;
}
