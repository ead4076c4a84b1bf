/**
 * The directorships section's call (spec 001 §7): POST /oneform/{guid}/{responseGuid}/directors/directors/ saves one
 * directorship line (with its `id`, that line), through the one write path (server/requests/response-write.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { saveDirectorship } from '../directorships/save-directorship';
import { readJsonBody } from '../http';
import { referenceLists } from '../reference-lists';
import { responseWrites } from '../requests/response-write';

export function directorshipsRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const lists = referenceLists(deps.db);
  const writes = responseWrites(deps);

  routes.post(
    '/oneform/:guid/:responseGuid/directors/directors/',
    writes.save({
      target: { section: 'directorships' },
      read: async (c) => Promise.all([lists.countries(), readJsonBody(c)]),
      write: (tx, { candidate, at, before, input: [countries, body] }) =>
        saveDirectorship(tx, { response: before, responseId: candidate.responseId, now: at, countries }, body),
    }),
  );

  return routes;
}
