/**
 * The remote digital-ID adapter (server/providers/digital-id/remote.ts) against a fake service on 127.0.0.1, on its
 * own and behind our API.
 */
import { describe, expect, it } from 'vitest';
import {
  DigitalIdSessionNotFoundError,
  DigitalIdUnavailableError,
  UnknownDigitalIdProviderError,
} from '../../server/providers/digital-id/provider';
import { remoteDigitalId } from '../../server/providers/digital-id/remote';
import { DIGITAL_ID_UNAVAILABLE } from '../../server/routes/digital-id';
import { getResponse } from './support/candidate';
import { startFakeDigitalIdService } from './support/fake-digital-id-service';
import { failureWhenHanging, useFakeService } from './support/use-fake-service';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const service = useFakeService(startFakeDigitalIdService);
/** A request that asks for a digital identity validation, so its sessions may be started. */
const DIGITAL_ID_REQUEST = validRequestBody({ checks: [{ type: 'id_check', require_digital_id_verification: true }] });

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteDigitalId({ baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000, ...overrides });

const newSession = {
  providerId: 'wallet-one',
  redirectUrl: 'https://checks.example.com/candidate-feedback/identity_validation/identity_validation_step?guid=g',
  language: 'fr',
  responseId: 1,
} as const;

describe('remoteDigitalId', () => {
  it('lists the providers, starts a session and reads its results, the key in a header only', async () => {
    const digitalId = adapter();
    expect(await digitalId.recommendedProviders({ country: 'GB', language: 'en' })).toStrictEqual({
      recognized: [
        {
          id: 'wallet-one',
          providerId: 'wallet-one',
          name: 'Wallet One',
          logoUrl: 'https://cdn.id.example/wallet-one.svg',
          subtext: 'Used before',
        },
      ],
      // A logo the browser would refuse (not https) is dropped; a missing subtext is empty.
      relevant: [{ id: 'bank-two', providerId: 'bank-two', name: 'Bank Two', logoUrl: null, subtext: '' }],
      remainder: [],
    });

    const session = await digitalId.createHostedSession(newSession);
    const stored = service.sessions.get(session.sessionId)!;
    expect(session).toStrictEqual({
      sessionId: stored.id,
      launchUrl: `https://hosted.id.example/session/${stored.id}`,
      resultsAccessKey: stored.resultsAccessKey,
    });
    expect(await digitalId.getSessionResults(session.sessionId, session.resultsAccessKey)).toStrictEqual({
      done: false,
      success: false,
      errorCode: null,
    });
    service.finish(session.sessionId, { success: true });
    expect(await digitalId.getSessionResults(session.sessionId, session.resultsAccessKey)).toStrictEqual({
      done: true,
      success: true,
      errorCode: null,
    });

    expect(service.calls.map(({ method, path }) => `${method} ${path}`)).toStrictEqual([
      'POST /providers/recommend',
      'POST /sessions/hosted',
      `POST /sessions/${session.sessionId}/results`,
      `POST /sessions/${session.sessionId}/results`,
    ]);
    expect(service.calls[0]?.body).toStrictEqual({ country: 'GB', language: 'en' });
    expect(service.calls[1]?.body).toStrictEqual({ provider: 'wallet-one', redirect_url: newSession.redirectUrl, language: 'fr' });
    expect(service.calls[2]?.body).toStrictEqual({ results_access_key: session.resultsAccessKey });
    expect(
      service.calls.every(
        (call) => call.authorization === `Bearer ${service.key}` && !call.url.includes(service.key) && !call.url.includes(session.resultsAccessKey),
      ),
    ).toBe(true);
  });

  it('passes a failure code on, and names a failure without one "Other"', async () => {
    const digitalId = adapter();
    const first = await digitalId.createHostedSession(newSession);
    service.finish(first.sessionId, { success: false, errorCode: 'InvalidImage' });
    expect(await digitalId.getSessionResults(first.sessionId, first.resultsAccessKey)).toStrictEqual({
      done: true,
      success: false,
      errorCode: 'InvalidImage',
    });
    const second = await digitalId.createHostedSession(newSession);
    service.finish(second.sessionId, { success: false, errorCode: 'SomethingNew' });
    expect((await digitalId.getSessionResults(second.sessionId, second.resultsAccessKey)).errorCode).toBe('SomethingNew');
    const third = await digitalId.createHostedSession(newSession);
    service.finish(third.sessionId, { success: false });
    expect((await digitalId.getSessionResults(third.sessionId, third.resultsAccessKey)).errorCode).toBe('Other');
  });

  it('turns an unknown provider and an unknown session or key into their errors', async () => {
    const digitalId = adapter();
    await expect(digitalId.createHostedSession({ ...newSession, providerId: 'nobody' })).rejects.toBeInstanceOf(
      UnknownDigitalIdProviderError,
    );
    const session = await digitalId.createHostedSession(newSession);
    await expect(digitalId.getSessionResults(session.sessionId, 'wrong-key')).rejects.toBeInstanceOf(
      DigitalIdSessionNotFoundError,
    );
    await expect(digitalId.getSessionResults('no-such-session', session.resultsAccessKey)).rejects.toBeInstanceOf(
      DigitalIdSessionNotFoundError,
    );
  });

  it('turns a refused key into DigitalIdUnavailableError that names the code, never the key', async () => {
    const error = await adapter({ apiKey: 'wrong-key-987' })
      .createHostedSession(newSession)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigitalIdUnavailableError);
    expect((error as Error).message).toBe('The digital ID service answered 401 (invalid_key) to POST /sessions/hosted.');
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into DigitalIdUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().recommendedProviders({ country: 'GB', language: 'en' })).rejects.toBeInstanceOf(DigitalIdUnavailableError);
    await expect(adapter().createHostedSession(newSession)).rejects.toBeInstanceOf(DigitalIdUnavailableError);
    const error = await adapter()
      .getSessionResults('session-7', 'key')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DigitalIdUnavailableError);
    // The message names the call, not the session.
    expect((error as Error).message).toContain('POST /sessions/{id}/results');
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const error = await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).createHostedSession(newSession));
    expect(error).toBeInstanceOf(DigitalIdUnavailableError);
    expect(error.message).toBe('The digital ID service did not answer POST /sessions/hosted in time.');
  });

  it('does not reach a service that is not there', async () => {
    const base = service.baseUrl;
    await service.close();
    const gone = remoteDigitalId({ baseUrl: base, apiKey: 'k', timeoutMs: 1_000 });
    await expect(gone.recommendedProviders({ country: 'GB', language: 'en' })).rejects.toBeInstanceOf(DigitalIdUnavailableError);
  });
});

