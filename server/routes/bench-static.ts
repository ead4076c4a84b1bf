/**
 * GET /api/bench/static/: a fixed JSON body of about 2 KB that touches no database, served only when
 * BENCH_STATIC_ROUTE is on (never in production, server/config.ts). `npm run bench` measures the API's routes
 * beside it in the same process and the same run, so its figures read as ratios to what this machine and Hono
 * manage with no work at all (docs/performance.md).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';

const ITEMS = 20;

/** Twenty invented rows, about 2 KB of JSON once serialised; built once, serialised on every call like an answer. */
export const BENCH_STATIC_BODY = {
  items: Array.from({ length: ITEMS }, (_, index) => ({
    id: index + 1,
    name: `Static benchmark row ${String(index + 1).padStart(2, '0')}`,
    description: 'A fixed row of the benchmark yardstick.',
  })),
};

export function benchStaticRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/bench/static/', (c) => c.json(BENCH_STATIC_BODY));
  return routes;
}
