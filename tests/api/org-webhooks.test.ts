/**
 * POST/GET/DELETE /api/org/webhooks, the delivery list and replay: what an organisation registers, what it is
 * refused (bad input, non-public targets outside development and tests, another organisation's endpoint), and what
 * its receiver gets for the lifecycle of a request.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DBS_CONSENTS } from '../../domain/consents/disclosure-consents';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { insertApiKey, insertOrganisation } from '../../server/db/repositories/organisations';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { generateApiKey } from '../../server/org/api-keys';
import { MAX_WEBHOOKS } from '../../server/routes/org-webhooks';
import type { DeliveryJson } from '../../server/webhooks/endpoints';
import { createWebhookWorker } from '../../server/webhooks/worker';
import { getResponse, postComplete } from './support/candidate';
import { expectAnswer } from './support/expect-answer';
import { expectFieldErrors } from './support/field-errors';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
});

interface CreatedEndpoint {
  id: string;
  url: string;
  description: string | null;
  event_types: string[];
  created_at: string;
  secret: string;
}

function call(method: string, path: string, body?: unknown, key?: string) {
  return ctx.app.request(`/api/org/webhooks${path}`, {
    method,
    headers: orgHeaders(key),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function register(body: Record<string, unknown> = { url: receiver.url }): Promise<CreatedEndpoint> {
  const answer = await call('POST', '', body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as CreatedEndpoint;
}

const worker = () =>
  createWebhookWorker({ db: ctx.db, logger: createLogger({ level: 'error', write: () => {} }), now: ctx.now, allowPrivateTargets: true });

describe('POST /api/org/webhooks', () => {
  it('registers an endpoint and answers its signing secret once', async () => {
    ctx.setNow(new Date('2031-03-01T09:00:00.000Z'));
    const created = await register({ url: receiver.url, description: ' HR system ', event_types: ['response.submitted', 'response.submitted'] });
    expect(created).toStrictEqual({
      id: expect.stringMatching(UUID),
      url: receiver.url,
      description: 'HR system',
      event_types: ['response.submitted'],
      created_at: '2031-03-01T09:00:00.000Z',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const { secret: _secret, ...shown } = created;
    await expectAnswer(await call('GET', ''), 200, { data: [shown] });
    await expectAnswer(await call('GET', `/${created.id}`), 200, shown);
  });

  it('gives every endpoint its own secret', async () => {
    const first = await register();
    const second = await register();
    expect(first.secret).not.toBe(second.secret);
  });

  it.each([
    [{}, { url: ['This field is required.'] }],
    [{ url: 'ftp://hooks.example.com/' }, { url: ['Enter a URL starting with https:// or http://.'] }],
    [{ url: 'javascript:alert(1)//' }, { url: ['Enter a URL starting with https:// or http://.'] }],
    [{ url: 'https://' }, { url: ['Enter a URL starting with https:// or http://.'] }],
    [{ url: `https://hooks.example.com/${'a'.repeat(2000)}` }, { url: ['Invalid length: Expected <=2000 but received 2026'] }],
    [{ url: 'https://hooks.example.com/', event_types: ['request.created'] }, { 'event_types.0': ['Unknown event type.'] }],
    [{ url: 'https://hooks.example.com/', event_types: 'response.submitted' }, { event_types: ['Invalid type: Expected Array but received "response.submitted"'] }],
  ])('refuses %j with a 400 naming the field', async (body, errors) => {
    await expectFieldErrors(await call('POST', '', body), errors);
    expect(await ctx.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('takes https: endpoints only in production', async () => {
    ctx.makeApp({ config: { production: true, webhookPrivateTargets: true } });
    await expectFieldErrors(await call('POST', '', { url: receiver.url }), { url: ['Enter a URL starting with https://.'] });
  });

  it.each([
    ['a loopback address', 'https://127.0.0.1/hooks', '127.0.0.1'],
    ['an IPv6 loopback address', 'https://[::1]/hooks', '::1'],
    ['a private address', 'https://10.20.30.40/hooks', '10.20.30.40'],
    ['the cloud metadata address', 'https://169.254.169.254/latest', '169.254.169.254'],
    ['a name that resolves to loopback', 'https://localhost/hooks', '127.0.0.1'],
  ])('refuses %s outside development and tests', async (_kind, url, address) => {
    ctx.makeApp({ config: { webhookPrivateTargets: false } });
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    const answer = await call('POST', '', { url });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { url: string[] };
    expect(body.url[0]).toMatch(new RegExp(`^The host ${host.replace(/\./g, '\\.')} resolves to ${address === '127.0.0.1' ? '(127\\.0\\.0\\.1|::1)' : address.replace(/\./g, '\\.')}, which is not a public address\\.$`));
    expect(await ctx.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it(`keeps an organisation to ${MAX_WEBHOOKS} endpoints`, async () => {
    for (let n = 0; n < MAX_WEBHOOKS; n += 1) await register();
    await expectFieldErrors(await call('POST', '', { url: receiver.url }), {
      non_field_errors: [`An organisation can have at most ${MAX_WEBHOOKS} webhooks.`],
    });
  });

  it('answers 401 without the key or with a wrong one, and registers nothing', async () => {
    expect((await ctx.app.request('/api/org/webhooks', { method: 'POST', body: JSON.stringify({ url: receiver.url }) })).status).toBe(401);
    expect((await call('POST', '', { url: receiver.url }, 'not-the-key')).status).toBe(401);
    expect((await call('GET', '', undefined, 'not-the-key')).status).toBe(401);
    expect(await ctx.db.select().from(webhookEndpoints)).toHaveLength(0);
  });
});

describe('DELETE /api/org/webhooks/{id}', () => {
  it('removes the endpoint from the list; it answers 404 from then on', async () => {
    const created = await register();
    const answer = await call('DELETE', `/${created.id}`);
    expect(answer.status).toBe(204);
    await expectAnswer(await call('GET', ''), 200, { data: [] });
    for (const [method, path] of [
      ['GET', `/${created.id}`],
      ['DELETE', `/${created.id}`],
      ['GET', `/${created.id}/deliveries`],
    ] as const) {
      await expectAnswer(await call(method, path), 404, { detail: 'Not found.' });
    }
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-guid'])('answers 404 for an unknown id (%s)', async (id) => {
    await expectAnswer(await call('DELETE', `/${id}`), 404, { detail: 'Not found.' });
    await expectAnswer(await call('GET', `/${id}`), 404, { detail: 'Not found.' });
  });
});

/** Another organisation with a key of its own, as `npm run org -- create` and `key create` make them. */
async function otherOrganisationKey(): Promise<string> {
  const organisation = await insertOrganisation(ctx.db, 'Other Org Ltd', ctx.now());
  const { key, prefix, keyHash } = generateApiKey();
  await insertApiKey(ctx.db, { organisationId: organisation!.id, prefix, keyHash, label: null }, ctx.now());
  return key;
}

