/**
 * The employers section's calls (spec 001 §7): employer lines (POST .../employers/employers/, DELETE
 * .../employers/employers/{id}/) and employment gaps (POST and PUT .../employers/employment-gap/, DELETE
 * .../employment-gap/{id}/), through the one write path (server/requests/response-write.ts). The section's skip is
 * the PUT of server/routes/oneform.ts.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { deleteEmployer, deleteGap, saveEmployer, saveGap } from '../employers/save-employer';
import { readJsonBody } from '../http';
import { referenceLists } from '../reference-lists';
import { responseWrites } from '../requests/response-write';

const BASE = '/oneform/:guid/:responseGuid/employers';

export function employersRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(deps.db);
  const writes = responseWrites(deps);
  const target = { section: 'employers' } as const;

  routes.post(
    `${BASE}/employers/`,
    writes.save({
      target,
      read: async (c) => Promise.all([lists.countries(), readJsonBody(c)]),
      write: (tx, { candidate, at, before, input: [countries, body] }) =>
        saveEmployer(tx, { response: before, responseId: candidate.responseId, now: at, countries }, body),
    }),
  );
  routes.delete(`${BASE}/employers/:id/`, writes.remove({ target, remove: deleteEmployer }));

  for (const [method, mode] of [['post', 'create'], ['put', 'update']] as const) {
    routes[method](
      `${BASE}/employment-gap/`,
      writes.save({
        target,
        read: readJsonBody,
        write: (tx, { candidate, at, input }) => saveGap(tx, { responseId: candidate.responseId, now: at }, mode, input),
      }),
    );
  }
  routes.delete(`${BASE}/employment-gap/:id/`, writes.remove({ target, remove: deleteGap }));

  return routes;
}
