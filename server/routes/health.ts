import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { errorFields } from '../logger';

/** Liveness and readiness in one: the process answers and the database does too. */
export function healthRoutes({ db, logger }: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch (error) {
      logger.error('health check failed', { request_id: c.get('requestId'), ...errorFields(error) });
      return c.json({ status: 'unavailable' }, 503);
    }
  });
  return routes;
}
