/**
 * The organisation API (outside the specification; our own contract, docs/api.md): create a candidate's
 * request, withdraw it. Authenticated by `Authorization: Bearer {ORG_API_KEY}`.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { orgRequestSchemaFor } from '../../domain/org-request.schema';
import type { AppDeps, AppEnv } from '../app-env';
import { secretsEqual } from '../auth/tokens';
import { softDeleteRequest } from '../db/repositories/reference-requests';
import { DETAILS, detailError, parseOrThrow } from '../errors';
import { isUuid, readJsonObject } from '../http';
import { createRequest } from '../requests/create-request';

const INVALID_API_KEY = 'Invalid API key.';
const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

export function orgAuth(apiKey: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key) throw detailError(401, DETAILS.notAuthenticated, CHALLENGE);
    if (!secretsEqual(key, apiKey)) throw detailError(401, INVALID_API_KEY, CHALLENGE);
    await next();
  };
}

export function orgRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('/org/*', orgAuth(config.orgApiKey));
  const requestSchema = orgRequestSchemaFor({ allowHttpLinks: !config.production });

  routes.post('/org/requests', async (c) => {
    const input = parseOrThrow(requestSchema, await readJsonObject(c));
    const created = await createRequest(db, input, {
      publicUrl: config.publicUrl,
      allowSandboxStates: config.allowSandboxStates,
      now: now(),
    });
    return c.json(created, 201);
  });

  routes.delete('/org/requests/:guid', async (c) => {
    const guid = c.req.param('guid');
    if (!isUuid(guid) || !(await softDeleteRequest(db, guid.toLowerCase()))) throw detailError(404, DETAILS.notFound);
    return c.body(null, 204);
  });

  return routes;
}
