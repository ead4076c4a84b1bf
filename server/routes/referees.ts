/**
 * The referees section's calls (spec 001 §7): POST .../reference/reference/ saves one referee (with its `id`, that
 * referee), DELETE .../reference/reference/{id}/ removes one, through the one write path
 * (server/requests/response-write.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { readJsonBody } from '../http';
import { deleteReferee, saveReferee } from '../referees/save-referee';
import { referenceLists } from '../reference-lists';
import { responseWrites } from '../requests/response-write';

const BASE = '/oneform/:guid/:responseGuid/reference/reference';

export function refereesRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(deps.db);
  const writes = responseWrites(deps);
  const target = { section: 'reference' } as const;

  routes.post(
    `${BASE}/`,
    writes.save({
      target,
      read: async (c) => Promise.all([lists.countries(), readJsonBody(c)]),
      write: (tx, { candidate, at, before, input: [countries, body] }) =>
        saveReferee(tx, { response: before, responseId: candidate.responseId, now: at, countries }, body),
    }),
  );
  routes.delete(`${BASE}/:id/`, writes.remove({ target, remove: deleteReferee }));

  return routes;
}
