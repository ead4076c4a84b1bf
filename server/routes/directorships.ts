/**
 * The directorships section's call (spec 001 §7): POST /oneform/{guid}/{responseGuid}/directors/directors/ saves one
 * directorship line (with its `id`, that line). The write lock has already matched the token to both guids and
 * refused a finished, expired or withdrawn request; the write runs in one transaction that locks the response first
 * (`lockedWrite`), and the answer is the whole reference response, as after an employer save (routes/employers.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { saveDirectorship } from '../directorships/save-directorship';
import { readJsonBody } from '../http';
import { referenceLists } from '../reference-lists';
import { loadReferenceResponse } from '../requests/load-response';
import { lockedWrite } from '../requests/write-lock';

export function directorshipsRoutes({ db, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(db);

  routes.post('/oneform/:guid/:responseGuid/directors/directors/', async (c) => {
    const candidate = c.get('writableResponse');
    const { requestId, responseId } = candidate;
    // The body and the list are read before the lock is taken: a slow client must not hold the candidate's row.
    const [countries, body] = await Promise.all([lists.countries(), readJsonBody(c)]);
    const at = now();
    const saved = await lockedWrite(db, candidate, at, async (tx) => {
      await saveDirectorship(tx, { requestId, responseId, now: at, countries }, body);
      return loadReferenceResponse(tx, requestId, at);
    });
    return c.json(saved);
  });

  return routes;
}
