/**
 * Identity validation by document scan through the sandbox (server/routes/document-scan.ts,
 * docs/providers/document-scan.md): the link, the hosted page's outcomes, the status the SPA polls and what the hub
 * and the completion check make of it.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { HOOYU_DONE_STATUSES } from '../../domain/provider-status';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { getResponse, hubProgress, postComplete, scenarioBody, statusOf } from './support/candidate';
import { expectMalformedMultipartRefused } from './support/malformed-multipart';
import { orgHeaders, PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const STEP = '/candidate-feedback/identity_validation/identity_validation_step';

const paths = (guid: string) => ({
  link: `/api/providers/hooyu/identity_verification/status/${guid}`,
  status: `/api/providers/hooyu/${guid}/`,
  abandoned: `/api/providers/hooyu/is_abandoned/${guid}`,
});

async function get(path: string, token?: string) {
  const answer = await ctx.app.request(path, { headers: token ? tokenHeaders(token) : {} });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** A fresh request whose checks need identity validation. */
const identityRequest = (email = 'ada@example.com') =>
  ctx.createRequest(
    validRequestBody({
      candidate: { first_name: 'Ada', last_name: 'Lovelace', email },
      checks: [{ type: 'id_check', require_digital_id_verification: true }],
    }),
  );

/** The hosted check's address on our own site (path and query), from the link the API answers. */
async function hostedPage(created: CreatedRequest, query = ''): Promise<string> {
  const answer = await get(`${paths(created.guid).link}${query}`, created.user_token);
  expect(answer.status).toBe(200);
  const link = new URL(answer.body.link as string);
  expect(link.origin).toBe(PUBLIC_URL);
  return `${link.pathname}${link.search}`;
}

function choose(page: string, outcome: string, pendingPolls = '0') {
  return ctx.app.request(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome, pending_polls: pendingPolls }).toString(),
  });
}

async function identitySection(created: CreatedRequest) {
  const hub = await hubProgress(ctx, created);
  return { hub, identity: statusOf(hub, 'identity_validation') };
}

describe('GET /api/providers/hooyu/identity_verification/status/{guid}', () => {
  it('answers a link to the sandbox page that returns to the identity step to poll, and keeps it', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created, '?lang=fr');
    const url = new URL(page, PUBLIC_URL);
    expect(url.pathname).toMatch(/^\/sandbox\/document-scan\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('lang')).toBe('fr');
    expect(url.searchParams.get('return')).toBe(`${STEP}?guid=${created.guid}&idProvider=hooyu&action=poll`);

    expect(await hostedPage(created, '?lang=es')).toBe(page);
    expect((await get(paths(created.guid).status, created.user_token)).body).toStrictEqual({
      status: 'pending',
      credit_status: null,
    });
    expect((await get(`/api/providers/validate_id_check_provider/${(await getResponse(ctx.app, created)).guid}/`, created.user_token)).body).toStrictEqual({
      is_trinsic_id_check: false,
    });
  });

  it("returns to the SPA's own path, without the token, and never to another site", async () => {
    const created = await identityRequest();
    const asked = `${STEP}?guid=${created.guid}&user_token=${created.user_token}&idProvider=hooyu&lang=fr`;
    const page = await hostedPage(created, `?${new URLSearchParams({ return: asked }).toString()}`);
    expect(new URL(page, PUBLIC_URL).searchParams.get('return')).toBe(
      `${STEP}?guid=${created.guid}&idProvider=hooyu&lang=fr&action=poll`,
    );
    expect(page).not.toContain(created.user_token);

    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const refused = await get(`${paths(created.guid).link}?${new URLSearchParams({ return: back }).toString()}`, created.user_token);
      expect(refused, back).toStrictEqual({
        status: 400,
        body: { return: ['The return address must be a path on this site.'] },
      });
    }
  });

  it('takes the token from the Authorization header only, never from the query', async () => {
    const created = await identityRequest();
    expect(await get(`${paths(created.guid).link}?user_token=${created.user_token}`)).toStrictEqual({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    // The specification's client sends both: the query's copy is ignored.
    expect((await get(`${paths(created.guid).link}?user_token=${created.user_token}`, created.user_token)).status).toBe(200);
    expect(ctx.logs.join('\n')).not.toContain(created.user_token);
  });

  it('refuses a request that does not need identity validation', async () => {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }] }));
    expect(await get(paths(created.guid).link, created.user_token)).toStrictEqual({
      status: 404,
      body: { detail: NOT_ASKED_DETAIL },
    });
    expect((await get(paths(created.guid).status, created.user_token)).body).toStrictEqual({ status: null, credit_status: null });
  });
});

