/**
 * The organisation API (outside the specification; our own contract, docs/organisation-api.md): create a
 * candidate's request, withdraw it. Every /api/org/* call is authenticated by `Authorization: Bearer {key}`, an
 * organisation's API key or ORG_API_KEY (the default organisation's), and sees only that organisation's requests.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { orgRequestPatchSchema } from '../../domain/email';
import { orgRequestSchemaFor } from '../../domain/org-request.schema';
import type { AppDeps, AppEnv } from '../app-env';
import { secretsEqual } from '../auth/tokens';
import {
  findDefaultOrganisation,
  findOrganisationByKeyHash,
  findOrganisationRequest,
  recordKeyUse,
  type OrganisationIdentity,
} from '../db/repositories/organisations';
import { DETAILS, detailError, parseOrThrow } from '../errors';
import { readJsonObject } from '../http';
import { hashApiKey } from '../org/api-keys';
import { extendExpiry, resendInvitation } from '../org/invitations';
import { withdrawRequest } from '../org/lifecycle';
import { requestDetail } from '../org/request-view';
import { organisationOpenApi } from '../org/openapi';
import { createRequest } from '../requests/create-request';

const INVALID_API_KEY = 'Invalid API key.';
const CHALLENGE = { 'WWW-Authenticate': 'Bearer' };

/**
 * Resolves the Bearer key to its organisation and sets `organisation` for the routes; 401 for a missing, unknown
 * or revoked key.
 */
export function orgAuth({ db, config, now }: Pick<AppDeps, 'db' | 'config' | 'now'>): MiddlewareHandler<AppEnv> {
  // The default organisation never changes once the migrations made it.
  let defaultOrganisation: OrganisationIdentity | undefined;
  return async (c, next) => {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!key) throw detailError(401, DETAILS.notAuthenticated, CHALLENGE);
    if (secretsEqual(key, config.orgApiKey)) {
      defaultOrganisation ??= await findDefaultOrganisation(db);
      c.set('organisation', defaultOrganisation);
    } else {
      const found = await findOrganisationByKeyHash(db, hashApiKey(key));
      if (!found) throw detailError(401, INVALID_API_KEY, CHALLENGE);
      await recordKeyUse(db, found.keyId, now());
      c.set('organisation', { id: found.id, guid: found.guid, name: found.name });
    }
    await next();
  };
}

/** GET /api/org/openapi.json, built once per app: the document of the organisation API. */
export function orgOpenApiRoutes({ config }: Pick<AppDeps, 'config'>) {
  const routes = new Hono<AppEnv>();
  const document = organisationOpenApi(config.publicUrl);
  routes.get('/org/openapi.json', (c) => c.json(document));
  return routes;
}

export function orgRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const requestSchema = orgRequestSchemaFor({ allowHttpLinks: !config.production });

  routes.post('/org/requests', async (c) => {
    const input = parseOrThrow(requestSchema, await readJsonObject(c));
    const created = await createRequest(db, input, {
      organisationId: c.get('organisation').id,
      publicUrl: config.publicUrl,
      allowSandboxStates: config.allowSandboxStates,
      now: now(),
    });
    return c.json(created, 201);
  });

  routes.delete('/org/requests/:guid', async (c) => {
    const request = await findOrganisationRequest(db, c.get('organisation').id, c.req.param('guid'));
    if (!request) throw detailError(404, DETAILS.notFound);
    await withdrawRequest(db, request.id, now());
    return c.body(null, 204);
  });

  routes.patch('/org/requests/:guid', async (c) => {
    const request = await findOrganisationRequest(db, c.get('organisation').id, c.req.param('guid'));
    if (!request) throw detailError(404, DETAILS.notFound);
    const input = parseOrThrow(orgRequestPatchSchema, await readJsonObject(c));
    await extendExpiry(db, request, new Date(input.expire_date), now());
    return c.json(await requestDetail(db, request.id, now()));
  });

  routes.post('/org/requests/:guid/resend', async (c) => {
    const request = await findOrganisationRequest(db, c.get('organisation').id, c.req.param('guid'));
    if (!request) throw detailError(404, DETAILS.notFound);
    return c.json(await resendInvitation(db, request, config.publicUrl, now()), 202);
  });

  return routes;
}
