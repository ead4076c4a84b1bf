/**
 * The organisation's webhooks (docs/organisation-api.md "Webhooks"): register, list, read and delete endpoints, list
 * an endpoint's deliveries and replay one. Behind the organisation auth of routes/org.ts, and scoped by the
 * organisation it resolved: another organisation's endpoint answers 404 as an unknown one does.
 */
import { Hono, type Context } from 'hono';
import { orgWebhookSchemaFor } from '../../domain/org-webhook.schema';
import type { AppDeps, AppEnv } from '../app-env';
import { allowsPrivateWebhookTargets } from '../config';
import { DETAILS, ValidationError, detailError, parseOrThrow } from '../errors';
import { isUuid, readJsonObject } from '../http';
import { deliveryListQuerySchema, encodeDeliveryCursor } from '../webhooks/delivery-list-query';
import {
  createEndpoint,
  deleteEndpoint,
  endpointJson,
  findEndpoint,
  listDeliveries,
  listEndpoints,
  replayDelivery,
  type WebhookEndpoint,
} from '../webhooks/endpoints';
import { RefusedTargetError, connectHost, publicAddressesOf } from '../webhooks/target-address';

/** Enough for every system an organisation runs, few enough that one event never fans out without end. */
export const MAX_WEBHOOKS = 20;

export function webhookRoutes({ db, config, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const allowPrivateTargets = allowsPrivateWebhookTargets(config);
  const schema = orgWebhookSchemaFor({ allowHttp: !config.production });

  async function ownEndpoint(c: Context<AppEnv>): Promise<WebhookEndpoint> {
    const guid = c.req.param('id') ?? '';
    const endpoint = isUuid(guid) ? await findEndpoint(db, c.get('organisation').id, guid.toLowerCase()) : null;
    if (!endpoint) throw detailError(404, DETAILS.notFound);
    return endpoint;
  }

  routes.post('/org/webhooks', async (c) => {
    const input = parseOrThrow(schema, await readJsonObject(c));
    if (!allowPrivateTargets) {
      try {
        await publicAddressesOf(connectHost(new URL(input.url)));
      } catch (error) {
        if (error instanceof RefusedTargetError) throw new ValidationError({ url: [error.message] });
        throw error;
      }
    }
    const organisationId = c.get('organisation').id;
    if ((await listEndpoints(db, organisationId)).length >= MAX_WEBHOOKS) {
      throw new ValidationError({ non_field_errors: [`An organisation can have at most ${MAX_WEBHOOKS} webhooks.`] });
    }
    const endpoint = await createEndpoint(db, organisationId, input, now());
    return c.json({ ...endpointJson(endpoint), secret: endpoint.secret }, 201);
  });

  routes.get('/org/webhooks', async (c) => {
    const endpoints = await listEndpoints(db, c.get('organisation').id);
    return c.json({ data: endpoints.map(endpointJson) });
  });

  routes.get('/org/webhooks/:id', async (c) => c.json(endpointJson(await ownEndpoint(c))));

  routes.delete('/org/webhooks/:id', async (c) => {
    const endpoint = await ownEndpoint(c);
    await deleteEndpoint(db, endpoint.organisationId, endpoint.guid, now());
    return c.body(null, 204);
  });

  routes.get('/org/webhooks/:id/deliveries', async (c) => {
    const endpoint = await ownEndpoint(c);
    const query = parseOrThrow(deliveryListQuerySchema, { limit: c.req.query('limit'), cursor: c.req.query('cursor') });
    const page = await listDeliveries(db, endpoint.id, { limit: query.limit, before: query.cursor ?? null });
    return c.json({ data: page.deliveries, next_cursor: page.lastId === null ? null : encodeDeliveryCursor(page.lastId) });
  });

  routes.post('/org/webhooks/:id/deliveries/:deliveryId/replay', async (c) => {
    const endpoint = await ownEndpoint(c);
    const deliveryGuid = c.req.param('deliveryId');
    const replay = isUuid(deliveryGuid) ? await replayDelivery(db, endpoint.id, deliveryGuid.toLowerCase(), now()) : null;
    if (!replay) throw detailError(404, DETAILS.notFound);
    return c.json(replay, 202);
  });

  return routes;
}