const openLink = (created: CreatedRequest) =>
  ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) });

async function delivered(): Promise<{ type: string; data: Record<string, string> }[]> {
  await worker().runOnce();
  return receiver.received.map((message) => message.json).map(({ type, data }) => ({ type, data }));
}

async function deliveriesPage(id: string, query = ''): Promise<{ data: DeliveryJson[]; next_cursor: string | null }> {
  const answer = await call('GET', `/${id}/deliveries${query}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { data: DeliveryJson[]; next_cursor: string | null };
}

describe('the events of a request', () => {
  it('tells of the first opening once, and of a section completed by a save, signed', async () => {
    const { secret } = await register();
    const created = await ctx.createRequest();
    expect((await openLink(created)).status).toBe(200);
    expect((await openLink(created)).status).toBe(200);
    expect(await delivered()).toStrictEqual([{ type: 'request.opened', data: { request_guid: created.guid } }]);

    const { guid: responseGuid } = await getResponse(ctx.app, created);
    const consent = await ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/dbs_declaration_consent/dbs_consent/`, {
      method: 'POST',
      headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
      body: JSON.stringify({ declaration: true, consents: Object.fromEntries(DBS_CONSENTS.enhanced.map((id) => [id, true])) }),
    });
    expect(consent.status, await consent.clone().text()).toBe(200);
    expect((await delivered()).slice(1)).toStrictEqual([
      { type: 'section.completed', data: { request_guid: created.guid, section: 'dbs_declaration_consent' } },
    ]);
    for (const message of receiver.received) expect(receiver.verify(message, secret)).toBeTruthy();
  });

  it('tells of the submission last', async () => {
    await register();
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    const { guid: responseGuid } = await getResponse(ctx.app, created);
    expect((await postComplete(ctx.app, created.guid, responseGuid, created.user_token)).status).toBe(200);
    const events = await delivered();
    expect(events.filter((event) => event.type === 'response.submitted')).toHaveLength(1);
    expect(events.at(-1)).toStrictEqual({ type: 'response.submitted', data: { request_guid: created.guid } });
  });

  it('records nothing when the change is refused, and tells of a withdrawal once', async () => {
    await register();
    const created = await ctx.createRequest();
    expect((await postComplete(ctx.app, created.guid, (await getResponse(ctx.app, created)).guid, created.user_token)).status).toBe(409);
    expect((await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() })).status).toBe(204);
    await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() });
    expect((await delivered()).filter((event) => event.type !== 'request.opened')).toStrictEqual([
      { type: 'request.withdrawn', data: { request_guid: created.guid } },
    ]);
  });

  it('tells of an expiry once, at the expiry date, and not for a request submitted or withdrawn before it', async () => {
    ctx.setNow(new Date('2031-03-01T09:00:00.000Z'));
    await register({ url: receiver.url, event_types: ['request.expired'] });
    const waiting = await ctx.createRequest();
    const submitted = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    expect((await postComplete(ctx.app, submitted.guid, (await getResponse(ctx.app, submitted)).guid, submitted.user_token)).status).toBe(200);
    const withdrawn = await ctx.createRequest();
    await ctx.app.request(`/api/org/requests/${withdrawn.guid}`, { method: 'DELETE', headers: orgHeaders() });

    expect(await delivered()).toStrictEqual([]);
    ctx.setNow(new Date('2031-04-15T09:00:00.000Z'));
    expect(await delivered()).toStrictEqual([{ type: 'request.expired', data: { request_guid: waiting.guid } }]);
    expect(receiver.received[0]!.json.timestamp).toBe('2031-03-31T09:00:00.000Z');
    expect(await delivered()).toHaveLength(1);
  });

  it('tells an organisation of its own requests only, and only the event types it asked for', async () => {
    await register({ url: receiver.url, event_types: ['request.withdrawn'] });
    const otherKey = await otherOrganisationKey();
    const theirs = await ctx.app.request('/api/org/requests', { method: 'POST', headers: orgHeaders(otherKey), body: JSON.stringify(validRequestBody()) });
    const { guid: theirGuid } = (await theirs.json()) as CreatedRequest;
    await ctx.app.request(`/api/org/requests/${theirGuid}`, { method: 'DELETE', headers: orgHeaders(otherKey) });
    const ours = await ctx.createRequest();
    expect((await openLink(ours)).status).toBe(200);
    await ctx.app.request(`/api/org/requests/${ours.guid}`, { method: 'DELETE', headers: orgHeaders() });
    expect(await delivered()).toStrictEqual([{ type: 'request.withdrawn', data: { request_guid: ours.guid } }]);
  });
});

