/**
 * The remote document-scan adapter (server/providers/document-scan/remote.ts) against a fake service on 127.0.0.1,
 * on its own and behind our API.
 */
import { describe, expect, it } from 'vitest';
import { DocumentScanUnavailableError } from '../../server/providers/document-scan/provider';
import { remoteDocumentScan } from '../../server/providers/document-scan/remote';
import { startFakeDocumentScanService } from './support/fake-document-scan-service';
import { expectKeyedCalls, failureWhenHanging, useFakeService } from './support/use-fake-service';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const service = useFakeService(startFakeDocumentScanService);

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteDocumentScan({ baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000, ...overrides });

const REFERENCE = '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f';
const newVerification = {
  reference: REFERENCE,
  returnUrl: 'http://candidate.test/candidate-feedback/identity_validation/identity_validation_step?action=poll',
  language: 'fr' as const,
};

describe('remoteDocumentScan', () => {
  it('creates a verification and follows its report, sending the key in a header only', async () => {
    const scan = adapter();
    const created = await scan.createVerification(newVerification);
    expect(created).toStrictEqual({ id: 'ver_1', link: `${service.baseUrl.replace(/\/v1$/, '')}/hosted/ver_1` });
    expect(service.calls[0]?.body).toStrictEqual({
      reference: REFERENCE,
      redirect_url: newVerification.returnUrl,
      language: 'fr',
    });

    expect(await scan.getReport({ id: 'ver_1', reference: REFERENCE })).toStrictEqual({ status: 'pending', abandoned: false });
    service.report('ver_1', 'Completed');
    expect(await scan.getReport({ id: 'ver_1', reference: REFERENCE })).toStrictEqual({ status: 'completed', abandoned: false });
    service.report('ver_1', 'pending', true);
    expect(await scan.getReport({ id: 'ver_1', reference: REFERENCE })).toStrictEqual({ status: 'pending', abandoned: true });

    expectKeyedCalls(service, [
      'POST /verifications',
      'GET /verifications/ver_1',
      'GET /verifications/ver_1',
      'GET /verifications/ver_1',
    ]);
  });

  it('refuses a report about another verification than the one asked about', async () => {
    const scan = adapter();
    const { id } = await scan.createVerification(newVerification);
    await expect(scan.getReport({ id, reference: '00000000-0000-4000-8000-000000000001' })).rejects.toBeInstanceOf(
      DocumentScanUnavailableError,
    );
    service.mode = 'foreign';
    await expect(scan.getReport({ id, reference: REFERENCE })).rejects.toThrow('about another verification');
  });

  it('refuses a hosted link a browser would run rather than open', async () => {
    service.mode = 'unsafe-link';
    await expect(adapter().createVerification(newVerification)).rejects.toThrow('in an unexpected shape');
  });

  it.each([
    ['a refused key', () => adapter({ apiKey: 'wrong-key-987' }).createVerification(newVerification)],
    ['an unknown verification', () => adapter().getReport({ id: 'ver_404', reference: REFERENCE })],
  ])('turns %s into DocumentScanUnavailableError, naming no key', async (_case, call) => {
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocumentScanUnavailableError);
    expect((error as Error).message).not.toContain('key-');
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into DocumentScanUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().createVerification(newVerification)).rejects.toBeInstanceOf(DocumentScanUnavailableError);
    await expect(adapter().getReport({ id: 'ver_1', reference: REFERENCE })).rejects.toBeInstanceOf(
      DocumentScanUnavailableError,
    );
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const error = await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).getReport({ id: 'ver_1', reference: REFERENCE }));
    expect(error.message).toContain('did not answer GET /verifications/ver_1 in time');
  });

  it('does not reach a service that is not there', async () => {
    const base = service.baseUrl;
    await service.close();
    const gone = remoteDocumentScan({ baseUrl: base, apiKey: 'k', timeoutMs: 1_000 });
    await expect(gone.createVerification(newVerification)).rejects.toBeInstanceOf(DocumentScanUnavailableError);
  });
});

