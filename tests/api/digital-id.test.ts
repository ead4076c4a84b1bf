/**
 * The digital-ID calls and the sandbox's hosted page (spec 000 §4 "Digital ID identity validation", §7, §8;
 * docs/providers/digital-id.md): the provider list, a session started, finished on the sandbox page with each
 * outcome and timing, its results asked for by the candidate who started it and nobody else, and the identity
 * validation the hub and the completion check then read.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { providerStates } from '../../server/db/schema';
import { DIGITAL_ID_ERROR_CODES } from '../../server/providers/digital-id/provider';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { DIGITAL_ID_RATES, DIGITAL_ID_UNAVAILABLE, REDIRECT_NOT_ON_SITE } from '../../server/routes/digital-id';
import { getResponse, hubProgress, postComplete, scenarioBody, statusOf } from './support/candidate';
import { expectMalformedMultipartRefused } from './support/malformed-multipart';
import { PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const STEP = '/candidate-feedback/identity_validation/identity_validation_step';
const UNKNOWN_GUID = '00000000-0000-4000-8000-000000000000';

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
}

/** A gb-digital-id candidate with every section complete but identity validation. */
async function candidateBeforeIdentity(email = 'daniel.okafor@example.com'): Promise<Candidate> {
  const body = scenarioBody('gb-digital-id', 'ready_to_submit');
  const created = await ctx.createRequest({ ...body, candidate: { ...body.candidate, email } });
  const response = await getResponse(ctx.app, created);
  const [row] = await ctx.db
    .select({ responseId: providerStates.responseId })
    .from(providerStates)
    .where(eq(providerStates.kind, 'identity'));
  await ctx.db.delete(providerStates).where(and(eq(providerStates.kind, 'identity'), eq(providerStates.responseId, row!.responseId)));
  return { created, response };
}

/** A new candidate whose request asks for a digital identity validation. */
async function freshCandidate(email = 'ada@example.com'): Promise<Candidate> {
  const created = await ctx.createRequest(
    validRequestBody({
      checks: [{ type: 'id_check', require_digital_id_verification: true }],
      candidate: { first_name: 'Ada', last_name: 'L', email },
    }),
  );
  return { created, response: await getResponse(ctx.app, created) };
}

const paths = ({ created, response }: Candidate) => ({
  validate: `/api/providers/validate_id_check_provider/${response.guid}/`,
  trinsic: `/api/providers/trinsic/get_trinsic_results/${response.guid}/`,
  providers: `/api/providers/trinsic/recommended_providers/${created.guid}/`,
  create: `/api/providers/trinsic/created_hosted_session/${created.guid}/`,
  results: `/api/providers/trinsic/get_session_results/${created.guid}/`,
});