describe("another organisation's endpoint", () => {
  it('answers 404 to every call, exactly as an unknown one, and changes nothing', async () => {
    const created = await register();
    await ctx.createRequest().then((request) => ctx.app.request(`/api/org/requests/${request.guid}`, { method: 'DELETE', headers: orgHeaders() }));
    await worker().runOnce();
    const [delivery] = (await deliveriesPage(created.id)).data;
    const otherKey = await otherOrganisationKey();
    const before = {
      endpoints: await ctx.db.select().from(webhookEndpoints),
      deliveries: await ctx.db.select().from(webhookDeliveries),
    };
    for (const [method, path] of [
      ['GET', `/${created.id}`],
      ['DELETE', `/${created.id}`],
      ['GET', `/${created.id}/deliveries`],
      ['POST', `/${created.id}/deliveries/${delivery!.id}/replay`],
    ] as const) {
      await expectAnswer(await call(method, path, undefined, otherKey), 404, { detail: 'Not found.' });
    }
    await expectAnswer(await call('GET', '', undefined, otherKey), 200, { data: [] });
    expect(await ctx.db.select().from(webhookEndpoints)).toStrictEqual(before.endpoints);
    expect(await ctx.db.select().from(webhookDeliveries)).toStrictEqual(before.deliveries);
  });
});