describe('the sandbox page', () => {
  it('answers 400 {"detail"} to a multipart body that does not parse, never 500', async () => {
    await expectMalformedMultipartRefused(ctx.app, await hostedPage(await identityRequest()));
  });

  it('says it is a sandbox and offers every outcome, in the link’s language', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    const answer = await ctx.app.request(page);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain("style-src 'self' 'sha256-");
    const html = await answer.text();
    expect(html).toContain('Sandbox: this is a test identity check page.');
    expect(html).toContain('Requested by Acme Care Ltd');
    for (const outcome of [...HOOYU_DONE_STATUSES, 'abandon']) expect(html).toContain(`name="outcome" value="${outcome}"`);

    const french = await (await ctx.app.request(page.replace('lang=en', 'lang=fr'))).text();
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('Vérifiez votre pièce d’identité');
  });

  it('answers 404 for a verification that does not exist, and 400 for a return to another site', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    for (const missing of ['/sandbox/document-scan/00000000-0000-4000-8000-000000000000', '/sandbox/document-scan/nope']) {
      expect((await ctx.app.request(missing)).status, missing).toBe(404);
      expect((await choose(missing, 'completed')).status, missing).toBe(404);
    }
    const elsewhere = page.replace(/return=[^&]*/, `return=${encodeURIComponent('https://evil.example/')}`);
    const refused = await choose(elsewhere, 'completed');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('pending');
  });

  const CHOOSE = 'Choose one of the results below';
  const COUNT = 'Enter a whole number from 0 to 30';
  it.each([
    ['an unknown outcome', 'approved', '0', CHOOSE],
    ['no outcome', '', '0', CHOOSE],
    ['a negative count', 'completed', '-1', COUNT],
    ['a count above the maximum', 'completed', '31', COUNT],
    ['a count that is not a number', 'completed', 'three', COUNT],
  ])('shows %s as an error and records nothing', async (_case, outcome, count, message) => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    const answer = await choose(page, outcome, count);
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('There is a problem');
    expect(html).toContain(message);
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('pending');
    // The page still offers the outcomes.
    expect((await choose(page, 'completed')).status).toBe(303);
  });
});

describe('each outcome, end to end', () => {
  it.each([...HOOYU_DONE_STATUSES, 'abandon'])('%s completes identity validation as the hub and completion see it', async (outcome) => {
    const created = await ctx.createRequest(scenarioBody('gb-digital-id', 'ready_to_submit'));
    const page = await hostedPage(created);
    // Choosing the document scan replaces the digital ID's result until the scan is over.
    expect((await identitySection(created)).identity).toBe('todo');

    const chosen = await choose(page, outcome);
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(`${STEP}?guid=${created.guid}&idProvider=hooyu&action=poll`);

    const abandon = outcome === 'abandon';
    expect((await get(paths(created.guid).status, created.user_token)).body).toStrictEqual({
      status: abandon ? 'abandoned' : outcome,
      credit_status: null,
    });
    expect((await get(paths(created.guid).abandoned, created.user_token)).body).toStrictEqual({ abandoned: abandon });

    const { hub, identity } = await identitySection(created);
    expect(identity).toBe('success');
    expect(hub.canFinish).toBe(true);
    const response = await getResponse(ctx.app, created);
    expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);

    // The page shows the outcome; the link can no longer be asked for, and the status still reads.
    const finished = await ctx.app.request(page);
    expect(await finished.text()).toContain('This identity check is finished');
    expect(await get(paths(created.guid).link, created.user_token)).toStrictEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe(abandon ? 'abandoned' : outcome);
  });
});

describe('results that stay pending', () => {
  it('answers "pending" to as many status look-ups as the tester asked for, then the outcome', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-digital-id', 'ready_to_submit'));
    const page = await hostedPage(created);
    expect((await choose(page, 'completed', '2')).status).toBe(303);

    for (let poll = 0; poll < 2; poll += 1) {
      expect((await get(paths(created.guid).status, created.user_token)).body.status, `poll ${poll}`).toBe('pending');
    }
    expect((await identitySection(created)).identity).toBe('success');
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('completed');
  });

  it('holds an abandonment back as long, then reports it on either read', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    await choose(page, 'abandon', '1');
    expect((await get(paths(created.guid).abandoned, created.user_token)).body).toStrictEqual({ abandoned: false });
    expect((await get(paths(created.guid).abandoned, created.user_token)).body).toStrictEqual({ abandoned: true });
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('abandoned');
  });

  it('keeps the first choice: the page cannot change a decided outcome', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    await choose(page, 'expired');
    const again = await choose(page, 'completed');
    expect(again.status).toBe(303);
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('expired');
  });
});