describe('our API in front of the remote service', () => {
  const ctx = useTestApp();
  const STEP = '/candidate-feedback/identity_validation/identity_validation_step';

  function remoteApp() {
    return ctx.makeApp({
      config: {
        digitalId: { provider: 'remote', baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000, sandboxFailure: 'none' },
      },
    });
  }

  /** A candidate of the remote app who has started a session with the service's first provider. */
  async function startedSession() {
    remoteApp();
    const created = await ctx.createRequest(DIGITAL_ID_REQUEST);
    const token = created.user_token;
    await post(`/api/providers/trinsic/created_hosted_session/${created.guid}/`, token, { provider_id: 'wallet-one', redirectUrl: STEP });
    const [session] = [...service.sessions.values()];
    return { created, token, session };
  }

  async function post(path: string, token: string, body: unknown) {
    const answer = await ctx.app.request(path, {
      method: 'POST',
      headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  }

  it("starts a session at the service with the request's own way back, and keeps what the service reports", async () => {
    remoteApp();
    const created = await ctx.createRequest(DIGITAL_ID_REQUEST);
    const response = await getResponse(ctx.app, created);
    const token = created.user_token;

    const list = await ctx.app.request(`/api/providers/trinsic/recommended_providers/${created.guid}/?language=es`, {
      headers: tokenHeaders(token),
    });
    expect(((await list.json()) as { recognized: { id: string }[] }).recognized[0]?.id).toBe('wallet-one');
    expect(service.calls[0]?.body).toStrictEqual({ country: 'GB', language: 'es' });

    const started = await post(`/api/providers/trinsic/created_hosted_session/${created.guid}/`, token, {
      provider_id: 'wallet-one',
      redirectUrl: `${STEP}?guid=${created.guid}&user_token=${token}`,
    });
    expect(started.status).toBe(201);
    const [session] = [...service.sessions.values()];
    expect(started.body).toStrictEqual({ launchUrl: `https://hosted.id.example/session/${session!.id}` });
    // The way back is absolute on our origin, and the candidate's token never reaches the service.
    expect(session!.redirectUrl).toBe(`${PUBLIC_URL}${STEP}?guid=${created.guid}`);

    const results = `/api/providers/trinsic/get_session_results/${created.guid}/`;
    const values = { sessionId: session!.id, resultsAccessKey: session!.resultsAccessKey };
    expect((await post(results, token, values)).body).toStrictEqual({
      session: { id: session!.id, done: false, success: false, errorCode: null },
    });
    service.finish(session!.id, { success: true });
    expect((await post(results, token, values)).body).toStrictEqual({
      session: { id: session!.id, done: true, success: true, errorCode: null },
    });
    const trinsic = await ctx.app.request(`/api/providers/trinsic/get_trinsic_results/${response.guid}/`, {
      headers: tokenHeaders(token),
    });
    expect(await trinsic.json()).toStrictEqual({ success: true });

    // Once done, the stored result answers without asking the service again.
    const asked = service.calls.length;
    expect((await post(results, token, values)).body).toMatchObject({ session: { done: true, success: true } });
    expect(service.calls).toHaveLength(asked);
  });

  it('refuses values the server did not create, without asking the service', async () => {
    const { created, token, session } = await startedSession();
    const asked = service.calls.length;
    const results = `/api/providers/trinsic/get_session_results/${created.guid}/`;
    expect((await post(results, token, { sessionId: session!.id, resultsAccessKey: 'guessed' })).status).toBe(404);
    expect((await post(results, token, { sessionId: 'elsewhere', resultsAccessKey: session!.resultsAccessKey })).status).toBe(404);
    expect(service.calls).toHaveLength(asked);
  });

  it('answers 400 for a provider the service does not offer, 502 when it fails, and empty lists for its list', async () => {
    remoteApp();
    const created = await ctx.createRequest(DIGITAL_ID_REQUEST);
    const token = created.user_token;
    const create = `/api/providers/trinsic/created_hosted_session/${created.guid}/`;
    expect(await post(create, token, { provider_id: 'nobody', redirectUrl: STEP })).toStrictEqual({
      status: 400,
      body: { provider_id: ['"nobody" is not a valid choice.'] },
    });
    service.mode = 'error';
    expect(await post(create, token, { provider_id: 'wallet-one', redirectUrl: STEP })).toStrictEqual({
      status: 502,
      body: { detail: DIGITAL_ID_UNAVAILABLE },
    });
    const list = await ctx.app.request(`/api/providers/trinsic/recommended_providers/${created.guid}/`, {
      headers: tokenHeaders(token),
    });
    expect(await list.json()).toStrictEqual({ recognized: [], relevant: [], remainder: [] });
    const warnings = ctx.logs.filter((line) => line.includes('digital ID service failed'));
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.every((line) => !line.includes(service.key))).toBe(true);
  });

  it('answers 502 when a results call fails, and the next call asks again', async () => {
    const { created, token, session } = await startedSession();
    const results = `/api/providers/trinsic/get_session_results/${created.guid}/`;
    const values = { sessionId: session!.id, resultsAccessKey: session!.resultsAccessKey };
    service.mode = 'malformed';
    expect(await post(results, token, values)).toStrictEqual({ status: 502, body: { detail: DIGITAL_ID_UNAVAILABLE } });
    service.mode = 'normal';
    service.finish(session!.id, { success: false, errorCode: 'Expired' });
    expect((await post(results, token, values)).body).toMatchObject({ session: { done: true, success: false, errorCode: 'Expired' } });
  });
});
