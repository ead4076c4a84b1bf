/**
 * Instant employment verification through the sandbox (server/routes/employment-verification.ts,
 * docs/providers/employment-verification.md): creating the order, the sandbox's tax-account page and its
 * endings, declining with the shared schema's rules, and what the hub and the completion check make of it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { MESSAGES } from '../../domain/messages';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { referenceRequests, referenceResponses } from '../../server/db/schema';
import { getResponse, hubProgress, statusOf } from './support/candidate';
import { expectMalformedMultipartRefused } from './support/malformed-multipart';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const STEP = '/candidate-feedback/instant_employment_verification/instant_employment_verification';

interface Created extends CreatedRequest {
  requestId: number;
}

const employmentRequest = async (email = 'ada@example.com'): Promise<Created> => {
  const created = await ctx.createRequest(
    validRequestBody({
      candidate: { first_name: 'Ada', last_name: 'Lovelace', email },
      checks: [{ type: 'instant_employment' }],
    }),
  );
  const response = await getResponse(ctx.app, created);
  return { ...created, requestId: response.reference_request.id };
};

const ordersPath = (created: Created) => `/api/providers/mistho/orders?reference_request=${created.requestId}`;

async function call(method: string, path: string, token: string, body?: unknown) {
  const answer = await ctx.app.request(path, {
    method,
    headers: { ...tokenHeaders(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** The step's order, created through the API. */
async function createOrder(created: Created, query = '') {
  const answer = await call('POST', `${ordersPath(created)}${query}`, created.user_token);
  expect(answer.status).toBe(200);
  return answer.body as { id: string; status: string; app_url: string };
}

const decline = (created: Created, id: string, body: unknown, token = created.user_token) =>
  call('PATCH', `/api/providers/mistho/orders/${id}`, token, body);