async function call(path: string, options: { token?: string; body?: unknown } = {}) {
  const answer = await ctx.app.request(path, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(options.token ? tokenHeaders(options.token) : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const redirectFor = (me: Candidate) => `${STEP}?guid=${me.created.guid}&user_token=${me.created.user_token}`;

async function startSession(me: Candidate, providerId = 'sandbox-id-wallet', language?: string): Promise<string> {
  const answer = await call(paths(me).create, {
    token: me.created.user_token,
    body: { provider_id: providerId, redirectUrl: redirectFor(me), ...(language ? { language } : {}) },
  });
  expect(answer.status).toBe(201);
  return answer.body.launchUrl as string;
}

const pagePath = (launchUrl: string) => {
  const url = new URL(launchUrl);
  return `${url.pathname}${url.search}`;
};

interface Finish {
  outcome?: string;
  post_redirect_action?: string;
  pending_polls?: string;
  fail_first_results?: boolean;
}

function postPage(launchUrl: string, form: Finish) {
  const fields = new URLSearchParams({
    outcome: form.outcome ?? 'success',
    post_redirect_action: form.post_redirect_action ?? 'fetch',
    pending_polls: form.pending_polls ?? '3',
  });
  if (form.fail_first_results) fields.set('fail_first_results', '1');
  return ctx.app.request(pagePath(launchUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
  });
}

interface Return {
  sessionId: string;
  resultsAccessKey: string;
  action: string;
  url: URL;
}

/** Finishes the sandbox page as a tester would, and reads where the browser is sent. */
async function finishOnPage(launchUrl: string, form: Finish = {}): Promise<Return> {
  const answer = await postPage(launchUrl, form);
  expect(answer.status).toBe(303);
  const url = new URL(answer.headers.get('location') ?? '');
  return {
    sessionId: url.searchParams.get('sessionId') ?? '',
    resultsAccessKey: url.searchParams.get('resultsAccessKey') ?? '',
    action: url.searchParams.get('action') ?? '',
    url,
  };
}

const askResults = (me: Candidate, sessionId: string, resultsAccessKey: string, token = me.created.user_token) =>
  call(paths(me).results, { token, body: { sessionId, resultsAccessKey } });

const trinsicSuccess = async (me: Candidate) => (await call(paths(me).trinsic, { token: me.created.user_token })).body.success;

async function hubIdentity(me: Candidate) {
  const hub = await hubProgress(ctx, me.created);
  return { identity: statusOf(hub, 'identity_validation'), hub };
}

describe('GET /api/providers/trinsic/recommended_providers/{guid}/', () => {
  it('answers the sandbox providers in their groups, each with a same-origin logo that is served', async () => {
    const me = await freshCandidate();
    const answer = await call(paths(me).providers, { token: me.created.user_token });
    expect(answer.status).toBe(200);
    const groups = answer.body as Record<'recognized' | 'relevant' | 'remainder', Record<string, string>[]>;
    expect(groups.recognized.map((entry) => entry.id)).toStrictEqual(['sandbox-id-wallet']);
    expect(groups.relevant.map((entry) => entry.id)).toStrictEqual(['sandbox-bank-id', 'sandbox-mobile-id']);
    expect(groups.remainder.map((entry) => entry.id)).toStrictEqual([
      'sandbox-eid-card',
      'sandbox-passport-chip',
      'sandbox-unavailable-id',
    ]);
    expect(groups.recognized[0]).toStrictEqual({
      id: 'sandbox-id-wallet',
      providerId: 'sandbox-id-wallet',
      name: 'Sandbox ID Wallet',
      logoUrl: '/sandbox/digital-id/logos/sandbox-id-wallet.svg',
      subtext: 'Sandbox: the identity wallet you have used before',
    });
    for (const entry of [...groups.recognized, ...groups.relevant, ...groups.remainder]) {
      expect(entry.name).toMatch(/^Sandbox /);
      const logo = await ctx.app.request(entry.logoUrl!);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain('SANDBOX');
    }
    expect((await ctx.app.request('/sandbox/digital-id/logos/other.svg')).status).toBe(404);
  });

  it("gives the subtexts in the candidate's language, and refuses a language it does not have", async () => {
    const me = await freshCandidate();
    const french = await call(`${paths(me).providers}?language=fr`, { token: me.created.user_token });
    expect((french.body.relevant as { subtext: string }[])[0]?.subtext).toBe(
      'Environnement de test : connectez-vous avec votre banque en ligne',
    );
    expect(await call(`${paths(me).providers}?language=de`, { token: me.created.user_token })).toStrictEqual({
      status: 400,
      body: { language: ['"de" is not a valid choice.'] },
    });
  });

  it('answers empty lists when the service fails, so the step shows "No providers found"', async () => {
    ctx.makeApp({ config: { digitalId: { provider: 'sandbox', baseUrl: null, apiKey: null, timeoutMs: 1000, sandboxFailure: 'providers' } } });
    const me = await freshCandidate();
    expect(await call(paths(me).providers, { token: me.created.user_token })).toStrictEqual({
      status: 200,
      body: { recognized: [], relevant: [], remainder: [] },
    });
    expect(ctx.logs.some((line) => line.includes('digital ID service failed'))).toBe(true);
  });
});

describe('a digital ID session through the sandbox', () => {
  it('verifies the candidate end to end, and the hub and the completion check see identity validation complete', async () => {
    const me = await candidateBeforeIdentity();
    const token = me.created.user_token;
    expect(await trinsicSuccess(me)).toBe(false);
    expect((await hubIdentity(me)).identity).toBe('todo');
    const refused = await postComplete(ctx.app, me.created.guid, me.response.guid, token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { missing_sections: string[] }).missing_sections).toContain('identity_validation');

    const launchUrl = await startSession(me);
    expect(launchUrl).toMatch(new RegExp(`^${PUBLIC_URL}/sandbox/digital-id/[0-9a-f-]{36}\\?lang=en$`));

    const page = await ctx.app.request(pagePath(launchUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self' 'sha256-");
    const html = await page.text();
    expect(html).toContain('Sandbox: this identity check is a test page.');
    expect(html).toContain('Verify your identity with Sandbox ID Wallet');
    for (const code of DIGITAL_ID_ERROR_CODES) expect(html).toContain(`value="${code}"`);

    const back = await finishOnPage(launchUrl);
    // Back to the step, as the real page sends it: the session, its key and the action, and never the token.
    expect(`${back.url.origin}${back.url.pathname}`).toBe(`${PUBLIC_URL}${STEP}`);
    expect(back.url.searchParams.get('guid')).toBe(me.created.guid);
    expect(back.url.searchParams.has('user_token')).toBe(false);
    expect(back.action).toBe('fetch');
    expect(back.resultsAccessKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await askResults(me, back.sessionId, back.resultsAccessKey)).toStrictEqual({
      status: 200,
      body: { session: { id: back.sessionId, done: true, success: true, errorCode: null } },
    });
    expect(await trinsicSuccess(me)).toBe(true);
    expect((await call(paths(me).validate, { token })).body).toStrictEqual({ is_trinsic_id_check: true });
    const { identity, hub } = await hubIdentity(me);
    expect(identity).toBe('success');
    expect(hub.canFinish).toBe(true);

    // Asked again, the stored result answers.
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toStrictEqual({
      session: { id: back.sessionId, done: true, success: true, errorCode: null },
    });
    expect((await postComplete(ctx.app, me.created.guid, me.response.guid, token)).status).toBe(200);
  });

  it("keeps only a hash of the results access key among the candidate's sessions", async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me));
    const [row] = await ctx.db.select().from(providerStates).where(eq(providerStates.kind, 'digital_id_sessions'));
    const stored = JSON.stringify(row?.data);
    expect(stored).toContain(back.sessionId);
    expect(stored).not.toContain(back.resultsAccessKey);
    expect(row?.data).toMatchObject({
      sessions: [{ session_id: back.sessionId, adapter: 'sandbox', provider_id: 'sandbox-id-wallet', result: null }],
    });
  });

  it.each(DIGITAL_ID_ERROR_CODES)('reports a session that failed with %s, and does not verify the candidate', async (code) => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me), { outcome: code });
    expect(back.action).toBe('fetch');
    expect(await askResults(me, back.sessionId, back.resultsAccessKey)).toStrictEqual({
      status: 200,
      body: { session: { id: back.sessionId, done: true, success: false, errorCode: code } },
    });
    expect(await trinsicSuccess(me)).toBe(false);
  });

  it('verifies with another provider after a failure, and a later failure never takes the success back', async () => {
    const me = await freshCandidate();
    const failed = await finishOnPage(await startSession(me, 'sandbox-bank-id'), { outcome: 'Inauthentic' });
    expect((await askResults(me, failed.sessionId, failed.resultsAccessKey)).body).toMatchObject({ session: { success: false } });
    const passed = await finishOnPage(await startSession(me, 'sandbox-mobile-id'));
    expect((await askResults(me, passed.sessionId, passed.resultsAccessKey)).body).toMatchObject({ session: { success: true } });
    const later = await finishOnPage(await startSession(me, 'sandbox-eid-card'), { outcome: 'Expired' });
    expect((await askResults(me, later.sessionId, later.resultsAccessKey)).body).toMatchObject({ session: { errorCode: 'Expired' } });
    expect(await trinsicSuccess(me)).toBe(true);
  });

  it('answers "not done" while the candidate has not finished at the provider', async () => {
    const me = await freshCandidate();
    const sessionId = new URL(await startSession(me)).pathname.split('/').pop() ?? '';
    // The browser learns the key only on the way back; the sandbox's own record holds it before that.
    const [row] = await ctx.db.select().from(providerStates).where(eq(providerStates.kind, 'digital_id_sandbox'));
    const { sessions } = row?.data as { sessions: { session_id: string; results_access_key: string }[] };
    const key = sessions.find((session) => session.session_id === sessionId)?.results_access_key ?? '';
    expect(await askResults(me, sessionId, key)).toStrictEqual({
      status: 200,
      body: { session: { id: sessionId, done: false, success: false, errorCode: null } },
    });
    expect(await trinsicSuccess(me)).toBe(false);
  });

  it('keeps results back for as many calls as the tester asked, then answers them (the SPA polls)', async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me), { post_redirect_action: 'poll', pending_polls: '3' });
    expect(back.action).toBe('poll');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toStrictEqual({
        session: { id: back.sessionId, done: false, success: false, errorCode: null },
      });
      expect(await trinsicSuccess(me)).toBe(false);
    }
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toStrictEqual({
      session: { id: back.sessionId, done: true, success: true, errorCode: null },
    });
    expect(await trinsicSuccess(me)).toBe(true);
  });

  it('keeps results back past the 30 polls the SPA makes before it gives up', async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me), { post_redirect_action: 'poll', pending_polls: '31', outcome: 'UserTimedOut' });
    for (let attempt = 0; attempt < 31; attempt += 1) {
      expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { done: false } });
    }
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({
      session: { done: true, success: false, errorCode: 'UserTimedOut' },
    });
  });

  it('fails the first results call when asked to, so the SPA retries, then answers', async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me), { fail_first_results: true });
    expect(await askResults(me, back.sessionId, back.resultsAccessKey)).toStrictEqual({
      status: 502,
      body: { detail: DIGITAL_ID_UNAVAILABLE },
    });
    expect(await trinsicSuccess(me)).toBe(false);
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { done: true, success: true } });
  });

  it('fails once, then keeps results back for the polls asked', async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me), {
      post_redirect_action: 'poll',
      pending_polls: '1',
      fail_first_results: true,
    });
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).status).toBe(502);
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { done: false } });
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { done: true } });
  });
});

