/**
 * The admin routes `npm run org` uses while a server holds the embedded database (docs/decisions/0018): managing
 * organisations and their keys. They answer only a call made on this machine (the socket's address is loopback
 * and no proxy forwarded it) that carries the admin token the server keeps in DATA_DIR/admin-token, readable by
 * its owner only. Anything else answers 404, as a path that does not exist.
 */
import type { HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { AppDeps, AppEnv } from '../app-env';
import { secretsEqual } from '../auth/tokens';
import { DETAILS, detailError, parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { organisationAdmin } from '../org/admin';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function isDirectLoopbackCall(c: Context): boolean {
  const bindings = c.env as Partial<HttpBindings> | undefined;
  if (!bindings?.incoming) return false;
  if (c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined) return false;
  return LOOPBACK.test(getConnInfo(c).remote.address ?? '');
}

function adminAuth(adminToken: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!adminToken || !token || !isDirectLoopbackCall(c) || !secretsEqual(token, adminToken)) {
      throw detailError(404, DETAILS.notFound);
    }
    await next();
  };
}

const organisationBody = v.object({ name: v.string() });
const keyBody = v.object({ label: v.optional(v.nullable(v.string())) });

export function adminRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const admin = organisationAdmin(db, now);
  routes.use('/admin/*', adminAuth(config.adminToken));

  routes.post('/admin/organisations', async (c) => {
    const { name } = parseOrThrow(organisationBody, await readJsonObject(c));
    return c.json(await admin.createOrganisation(name), 201);
  });

  routes.get('/admin/organisations', async (c) => c.json(await admin.listOrganisations()));

  routes.post('/admin/organisations/:organisation/keys', async (c) => {
    const { label } = parseOrThrow(keyBody, await readJsonObject(c));
    return c.json(await admin.createKey(c.req.param('organisation'), label ?? null), 201);
  });

  routes.get('/admin/organisations/:organisation/keys', async (c) => c.json(await admin.listKeys(c.req.param('organisation'))));

  routes.delete('/admin/organisations/:organisation/keys/:key', async (c) => {
    await admin.revokeKey(c.req.param('organisation'), c.req.param('key'));
    return c.body(null, 204);
  });

  return routes;
}