describe('the server decides the result', () => {
  it("never answers one candidate's status with another's verification", async () => {
    const mine = await identityRequest('ada@example.com');
    const theirs = await identityRequest('bob@example.com');
    const myPage = await hostedPage(mine);
    const theirPage = await hostedPage(theirs);
    expect(theirPage).not.toBe(myPage);

    await choose(theirPage, 'completed');
    expect((await get(paths(theirs.guid).status, theirs.user_token)).body.status).toBe('completed');
    expect((await get(paths(mine.guid).status, mine.user_token)).body.status).toBe('pending');
    expect((await identitySection(mine)).identity).toBe('todo');
  });

  it('reads nothing the browser brings back', async () => {
    const created = await identityRequest();
    await hostedPage(created);
    const forged = '?status=completed&abandoned=true&action=poll&verification=00000000-0000-4000-8000-000000000000';
    expect((await get(`${paths(created.guid).status}${forged}`, created.user_token)).body.status).toBe('pending');
    expect((await get(`${paths(created.guid).abandoned}${forged}`, created.user_token)).body).toStrictEqual({ abandoned: false });
    expect((await identitySection(created)).identity).toBe('todo');
  });

  it('does not count a status the candidate was never given a verification for', async () => {
    const created = await identityRequest();
    expect((await get(paths(created.guid).status, created.user_token)).body).toStrictEqual({ status: null, credit_status: null });
    expect((await identitySection(created)).identity).toBe('todo');
  });
});

describe('who may ask', () => {
  it('answers 401 without a token, or with an unknown one', async () => {
    const created = await identityRequest();
    for (const path of Object.values(paths(created.guid))) {
      expect(await get(path), path).toStrictEqual({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
      expect(await get(path, 'A'.repeat(43)), path).toStrictEqual({ status: 401, body: { detail: 'Invalid token.' } });
    }
  });

  it("answers 404 for another candidate's request guid, the response guid, or one that does not exist", async () => {
    const mine = await identityRequest('ada@example.com');
    const theirs = await identityRequest('bob@example.com');
    await hostedPage(theirs);
    const myResponse = await getResponse(ctx.app, mine);
    for (const guid of [theirs.guid, myResponse.guid, '00000000-0000-4000-8000-000000000000', 'not-a-guid']) {
      for (const path of Object.values(paths(guid))) {
        expect(await get(path, mine.user_token), path).toStrictEqual({ status: 404, body: { detail: 'Not found.' } });
      }
    }
    // Nothing was created for either of them by asking.
    expect((await get(paths(mine.guid).status, mine.user_token)).body.status).toBeNull();
  });

  it('accepts the guid in upper case', async () => {
    const created = await identityRequest();
    for (const path of Object.values(paths(created.guid.toUpperCase()))) {
      expect((await get(path, created.user_token)).status, path).toBe(200);
    }
  });
});

describe('the write lock', () => {
  it('refuses to start a verification once the request is completed', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-digital-id', 'completed'));
    expect(await get(paths(created.guid).link, created.user_token)).toStrictEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    expect((await get(paths(created.guid).status, created.user_token)).body).toStrictEqual({ status: null, credit_status: null });
  });

  it('records no outcome once the request has expired, and keeps answering the status', async () => {
    const created = await ctx.createRequest(
      validRequestBody({ checks: [{ type: 'id_check', require_digital_id_verification: true }], expire_date: '2099-01-01T00:00:00Z' }),
    );
    const page = await hostedPage(created);
    await choose(page, 'completed', '1');
    ctx.setNow(new Date('2099-02-01T00:00:00Z'));

    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('pending');
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('pending');
    expect(await get(paths(created.guid).link, created.user_token)).toStrictEqual({
      status: 409,
      body: { detail: 'This link has expired.' },
    });
  });

  it('refuses the sandbox page a choice once the request is withdrawn', async () => {
    const created = await identityRequest();
    const page = await hostedPage(created);
    const withdrawn = await ctx.app.request(`/api/org/requests/${created.guid}`, {
      method: 'DELETE',
      headers: orgHeaders(),
    });
    expect(withdrawn.status).toBe(204);
    const shown = await ctx.app.request(page);
    expect(shown.status).toBe(409);
    expect(await shown.text()).toContain('This form can no longer be changed');
    const refused = await choose(page, 'completed');
    expect(refused.status).toBe(409);
    expect((await get(paths(created.guid).status, created.user_token)).body.status).toBe('pending');
    expect(await get(paths(created.guid).link, created.user_token)).toStrictEqual({
      status: 409,
      body: { detail: 'This request is no longer available.' },
    });
  });
});