describe('the server decides the result', () => {
  it('never verifies a made-up session id or a wrong key', async () => {
    const me = await freshCandidate();
    const back = await finishOnPage(await startSession(me));
    const other = await finishOnPage(await startSession(me, 'sandbox-bank-id'));
    const forged = [
      ['00000000-0000-4000-8000-000000000001', back.resultsAccessKey],
      [back.sessionId, 'A'.repeat(43)],
      [back.sessionId, `${back.resultsAccessKey}x`],
      // Each key opens its own session only.
      [back.sessionId, other.resultsAccessKey],
      ['made-up', 'made-up'],
    ];
    for (const [sessionId, key] of forged) {
      expect(await askResults(me, sessionId!, key!)).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
    }
    expect(await trinsicSuccess(me)).toBe(false);
  });

  it("never answers one candidate's session to another", async () => {
    const mine = await freshCandidate('ada@example.com');
    const theirs = await freshCandidate('bo@example.com');
    const back = await finishOnPage(await startSession(mine));
    // Their own guid and token with my session's values, and my guid with their token.
    expect(await askResults(theirs, back.sessionId, back.resultsAccessKey)).toStrictEqual({
      status: 404,
      body: { detail: 'Not found.' },
    });
    expect((await askResults(mine, back.sessionId, back.resultsAccessKey, theirs.created.user_token)).status).toBe(404);
    expect(await trinsicSuccess(theirs)).toBe(false);
    expect(await trinsicSuccess(mine)).toBe(false);
    // Mine still answers me.
    expect((await askResults(mine, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { success: true } });
    expect(await trinsicSuccess(theirs)).toBe(false);
  });

  it('refuses a results body without both values', async () => {
    const me = await freshCandidate();
    const token = me.created.user_token;
    expect(await call(paths(me).results, { token, body: {} })).toStrictEqual({
      status: 400,
      body: { sessionId: ['This field is required.'], resultsAccessKey: ['This field is required.'] },
    });
    expect(await call(paths(me).results, { token, body: { sessionId: ' ', resultsAccessKey: 7 } })).toStrictEqual({
      status: 400,
      body: { sessionId: ['This field may not be blank.'], resultsAccessKey: ['Not a valid string.'] },
    });
  });
});

describe('POST /api/providers/trinsic/created_hosted_session/{guid}/', () => {
  it('accepts an absolute address on our own site as the way back', async () => {
    const me = await freshCandidate();
    const answer = await call(paths(me).create, {
      token: me.created.user_token,
      body: { provider_id: 'sandbox-bank-id', redirectUrl: `${PUBLIC_URL}${STEP}?guid=${me.created.guid}`, language: 'pt-BR' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.launchUrl).toMatch(/\?lang=pt-BR$/);
    const page = await ctx.app.request(pagePath(answer.body.launchUrl as string));
    expect(await page.text()).toContain('Verifique sua identidade com Sandbox Bank ID');
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://candidate.test.evil.example/',
  ])('refuses the way back %j, so the sandbox is no open redirect, and starts nothing', async (redirectUrl) => {
    const me = await freshCandidate();
    expect(
      await call(paths(me).create, { token: me.created.user_token, body: { provider_id: 'sandbox-id-wallet', redirectUrl } }),
    ).toStrictEqual({ status: 400, body: { redirectUrl: [REDIRECT_NOT_ON_SITE] } });
    expect(await ctx.db.select().from(providerStates).where(eq(providerStates.kind, 'digital_id_sessions'))).toStrictEqual([]);
  });

  it('answers 404 and starts nothing on a request that does not ask for identity validation', async () => {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'right_to_work' }] }));
    const me = { created, response: await getResponse(ctx.app, created) };
    const body = { provider_id: 'sandbox-id-wallet', redirectUrl: redirectFor(me) };
    expect(await call(paths(me).create, { token: created.user_token, body })).toStrictEqual({
      status: 404,
      body: { detail: NOT_ASKED_DETAIL },
    });
    expect(
      (await call(paths(me).results, { token: created.user_token, body: { sessionId: 'any', resultsAccessKey: 'any' } })).status,
    ).toBe(404);
    expect(await ctx.db.select().from(providerStates).where(eq(providerStates.kind, 'digital_id_sessions'))).toStrictEqual([]);
  });

  it('refuses a provider the service does not offer, and a body without its fields', async () => {
    const me = await freshCandidate();
    const token = me.created.user_token;
    expect(await call(paths(me).create, { token, body: { provider_id: 'acme-id', redirectUrl: STEP } })).toStrictEqual({
      status: 400,
      body: { provider_id: ['"acme-id" is not a valid choice.'] },
    });
    expect(await call(paths(me).create, { token, body: { provider_id: 'sandbox-id-wallet', redirectUrl: STEP, language: 'de' } })).toStrictEqual({
      status: 400,
      body: { language: ['"de" is not a valid choice.'] },
    });
    expect(await call(paths(me).create, { token, body: {} })).toStrictEqual({
      status: 400,
      body: { provider_id: ['This field is required.'], redirectUrl: ['This field is required.'] },
    });
  });

  it('answers 502 when the session cannot start, for one provider or for all', async () => {
    const me = await freshCandidate();
    expect(
      await call(paths(me).create, { token: me.created.user_token, body: { provider_id: 'sandbox-unavailable-id', redirectUrl: STEP } }),
    ).toStrictEqual({ status: 502, body: { detail: DIGITAL_ID_UNAVAILABLE } });
    ctx.makeApp({ config: { digitalId: { provider: 'sandbox', baseUrl: null, apiKey: null, timeoutMs: 1000, sandboxFailure: 'create' } } });
    expect(
      (await call(paths(me).create, { token: me.created.user_token, body: { provider_id: 'sandbox-id-wallet', redirectUrl: STEP } })).status,
    ).toBe(502);
  });

  it(`starts at most ${DIGITAL_ID_RATES.create.limit} sessions a minute per candidate`, async () => {
    const me = await freshCandidate();
    for (let index = 0; index < DIGITAL_ID_RATES.create.limit; index += 1) await startSession(me);
    const refused = await call(paths(me).create, {
      token: me.created.user_token,
      body: { provider_id: 'sandbox-id-wallet', redirectUrl: STEP },
    });
    expect(refused.status).toBe(429);
    const other = await freshCandidate('bo@example.com');
    await startSession(other);
  });
});

