/**
 * Reference lists (spec 000 §3, §7): GET /countries/ and GET /nationality/. Browsers may keep them for an hour:
 * they never change while the server runs (server/reference-lists.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { candidateAuth } from '../auth/candidate-auth';
import { referenceLists } from '../reference-lists';

const LIST_CACHE_CONTROL = 'private, max-age=3600';

export function countryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const { countries, nationalities } = referenceLists(deps.db);
  const auth = candidateAuth(deps);

  routes.get('/countries/', auth, async (c) => {
    c.header('Cache-Control', LIST_CACHE_CONTROL);
    return c.json(await countries());
  });

  routes.get('/nationality/', auth, async (c) => {
    c.header('Cache-Control', LIST_CACHE_CONTROL);
    return c.json(await nationalities());
  });

  return routes;
}