describe('our API in front of the remote service', () => {
  const ctx = useTestApp();

  function remoteApp(apiKey = service.key, timeoutMs = 2_000) {
    return ctx.makeApp({ config: { documentScan: { provider: 'remote', baseUrl: service.baseUrl, apiKey, timeoutMs } } });
  }

  const identityRequest = () =>
    ctx.createRequest(validRequestBody({ checks: [{ type: 'id_check', require_digital_id_verification: true }] }));

  const get = async (path: string, token: string) => {
    const answer = await ctx.app.request(path, { headers: tokenHeaders(token) });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };

  it('creates the verification at the service, answers its link, and asks the service for the outcome', async () => {
    remoteApp();
    const { guid, user_token: token } = await identityRequest();
    const link = await get(`/api/providers/hooyu/identity_verification/status/${guid}?lang=es`, token);
    expect(link).toStrictEqual({ status: 200, body: { link: `${service.baseUrl.replace(/\/v1$/, '')}/hosted/ver_1` } });
    const verification = service.verifications.get('ver_1')!;
    expect(verification.language).toBe('es');
    expect(verification.redirectUrl).toBe(
      `${PUBLIC_URL}/candidate-feedback/identity_validation/identity_validation_step?guid=${guid}&idProvider=hooyu&action=poll`,
    );

    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: 'pending', credit_status: null });
    service.report('ver_1', 'confirmation');
    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: 'confirmation', credit_status: null });
    // Final: the service is not asked again, and a later word of it changes nothing.
    const asked = service.calls.length;
    service.report('ver_1', 'cancelled');
    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: 'confirmation', credit_status: null });
    expect(service.calls).toHaveLength(asked);
    // Asking for the link again answers the same verification.
    expect((await get(`/api/providers/hooyu/identity_verification/status/${guid}`, token)).body).toStrictEqual(link.body);
    expect(service.verifications.size).toBe(1);
  });

  it('learns of an abandoned check from the service', async () => {
    remoteApp();
    const { guid, user_token: token } = await identityRequest();
    await get(`/api/providers/hooyu/identity_verification/status/${guid}`, token);
    service.report('ver_1', 'pending', true);
    expect((await get(`/api/providers/hooyu/is_abandoned/${guid}`, token)).body).toStrictEqual({ abandoned: true });
    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: 'pending', credit_status: null });
  });

  it('never takes a report about another verification', async () => {
    remoteApp();
    const { guid, user_token: token } = await identityRequest();
    await get(`/api/providers/hooyu/identity_verification/status/${guid}`, token);
    service.mode = 'foreign';
    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: 'pending', credit_status: null });
    expect(ctx.logs.join('\n')).toContain('about another verification');
  });

  it.each([
    ['a refused key', 'normal', 'the-wrong-key-3141'],
    ['a failing service', 'error', undefined],
    ['a service that hangs', 'hang', undefined],
  ] as const)('answers 503 for %s when creating, and neither the answer nor the logs hold the key', async (_case, mode, key) => {
    const usedKey = key ?? service.key;
    remoteApp(usedKey, 300);
    service.mode = mode;
    const { guid, user_token: token } = await identityRequest();
    const answer = await ctx.app.request(`/api/providers/hooyu/identity_verification/status/${guid}`, {
      headers: tokenHeaders(token),
    });
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(JSON.parse(text)).toStrictEqual({ detail: 'The identity check service is unavailable. Please try again later.' });
    const logs = ctx.logs.join('\n');
    expect(logs).toContain('document scan failed');
    for (const secret of [usedKey, service.key, token]) {
      expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    // Nothing was kept: the status is still unknown, and a later call creates the verification.
    expect((await get(`/api/providers/hooyu/${guid}/`, token)).body).toStrictEqual({ status: null, credit_status: null });
  });

  it('keeps answering the last status while the service is down', async () => {
    remoteApp(service.key, 300);
    const { guid, user_token: token } = await identityRequest();
    await get(`/api/providers/hooyu/identity_verification/status/${guid}`, token);
    service.mode = 'error';
    expect(await get(`/api/providers/hooyu/${guid}/`, token)).toStrictEqual({
      status: 200,
      body: { status: 'pending', credit_status: null },
    });
    expect(await get(`/api/providers/hooyu/is_abandoned/${guid}`, token)).toStrictEqual({ status: 200, body: { abandoned: false } });
  });
});