describe('the sandbox page', () => {
  it('answers 404 for a session it does not know', async () => {
    for (const id of [UNKNOWN_GUID, 'not-a-session']) {
      const page = await ctx.app.request(`/sandbox/digital-id/${id}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('This identity check link is no longer valid');
    }
  });

  it('answers 400 {"detail"} to a multipart body that does not parse, never 500', async () => {
    const me = await freshCandidate();
    await expectMalformedMultipartRefused(ctx.app, pagePath(await startSession(me)));
  });

  it('shows a wrong number of polls back with its error, and changes nothing', async () => {
    const me = await freshCandidate();
    const launchUrl = await startSession(me);
    for (const pending_polls of ['', '-1', '101', '2.5', 'many']) {
      const answer = await postPage(launchUrl, { post_redirect_action: 'poll', pending_polls });
      expect(answer.status).toBe(400);
      const html = await answer.text();
      expect(html).toContain('There is a problem');
      expect(html).toContain('<a href="#pending_polls">Enter a whole number from 0 to 100</a>');
    }
    const unknown = await postPage(launchUrl, { outcome: 'Lost', post_redirect_action: 'later' });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Choose what the provider reports');
    // Results at once ignore the count.
    expect((await finishOnPage(launchUrl, { pending_polls: 'many' })).action).toBe('fetch');
  });

  it('keeps the first outcome: coming back to the page shows it finished, with the way back', async () => {
    const me = await freshCandidate();
    const launchUrl = await startSession(me, 'sandbox-id-wallet', 'es');
    const first = await finishOnPage(launchUrl, { outcome: 'Canceled' });
    const again = await postPage(launchUrl, { outcome: 'success' });
    expect(again.status).toBe(200);
    const page = await ctx.app.request(pagePath(launchUrl));
    const html = await page.text();
    expect(html).toContain('Esta verificación de identidad ha terminado');
    expect(html).toContain(first.url.toString().replaceAll('&', '&#38;'));
    expect((await askResults(me, first.sessionId, first.resultsAccessKey)).body).toMatchObject({ session: { errorCode: 'Canceled' } });
  });
});

describe('who may call', () => {
  it('refuses every call without a token (401) and with another candidate\'s guid (404)', async () => {
    const me = await freshCandidate('ada@example.com');
    const other = await freshCandidate('bo@example.com');
    const token = me.created.user_token;
    const mine = paths(me);
    const theirs = paths(other);
    const bodies: Record<string, unknown> = {
      create: { provider_id: 'sandbox-id-wallet', redirectUrl: STEP },
      results: { sessionId: 's', resultsAccessKey: 'k' },
    };
    for (const name of ['validate', 'trinsic', 'providers', 'create', 'results'] as const) {
      const body = bodies[name];
      expect(await call(mine[name], { body })).toStrictEqual({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
      expect(await call(theirs[name], { token, body })).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
    }
    // The wrong kind of guid, and one that does not exist.
    for (const path of [
      `/api/providers/validate_id_check_provider/${me.created.guid}/`,
      `/api/providers/trinsic/get_trinsic_results/${UNKNOWN_GUID}/`,
      `/api/providers/trinsic/recommended_providers/${me.response.guid}/`,
      `/api/providers/trinsic/created_hosted_session/${me.response.guid}/`,
      `/api/providers/trinsic/get_session_results/${UNKNOWN_GUID}/`,
    ]) {
      const body = path.includes('created_hosted') ? bodies.create : path.includes('get_session') ? bodies.results : undefined;
      expect((await call(path, { token, body })).status).toBe(404);
    }
    expect(await ctx.db.select().from(providerStates).where(eq(providerStates.kind, 'digital_id_sessions'))).toStrictEqual([]);
  });
});

describe('the write lock', () => {
  it('refuses starting a session and asking for results once the form is submitted, and the page can no longer finish', async () => {
    const me = await candidateBeforeIdentity();
    const token = me.created.user_token;
    const unfinished = await startSession(me, 'sandbox-bank-id');
    const back = await finishOnPage(await startSession(me));
    expect((await askResults(me, back.sessionId, back.resultsAccessKey)).body).toMatchObject({ session: { success: true } });
    expect((await postComplete(ctx.app, me.created.guid, me.response.guid, token)).status).toBe(200);

    const locked = { status: 409, body: { detail: LOCKED_DETAILS.done } };
    expect(await call(paths(me).create, { token, body: { provider_id: 'sandbox-id-wallet', redirectUrl: STEP } })).toStrictEqual(locked);
    expect(await askResults(me, back.sessionId, back.resultsAccessKey)).toStrictEqual(locked);
    // Reads still answer: the companion page's visitors may look.
    expect((await call(paths(me).trinsic, { token })).body).toStrictEqual({ success: true });
    expect((await call(paths(me).providers, { token })).status).toBe(200);

    const page = await ctx.app.request(pagePath(unfinished));
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This form can no longer be changed');
    expect((await postPage(unfinished, {})).status).toBe(409);
  });
});
