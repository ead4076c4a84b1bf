/**
 * Reference lists (spec 000 §3, §7): GET /countries/ and GET /nationality/. They never change while the server
 * runs (seeded at start), so each process reads them once and browsers may keep them for an hour.
 */
import { Hono } from 'hono';
import type { Country, Nationality } from '../../domain/reference-response';
import type { AppDeps, AppEnv } from '../app-env';
import { candidateAuth } from '../auth/candidate-auth';
import { listCountries, listNationalities } from '../db/repositories/countries';

const LIST_CACHE_CONTROL = 'private, max-age=3600';

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed read is retried by the next request
      throw error;
    });
    return pending;
  };
}

export function countryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const countries = once<Country[]>(() => listCountries(deps.db));
  const nationalities = once<Nationality[]>(() => listNationalities(deps.db));
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