/** The sandbox page's path and query, from the order's app_url. */
function pageOf(order: { app_url: string }) {
  const url = new URL(order.app_url);
  expect(url.origin).toBe(PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

const act = (page: string, action: string) =>
  ctx.app.request(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });

async function employmentSection(created: Created) {
  return statusOf(await hubProgress(ctx, created), 'instant_employment_verification');
}

describe('the order', () => {
  it('is created by the step once, on the sandbox page, and only read by GET', async () => {
    const created = await employmentRequest();
    expect(await call('GET', ordersPath(created), created.user_token)).toStrictEqual({ status: 200, body: { results: [] } });

    const order = await createOrder(created, '&lang=fr');
    expect(order.status).toBe('IN_PROGRESS');
    const page = new URL(order.app_url);
    expect(page.pathname).toBe(`/sandbox/employment-verification/${order.id}`);
    expect(page.searchParams.get('lang')).toBe('fr');
    expect(page.searchParams.get('return')).toBe(`${STEP}?guid=${created.guid}`);

    expect(await createOrder(created)).toStrictEqual(order);
    expect(await call('GET', ordersPath(created), created.user_token)).toStrictEqual({ status: 200, body: { results: [order] } });
    expect(await employmentSection(created)).toBe('todo');
  });

  it('is refused for a request without instant employment verification, and for another request', async () => {
    const other = await ctx.createRequest(validRequestBody({ checks: [{ type: 'right_to_work' }] }));
    const otherId = (await getResponse(ctx.app, other)).reference_request.id;
    expect(await call('POST', `/api/providers/mistho/orders?reference_request=${otherId}`, other.user_token)).toStrictEqual({
      status: 404,
      body: { detail: NOT_ASKED_DETAIL },
    });
    const mine = await employmentRequest('grace@example.com');
    expect((await call('POST', ordersPath(mine), other.user_token)).status).toBe(404);
    expect((await call('GET', ordersPath(mine), other.user_token)).status).toBe(404);
    expect((await call('POST', '/api/providers/mistho/orders', mine.user_token)).status).toBe(400);
    expect((await ctx.app.request(ordersPath(mine), { method: 'POST' })).status).toBe(401);
  });
});

describe('the sandbox tax-account page', () => {
  /** A new order whose candidate connected on the service's page, then chose `action` there. */
  async function connectThenAct(action: string) {
    const created = await employmentRequest();
    const order = await createOrder(created);
    const page = pageOf(order);
    await act(page, 'connect');
    return { created, order, page, answer: await act(page, action) };
  }

  it('says it is a sandbox, may be framed by our own origin only, and connects before it ends', async () => {
    const created = await employmentRequest();
    const page = pageOf(await createOrder(created));
    const shown = await ctx.app.request(page);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(shown.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const html = await shown.text();
    expect(html).toContain('Sandbox: this is a test tax-account page.');
    expect(html).toContain('value="connect"');
    expect(html).not.toContain('value="complete"');

    // An ending before connecting is not offered.
    expect((await act(page, 'complete')).status).toBe(400);
    const connected = await act(page, 'connect');
    expect(connected.status).toBe(303);
    expect(connected.headers.get('location')).toBe(`http://localhost${page}`);
    const after = await (await ctx.app.request(page)).text();
    expect(after).toContain('value="complete"');
    expect(after).toContain('target="_top"');
  });

  it.each([
    ['fail', 'case=fail'],
    ['cancel', 'case=cancel'],
  ])('%s returns to the step with %s and leaves the order open', async (action, returnCase) => {
    const { created, order, answer } = await connectThenAct(action);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${STEP}?guid=${created.guid}&${returnCase}`);
    expect((await call('GET', ordersPath(created), created.user_token)).body).toStrictEqual({ results: [order] });
  });

  it.each([
    ['complete', 'COMPLETED'],
    ['fail_permanently', 'FAILED_PERMANENT'],
  ])('%s makes the service report %s, which completes the step', async (action, status) => {
    const { created, order, page, answer } = await connectThenAct(action);
    expect(answer.headers.get('location')).toBe(`${STEP}?guid=${created.guid}`);
    expect((await call('GET', ordersPath(created), created.user_token)).body).toStrictEqual({
      results: [{ id: order.id, status, app_url: null }],
    });
    expect(await employmentSection(created)).toBe('success');
    // The first outcome stands.
    const again = await ctx.app.request(page);
    expect(await again.text()).toContain('This verification is finished');
    await act(page, 'fail_permanently');
    expect((await call('GET', ordersPath(created), created.user_token)).body.results).toMatchObject([{ status }]);
  });

  it('answers 400 {"detail"} to a multipart body that does not parse, never 500', async () => {
    const created = await employmentRequest();
    await expectMalformedMultipartRefused(ctx.app, pageOf(await createOrder(created)));
  });

  it('answers 404 for an unknown order and 400 for a return to another site', async () => {
    expect((await ctx.app.request('/sandbox/employment-verification/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const created = await employmentRequest();
    const page = new URL(pageOf(await createOrder(created)), PUBLIC_URL);
    page.searchParams.set('return', 'https://evil.example/');
    expect((await ctx.app.request(`${page.pathname}${page.search}`)).status).toBe(400);
  });
});

describe('PATCH /api/providers/mistho/orders/{id}', () => {
  it('declines the order with a reason and notes, which completes the step', async () => {
    const created = await employmentRequest();
    const order = await createOrder(created);
    const answer = await decline(created, order.id, {
      status: 'CANDIDATE_DECLINED',
      decline_reason: 'OTHER',
      decline_notes: '  I moved here last month.  ',
    });
    expect(answer).toStrictEqual({
      status: 200,
      body: {
        id: order.id,
        status: 'CANDIDATE_DECLINED',
        app_url: null,
        decline_reason: 'OTHER',
        decline_notes: 'I moved here last month.',
      },
    });
    expect((await call('GET', ordersPath(created), created.user_token)).body).toStrictEqual({
      results: [{ id: order.id, status: 'CANDIDATE_DECLINED', app_url: null }],
    });
    expect(await employmentSection(created)).toBe('success');
    // Over: neither a second decline nor the sandbox changes it.
    expect(await decline(created, order.id, { status: 'CANDIDATE_DECLINED', decline_reason: 'NO_TAX_ACCOUNT' })).toStrictEqual({
      status: 409,
      body: { detail: 'This employment verification is already finished.' },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a missing reason', { status: 'CANDIDATE_DECLINED' }, { decline_reason: [MESSAGES.declineReasonRequired] }],
    [
      'OTHER without notes',
      { status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: '' },
      { decline_notes: [MESSAGES.declineNotesRequired] },
    ],
    [
      'a wrong status',
      { status: 'COMPLETED', decline_reason: 'NO_TAX_ACCOUNT' },
      { status: [MESSAGES.selectFromList] },
    ],
    [
      'an unknown reason',
      { status: 'CANDIDATE_DECLINED', decline_reason: 'TOO_BUSY' },
      { decline_reason: [MESSAGES.selectFromList] },
    ],
  ])('refuses %s with 400 on its field and changes nothing', async (_, body, errors) => {
    const created = await employmentRequest();
    const order = await createOrder(created);
    expect(await decline(created, order.id, body)).toStrictEqual({ status: 400, body: errors });
    expect((await call('GET', ordersPath(created), created.user_token)).body).toStrictEqual({
      results: [{ id: order.id, status: 'IN_PROGRESS', app_url: order.app_url }],
    });
  });

  it("answers 404 for another candidate's order and for an unknown one", async () => {
    const mine = await employmentRequest();
    const theirs = await employmentRequest('grace@example.com');
    const theirOrder = await createOrder(theirs);
    await createOrder(mine);
    const body = { status: 'CANDIDATE_DECLINED', decline_reason: 'CANNOT_SIGN_IN' };
    expect(await decline(mine, theirOrder.id, body)).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await decline(mine, 'no-such-order', body)).status).toBe(404);
    expect((await call('GET', ordersPath(theirs), theirs.user_token)).body.results).toMatchObject([{ status: 'IN_PROGRESS' }]);
  });

  it('answers 409 once the form is submitted, and creates no order then', async () => {
    const created = await employmentRequest();
    const order = await createOrder(created);
    const other = await employmentRequest('grace@example.com');
    await submit(created.guid);
    await submit(other.guid);
    const body = { status: 'CANDIDATE_DECLINED', decline_reason: 'PREFER_NOT_TO_SHARE' };
    expect(await decline(created, order.id, body)).toStrictEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    expect((await call('POST', ordersPath(other), other.user_token)).status).toBe(409);
    expect((await call('GET', ordersPath(other), other.user_token)).body).toStrictEqual({ results: [] });
  });
});

/** Marks the request's response submitted, as the completion does. */
async function submit(requestGuid: string) {
  const [request] = await ctx.db.select().from(referenceRequests).where(eq(referenceRequests.guid, requestGuid));
  await ctx.db.update(referenceResponses).set({ status: 'done' }).where(eq(referenceResponses.requestId, request!.id));
}