describe('GET /api/org/webhooks/{id}/deliveries and replay', () => {
  it('lists deliveries newest first with every attempt, a page at a time', async () => {
    ctx.setNow(new Date('2031-03-01T09:00:00.000Z'));
    const created = await register({ url: receiver.url, event_types: ['request.withdrawn'] });
    const guids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const request = await ctx.createRequest();
      await ctx.app.request(`/api/org/requests/${request.guid}`, { method: 'DELETE', headers: orgHeaders() });
      guids.push(request.guid);
    }
    receiver.answerWith(500);
    await worker().runOnce();

    const first = await deliveriesPage(created.id, '?limit=2');
    expect(first.data.map((delivery) => delivery.payload.data)).toStrictEqual([{ request_guid: guids[2] }, { request_guid: guids[1] }]);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await deliveriesPage(created.id, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    const [failedOnce] = second.data;
    const [event] = await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.guid, failedOnce!.event_id));
    expect(failedOnce).toStrictEqual({
      id: expect.stringMatching(UUID),
      event_id: event!.guid,
      event_type: 'request.withdrawn',
      payload: { type: 'request.withdrawn', timestamp: '2031-03-01T09:00:00.000Z', data: { request_guid: guids[0] } },
      status: 'pending',
      attempt_count: 1,
      next_attempt_at: expect.stringMatching(/^2031-03-01T09:00:30\./),
      last_attempt_at: '2031-03-01T09:00:00.000Z',
      delivered_at: null,
      created_at: '2031-03-01T09:00:00.000Z',
      attempts: [{ attempted_at: '2031-03-01T09:00:00.000Z', status_code: 500, error: null, duration_ms: expect.any(Number) }],
    });
    expect(first.data.every((delivery) => delivery.status === 'delivered' && delivery.attempts[0]!.status_code === 204)).toBe(true);
  });

  it('sends a delivery again on replay, under the same webhook-id', async () => {
    const created = await register();
    const request = await ctx.createRequest();
    await ctx.app.request(`/api/org/requests/${request.guid}`, { method: 'DELETE', headers: orgHeaders() });
    await worker().runOnce();
    const [original] = (await deliveriesPage(created.id)).data;

    const answer = await call('POST', `/${created.id}/deliveries/${original!.id}/replay`);
    expect(answer.status).toBe(202);
    const replay = (await answer.json()) as DeliveryJson;
    expect(replay).toMatchObject({ event_id: original!.event_id, status: 'pending', attempt_count: 0, attempts: [] });
    expect(replay.id).not.toBe(original!.id);
    await worker().runOnce();
    expect(receiver.received.map((message) => message.headers['webhook-id'])).toStrictEqual([original!.event_id, original!.event_id]);
    expect((await deliveriesPage(created.id)).data.map((delivery) => delivery.status)).toStrictEqual(['delivered', 'delivered']);
  });

  it.each(['?limit=0', '?limit=101', '?limit=ten', '?cursor=abc'])('refuses the query %s with a 400', async (query) => {
    const created = await register();
    expect((await call('GET', `/${created.id}/deliveries${query}`)).status).toBe(400);
  });

  it('answers 404 to a replay of an unknown delivery', async () => {
    const created = await register();
    await expectAnswer(await call('POST', `/${created.id}/deliveries/00000000-0000-4000-8000-000000000000/replay`), 404, { detail: 'Not found.' });
  });
});
