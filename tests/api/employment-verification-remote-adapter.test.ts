/**
 * The remote employment-verification adapter (server/providers/employment-verification/remote.ts) against a fake
 * service on 127.0.0.1, on its own and behind our API, and the settings that choose it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEmploymentVerificationConfig } from '../../server/providers/employment-verification/config';
import { EmploymentVerificationUnavailableError } from '../../server/providers/employment-verification/provider';
import { remoteEmploymentVerification } from '../../server/providers/employment-verification/remote';
import { getResponse } from './support/candidate';
import { startFakeEmploymentVerificationService } from './support/fake-employment-verification-service';
import { expectKeyedCalls, useFakeService } from './support/use-fake-service';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const service = useFakeService(startFakeEmploymentVerificationService);

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteEmploymentVerification({
    baseUrl: service.baseUrl,
    apiKey: service.key,
    appOrigin: service.appOrigin,
    timeoutMs: 2_000,
    ...overrides,
  });

const REFERENCE = '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f';
const newOrder = {
  reference: REFERENCE,
  returnUrl: 'http://candidate.test/candidate-feedback/instant_employment_verification/instant_employment_verification',
  language: 'es' as const,
};

describe('remoteEmploymentVerification', () => {
  it('creates an order, follows its report and declines it, sending the key in a header only', async () => {
    const income = adapter();
    expect(await income.createOrder(newOrder)).toStrictEqual({ id: 'ord_1', appUrl: `${service.appOrigin}/connect/ord_1` });
    expect(service.calls[0]?.body).toStrictEqual({ reference: REFERENCE, redirect_url: newOrder.returnUrl, language: 'es' });
    expect(await income.getOrder({ id: 'ord_1', reference: REFERENCE })).toStrictEqual({ status: 'IN_PROGRESS' });
    service.report('ord_1', 'completed');
    expect(await income.getOrder({ id: 'ord_1', reference: REFERENCE })).toStrictEqual({ status: 'COMPLETED' });
    expect(await income.declineOrder({ id: 'ord_1', reference: REFERENCE, reason: 'OTHER', notes: 'Abroad' })).toStrictEqual({
      status: 'CANDIDATE_DECLINED',
    });
    expect(service.orders.get('ord_1')?.decline).toStrictEqual({ reason: 'OTHER', notes: 'Abroad' });
    expectKeyedCalls(service, [
      'POST /orders',
      'GET /orders/ord_1',
      'GET /orders/ord_1',
      'POST /orders/ord_1/decline',
    ]);
  });

  it('refuses a report about another order, and a page on another origin', async () => {
    const income = adapter();
    const { id } = await income.createOrder(newOrder);
    await expect(income.getOrder({ id, reference: '00000000-0000-4000-8000-000000000001' })).rejects.toThrow('about another order');
    service.mode = 'foreign';
    await expect(income.getOrder({ id, reference: REFERENCE })).rejects.toThrow('about another order');
    service.mode = 'other-origin';
    await expect(income.createOrder(newOrder)).rejects.toThrow('in an unexpected shape');
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into EmploymentVerificationUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().createOrder(newOrder)).rejects.toBeInstanceOf(EmploymentVerificationUnavailableError);
    await expect(adapter().getOrder({ id: 'ord_1', reference: REFERENCE })).rejects.toBeInstanceOf(
      EmploymentVerificationUnavailableError,
    );
  });

  it('names no key when the key is refused, and gives up on a service that hangs', async () => {
    const error = await adapter({ apiKey: 'wrong-key-987' }).createOrder(newOrder).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmploymentVerificationUnavailableError);
    expect((error as Error).message).not.toContain('key-');
    service.mode = 'hang';
    await expect(adapter({ timeoutMs: 200 }).getOrder({ id: 'ord_1', reference: REFERENCE })).rejects.toThrow('in time');
  });
});

describe('the settings', () => {
  it('are the sandbox by default, and the remote service with its app origin when asked', () => {
    expect(loadEmploymentVerificationConfig({}).provider).toBe('sandbox');
    const env = {
      EMPLOYMENT_VERIFICATION_PROVIDER: 'remote',
      EMPLOYMENT_VERIFICATION_BASE_URL: 'https://api.income.example/v1/',
      EMPLOYMENT_VERIFICATION_API_KEY: 'k',
    };
    expect(loadEmploymentVerificationConfig(env)).toStrictEqual({
      provider: 'remote',
      baseUrl: 'https://api.income.example/v1',
      apiKey: 'k',
      appOrigin: 'https://api.income.example',
      timeoutMs: 10_000,
    });
    expect(
      loadEmploymentVerificationConfig({ ...env, EMPLOYMENT_VERIFICATION_APP_ORIGIN: 'https://app.income.example' }).appOrigin,
    ).toBe('https://app.income.example');
    expect(() => loadEmploymentVerificationConfig({ ...env, EMPLOYMENT_VERIFICATION_APP_ORIGIN: 'https://a.example/x' })).toThrow(
      'EMPLOYMENT_VERIFICATION_APP_ORIGIN must be an origin without a path',
    );
    expect(() => loadEmploymentVerificationConfig({ ...env, EMPLOYMENT_VERIFICATION_API_KEY: '' })).toThrow(
      'EMPLOYMENT_VERIFICATION_API_KEY is required',
    );
  });
});

const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('our API in front of the remote service', () => {
  const ctx = useTestApp({ distDir: dist });

  it("lets the SPA frame the service's pages, and only those besides its own", async () => {
    const directives = async () =>
      ((await ctx.app.request('/candidate-feedback')).headers.get('content-security-policy') ?? '').split('; ');
    expect(await directives()).toContain("frame-src 'self'");
    remoteApp();
    expect(await directives()).toContain(`frame-src 'self' ${service.appOrigin}`);
    expect(await directives()).toContain("frame-ancestors 'none'");
  });

  function remoteApp(timeoutMs = 2_000) {
    return ctx.makeApp({
      config: {
        employmentVerification: {
          provider: 'remote',
          baseUrl: service.baseUrl,
          apiKey: service.key,
          appOrigin: service.appOrigin,
          timeoutMs,
        },
      },
    });
  }

  async function employmentRequest() {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'instant_employment' }] }));
    const id = (await getResponse(ctx.app, created)).reference_request.id;
    return { ...created, orders: `/api/providers/mistho/orders?reference_request=${id}` };
  }

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const answer = await ctx.app.request(path, {
      method,
      headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  it('creates the order at the service, asks it for the outcome, and stops asking once it is final', async () => {
    remoteApp();
    const created = await employmentRequest();
    const order = await call('POST', `${created.orders}&lang=fr`, created.user_token);
    expect(order).toStrictEqual({
      status: 200,
      body: { id: 'ord_1', status: 'IN_PROGRESS', app_url: `${service.appOrigin}/connect/ord_1` },
    });
    expect(service.orders.get('ord_1')).toMatchObject({
      language: 'fr',
      redirectUrl: `${PUBLIC_URL}/candidate-feedback/instant_employment_verification/instant_employment_verification?guid=${created.guid}`,
    });
    service.report('ord_1', 'COMPLETED');
    expect((await call('GET', created.orders, created.user_token)).body).toStrictEqual({
      results: [{ id: 'ord_1', status: 'COMPLETED', app_url: null }],
    });
    const asked = service.calls.length;
    service.report('ord_1', 'FAILED_PERMANENT');
    expect((await call('GET', created.orders, created.user_token)).body.results).toMatchObject([{ status: 'COMPLETED' }]);
    expect(service.calls).toHaveLength(asked);
  });

  it('tells the service of a decline', async () => {
    remoteApp();
    const created = await employmentRequest();
    await call('POST', created.orders, created.user_token);
    const body = { status: 'CANDIDATE_DECLINED', decline_reason: 'NO_TAX_ACCOUNT', decline_notes: '' };
    expect((await call('PATCH', '/api/providers/mistho/orders/ord_1', created.user_token, body)).status).toBe(200);
    expect(service.orders.get('ord_1')).toMatchObject({ status: 'CANDIDATE_DECLINED', decline: { reason: 'NO_TAX_ACCOUNT', notes: null } });
  });

  it('answers 503 when the service fails, keeps nothing, and keeps the last status when a read fails', async () => {
    remoteApp(300);
    const created = await employmentRequest();
    service.mode = 'error';
    expect(await call('POST', created.orders, created.user_token)).toStrictEqual({
      status: 503,
      body: { detail: 'The employment verification service is unavailable. Please try again later.' },
    });
    expect((await call('GET', created.orders, created.user_token)).body).toStrictEqual({ results: [] });
    service.mode = 'normal';
    await call('POST', created.orders, created.user_token);
    service.mode = 'hang';
    expect((await call('GET', created.orders, created.user_token)).body.results).toMatchObject([{ status: 'IN_PROGRESS' }]);
    const body = { status: 'CANDIDATE_DECLINED', decline_reason: 'CANNOT_SIGN_IN' };
    expect((await call('PATCH', '/api/providers/mistho/orders/ord_1', created.user_token, body)).status).toBe(503);
    expect(ctx.logs.join('\n')).not.toContain(service.key);
  });
});
