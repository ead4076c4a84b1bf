/**
 * The e-signing calls and pages (spec 000 §7, spec 001 §7; docs/providers/e-signing.md): the document link
 * (404 → read the request → create), the sandbox signing page and its outcomes, the status the hub reads, the PDF
 * the organisation reads, and the remote adapter against a fake service on 127.0.0.1.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignedDocumentLink } from '../../domain/consents/e-signing.schema';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceRequest } from '../../domain/reference-response';
import { eSigningDocuments } from '../../server/db/schema';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { SANDBOX_E_SIGNING } from '../../server/providers/e-signing/config';
import { DOCUMENT_NOT_NEEDED, SIGNING_UNAVAILABLE } from '../../server/routes/e-signing';
import { getResponse } from './support/candidate';
import { FAKE_PDF, type FakeESigningService, startFakeESigningService } from './support/fake-e-signing-service';
import { expectMalformedMultipartRefused } from './support/malformed-multipart';
import { orgHeaders, PUBLIC_URL, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'e-signing-api-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ctx = useTestApp({ config: { dataDir } });

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const STEP = '/candidate-feedback/acic_consent/acic_consent';

const auRequest = (extra: Partial<OrgRequestInput> = {}) =>
  validRequestBody({
    country: 'AU',
    checks: [{ type: 'criminal_record', level: ['acic_check', 'afp_check'] }],
    ...extra,
  });

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

function getLink(created: CreatedRequest, type: string, token = created.user_token, guid = created.guid) {
  return ctx.app.request(`/api/providers/scrive/${guid}/${type}/`, { headers: tokenHeaders(token) });
}

function postCreate(created: CreatedRequest, body: unknown, token = created.user_token) {
  return ctx.app.request('/api/providers/scrive/create/', {
    method: 'POST',
    headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function createDocument(
  created: CreatedRequest,
  type = 'acic_document',
  language?: string,
): Promise<SignedDocumentLink> {
  const request = await ctx.app.request(`/api/reference-requests/${created.guid}/?is_candidate=true`, {
    headers: tokenHeaders(created.user_token),
  });
  const { id } = (await request.json()) as ReferenceRequest;
  const answer = await postCreate(created, {
    reference_request: id,
    scrive_document_type: type,
    ...(language ? { language } : {}),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as SignedDocumentLink;
}

/** Opens a document's link as the SPA would, with the way back to the step, and lands on the sandbox page. */
async function openSigningPage(created: CreatedRequest, link: SignedDocumentLink, query: Record<string, string> = {}) {
  const params = new URLSearchParams({
    return: `${STEP}?guid=${created.guid}&user_token=${created.user_token}`,
    ...query,
  });
  const launched = await ctx.app.request(`${pathOf(link.url)}?${params.toString()}`);
  expect(launched.status).toBe(302);
  // The signing link is the candidate's own: no cache may keep the redirect.
  expect(launched.headers.get('cache-control')).toBe('no-store');
  const location = launched.headers.get('location') ?? '';
  expect(location.startsWith(`${PUBLIC_URL}/sandbox/e-signing/`)).toBe(true);
  return pathOf(location);
}

function postForm(path: string, fields: Record<string, string>) {
  return ctx.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signedAndSealed(created: CreatedRequest, type = 'acic_document') {
  const answer = await ctx.app.request(`/api/partner/scrive/${type}/status/${created.guid}`, {
    headers: tokenHeaders(created.user_token),
  });
  return ((await answer.json()) as { document_signed_and_sealed: boolean }).document_signed_and_sealed;
}

const orgPdf = (created: CreatedRequest, type: string, key?: string) =>
  ctx.app.request(`/api/org/requests/${created.guid}/documents/${type}.pdf`, { headers: orgHeaders(key) });

describe('GET /api/reference-requests/{guid}/?is_candidate=true', () => {
  it('answers the request as the candidate sees it', async () => {
    const created = await ctx.createRequest(auRequest());
    const answer = await ctx.app.request(`/api/reference-requests/${created.guid}/?is_candidate=true`, {
      headers: tokenHeaders(created.user_token),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toStrictEqual((await getResponse(ctx.app, created)).reference_request);
  });

  it('answers 401 without a valid token and 404 for another request', async () => {
    const mine = await ctx.createRequest(auRequest());
    const theirs = await ctx.createRequest(auRequest());
    const path = (guid: string) => `/api/reference-requests/${guid}/?is_candidate=true`;
    expect((await ctx.app.request(path(mine.guid), { headers: tokenHeaders('wrong') })).status).toBe(401);
    expect((await ctx.app.request(path(theirs.guid), { headers: tokenHeaders(mine.user_token) })).status).toBe(404);
    expect((await ctx.app.request(path('not-a-guid'), { headers: tokenHeaders(mine.user_token) })).status).toBe(404);
  });
});

describe('the document link and its creation', () => {
  it('answers 404 until the document exists, then its link; creating again answers the same document', async () => {
    const created = await ctx.createRequest(auRequest());
    expect((await getLink(created, 'acic_document')).status).toBe(404);

    const link = await createDocument(created);
    expect(link).toStrictEqual({
      url: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/e-signing/[0-9a-f-]{36}$`)),
      scrive_document_type: 'acic_document',
      status: 'pending',
    });
    const read = await getLink(created, 'acic_document');
    expect(read.status).toBe(200);
    expect(await read.json()).toStrictEqual(link);

    const { id } = (await getResponse(ctx.app, created)).reference_request;
    const again = await postCreate(created, { reference_request: id, scrive_document_type: 'acic_document' });
    expect(again.status).toBe(200);
    expect(await again.json()).toStrictEqual(link);
    expect((await getLink(created, 'afp_document')).status).toBe(404);
  });

  it('answers 200 null instead of 404 for no document when asked with ?absent=null, and the link once there is one', async () => {
    const created = await ctx.createRequest(auRequest());
    const ask = () =>
      ctx.app.request(`/api/providers/scrive/${created.guid}/acic_document/?absent=null`, { headers: tokenHeaders(created.user_token) });
    const none = await ask();
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    const link = await createDocument(created);
    expect(await (await ask()).json()).toStrictEqual(link);
    // Another request's guid and an unknown type stay 404.
    const theirs = await ctx.createRequest(auRequest());
    const headers = tokenHeaders(created.user_token);
    expect((await ctx.app.request(`/api/providers/scrive/${theirs.guid}/acic_document/?absent=null`, { headers })).status).toBe(404);
    expect((await ctx.app.request(`/api/providers/scrive/${created.guid}/no_such_document/?absent=null`, { headers })).status).toBe(404);
  });

  it.each([
    [{}, { reference_request: ['This field is required.'], scrive_document_type: ['This field is required.'] }],
    [
      { reference_request: 'one', scrive_document_type: 'acic_document' },
      { reference_request: ['A valid integer is required.'] },
    ],
    [
      { reference_request: 0, scrive_document_type: 'passport' },
      { scrive_document_type: ['"passport" is not a valid choice.'] },
    ],
    [
      { reference_request: 0, scrive_document_type: 'acic_document', language: 'de' },
      { language: ['"de" is not a valid choice.'] },
    ],
  ])('refuses %o with 400', async (body, errors) => {
    const created = await ctx.createRequest(auRequest());
    const answer = await postCreate(created, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await ctx.db.select().from(eSigningDocuments)).toHaveLength(0);
  });

  it('refuses a document the request does not need', async () => {
    const created = await ctx.createRequest(auRequest());
    const { id } = (await getResponse(ctx.app, created)).reference_request;
    const answer = await postCreate(created, { reference_request: id, scrive_document_type: 'moj_document' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ scrive_document_type: [DOCUMENT_NOT_NEEDED] });
  });

  it('answers 401 without a valid token and 404 for another request, creating nothing', async () => {
    const mine = await ctx.createRequest(auRequest());
    const theirs = await ctx.createRequest(auRequest());
    const theirId = (await getResponse(ctx.app, theirs)).reference_request.id;
    expect(
      (await postCreate(mine, { reference_request: theirId, scrive_document_type: 'acic_document' }, 'wrong')).status,
    ).toBe(401);
    expect((await postCreate(mine, { reference_request: theirId, scrive_document_type: 'acic_document' })).status).toBe(
      404,
    );
    expect((await getLink(mine, 'acic_document', 'wrong')).status).toBe(401);
    expect((await getLink(mine, 'acic_document', mine.user_token, theirs.guid)).status).toBe(404);
    expect((await getLink(mine, 'shoe_document')).status).toBe(404);
    expect(await ctx.db.select().from(eSigningDocuments)).toHaveLength(0);
  });

  it.each([
    ['completed', LOCKED_DETAILS.done],
    ['expired', LOCKED_DETAILS.expired],
  ] as const)('refuses to create once the request is %s (409)', async (state, detail) => {
    const created = await ctx.createRequest(auRequest({ sandbox_state: state }));
    const { id } = (await getResponse(ctx.app, created)).reference_request;
    const answer = await postCreate(created, { reference_request: id, scrive_document_type: 'acic_document' });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail });
  });

  it('creates the consent form’s document for a request that links one', async () => {
    const created = await ctx.createRequest(
      validRequestBody({
        checks: [{ type: 'employment' }],
        consent_form_link: 'https://forms.example.com/consent.pdf',
      }),
    );
    expect((await createDocument(created, 'consent_document')).scrive_document_type).toBe('consent_document');
  });
});

describe('the sandbox signing page', () => {
  it('shows the document in the candidate’s language, signs it, seals it, and the hub and the organisation see it', async () => {
    const created = await ctx.createRequest(auRequest());
    const link = await createDocument(created, 'acic_document', 'fr');
    expect(await signedAndSealed(created)).toBe(false);

    const page = await ctx.app.request(await openSigningPage(created, link));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Environnement de test');
    expect(html).toContain('Consentement et demande de vérification des antécédents judiciaires');
    expect(html).toContain('<label for="full_name">Votre nom complet</label>');
    expect(html).toContain('<canvas id="signature-pad"');

    const pagePath = await openSigningPage(created, link);
    const signed = await postForm(pagePath, { action: 'sign', full_name: 'Ada Lovelace', signature: PNG_DATA_URL });
    expect(signed.status).toBe(303);
    const back = signed.headers.get('location') ?? '';
    expect(back.startsWith(`/e-signing/`)).toBe(true);

    const returned = await ctx.app.request(back);
    expect(returned.status).toBe(303);
    const step = new URL(returned.headers.get('location') ?? '', PUBLIC_URL);
    expect(step.pathname).toBe(STEP);
    expect(step.searchParams.get('guid')).toBe(created.guid);
    expect(step.searchParams.get('signing')).toBe('sealed');

    expect(await signedAndSealed(created)).toBe(true);
    expect(await signedAndSealed(created, 'afp_document')).toBe(false);
    expect(((await (await getLink(created, 'acic_document')).json()) as SignedDocumentLink).status).toBe('sealed');

    const [document] = await ctx.db.select().from(eSigningDocuments);
    expect(document).toMatchObject({ status: 'sealed', signerName: 'Ada Lovelace', language: 'fr' });
    const stored = readFileSync(join(dataDir, 'files', document!.fileKey!));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const pdf = await orgPdf(created, 'acic_document');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(stored)).toBe(true);
    expect((await orgPdf(created, 'acic_document', 'wrong-key')).status).toBe(401);
    expect((await orgPdf(created, 'afp_document')).status).toBe(404);
    expect((await orgPdf(created, 'passport')).status).toBe(404);

    // Signed documents stay signed: the page now says so, and a second submission changes nothing.
    const again = await ctx.app.request(pagePath);
    expect(await again.text()).toContain('Signé par Ada Lovelace');
    expect((await postForm(pagePath, { action: 'decline' })).status).toBe(303);
    expect(await signedAndSealed(created)).toBe(true);
  });

  it('accepts the typed name (without control characters) as the signature, and without a way back says the window can be closed', async () => {
    const created = await ctx.createRequest(auRequest());
    const link = await createDocument(created, 'afp_document');
    const launched = await ctx.app.request(pathOf(link.url));
    const pagePath = pathOf(launched.headers.get('location') ?? '');
    const signed = await postForm(pagePath, { action: 'sign', full_name: '  Ada \u0000\u0007  Lovelace ', use_typed_name: '1' });
    expect(signed.status).toBe(303);
    const shown = await ctx.app.request(
      pathOf(new URL(signed.headers.get('location') ?? '', 'http://localhost').toString()),
    );
    const html = await shown.text();
    expect(html).toContain('Signed by Ada Lovelace');
    expect(html).toContain('You can now close this window');
    expect(await signedAndSealed(created, 'afp_document')).toBe(true);
  });

  it('answers 400 {"detail"} to a multipart body that does not parse, never 500, and signs nothing', async () => {
    const created = await ctx.createRequest(auRequest());
    await expectMalformedMultipartRefused(ctx.app, await openSigningPage(created, await createDocument(created)));
    expect(await signedAndSealed(created)).toBe(false);
  });

  it('asks again for a missing name and signature, saying what is wrong, and signs nothing', async () => {
    const created = await ctx.createRequest(auRequest());
    const pagePath = await openSigningPage(created, await createDocument(created));
    const answer = await postForm(pagePath, { action: 'sign', full_name: ' ', signature: '' });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('id="error-summary"');
    expect(html).toContain('<a href="#full_name">Enter your full name</a>');
    expect(html).toContain('Draw your signature, or choose to use your typed name as your signature');
    expect(html).toContain('aria-invalid="true"');

    const bad = await postForm(pagePath, {
      action: 'sign',
      full_name: 'Ada Lovelace',
      signature: 'data:image/png;base64,AAAA',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Your signature could not be read');
    expect((await postForm(pagePath, { action: 'sign', full_name: 'A'.repeat(181), use_typed_name: '1' })).status).toBe(
      400,
    );
    expect(await signedAndSealed(created)).toBe(false);
  });

  it('lets the candidate decline; the link then leads nowhere and a new document can be created', async () => {
    const created = await ctx.createRequest(auRequest());
    const link = await createDocument(created);
    const declined = await postForm(await openSigningPage(created, link), { action: 'decline' });
    expect(declined.status).toBe(303);
    const step = await ctx.app.request(declined.headers.get('location') ?? '');
    expect(new URL(step.headers.get('location') ?? '', PUBLIC_URL).searchParams.get('signing')).toBe('declined');
    expect(await signedAndSealed(created)).toBe(false);

    expect((await getLink(created, 'acic_document')).status).toBe(404);
    expect((await ctx.app.request(pathOf(link.url))).status).toBe(404);
    const fresh = await createDocument(created);
    expect(fresh.url).not.toBe(link.url);
    expect(fresh.status).toBe('pending');
  });

  it.each([
    ['the tester’s fail button', {}, { action: 'fail' }],
    ['the fail flag', { fail: '1' }, { action: 'sign', full_name: 'Ada Lovelace', use_typed_name: '1' }],
  ])('fails the signing through %s', async (_case, query: Record<string, string>, form) => {
    const created = await ctx.createRequest(auRequest());
    const pagePath = await openSigningPage(created, await createDocument(created), query);
    if (query.fail) expect(await (await ctx.app.request(pagePath)).text()).toContain('The fail flag is on');
    const failed = await postForm(pagePath, form);
    expect(failed.status).toBe(303);
    const step = await ctx.app.request(failed.headers.get('location') ?? '');
    expect(new URL(step.headers.get('location') ?? '', PUBLIC_URL).searchParams.get('signing')).toBe('failed');
    expect(await signedAndSealed(created)).toBe(false);
    expect((await getLink(created, 'acic_document')).status).toBe(404);
  });

  it('fails every signing when configured to', async () => {
    ctx.makeApp({ config: { dataDir, eSigning: { ...SANDBOX_E_SIGNING, sandboxFailure: 'sign' } } });
    const created = await ctx.createRequest(auRequest());
    const pagePath = await openSigningPage(created, await createDocument(created));
    await postForm(pagePath, { action: 'sign', full_name: 'Ada Lovelace', use_typed_name: '1' });
    expect(await signedAndSealed(created)).toBe(false);
    const [document] = await ctx.db.select().from(eSigningDocuments);
    expect(document?.status).toBe('failed');
  });

  it('fails creating documents when configured to (503), and the link stays 404', async () => {
    ctx.makeApp({ config: { dataDir, eSigning: { ...SANDBOX_E_SIGNING, sandboxFailure: 'create' } } });
    const created = await ctx.createRequest(auRequest());
    const { id } = (await getResponse(ctx.app, created)).reference_request;
    const answer = await postCreate(created, { reference_request: id, scrive_document_type: 'acic_document' });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toStrictEqual({ detail: SIGNING_UNAVAILABLE });
    expect((await getLink(created, 'acic_document')).status).toBe(404);
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])(
    'never returns to %s',
    async (target) => {
      const created = await ctx.createRequest(auRequest());
      const link = await createDocument(created);
      const query = `?${new URLSearchParams({ return: target }).toString()}`;

      const launched = await ctx.app.request(`${pathOf(link.url)}${query}`);
      expect(launched.status).toBe(400);
      expect(launched.headers.get('location')).toBeNull();
      expect(await launched.text()).toContain('The return address must be a path on this site.');

      const sandboxPage = `/sandbox/e-signing/${pathOf(link.url).split('/').pop()}${query}`;
      expect((await ctx.app.request(sandboxPage)).status).toBe(400);
      const posted = await postForm(sandboxPage, { action: 'sign', full_name: 'Ada Lovelace', use_typed_name: '1' });
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
      expect((await ctx.app.request(`${pathOf(link.url)}/return${query}`)).status).toBe(400);
      expect(await signedAndSealed(created)).toBe(false);
    },
  );

  it('refuses to sign once the request has expired (409), and shows an unknown link as no longer valid', async () => {
    const created = await ctx.createRequest(auRequest());
    const pagePath = await openSigningPage(created, await createDocument(created));
    const { expire_date } = (await getResponse(ctx.app, created)).reference_request;
    ctx.setNow(new Date(new Date(expire_date).getTime() + 60_000));

    const page = await ctx.app.request(pagePath);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This form can no longer be changed');
    const posted = await postForm(pagePath, { action: 'sign', full_name: 'Ada Lovelace', use_typed_name: '1' });
    expect(posted.status).toBe(409);
    expect(await signedAndSealed(created)).toBe(false);

    expect((await ctx.app.request('/sandbox/e-signing/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ctx.app.request('/e-signing/not-a-guid')).status).toBe(404);
  });
});

/** Serves the app against the fake `service`, with the adapter giving up after `timeoutMs`. */
function useRemoteService(service: FakeESigningService, timeoutMs: number) {
  ctx.makeApp({
    config: {
      dataDir,
      eSigning: { provider: 'remote', baseUrl: service.baseUrl, apiToken: service.token, timeoutMs, sandboxFailure: 'none' },
    },
  });
}

describe('the remote adapter, against a fake service', () => {
  it('creates the document there, sends the candidate to it, and takes the sealed file on their return', async () => {
    const service = await startFakeESigningService();
    try {
      useRemoteService(service, 2_000);
      const created = await ctx.createRequest(auRequest());
      const link = await createDocument(created, 'afp_document', 'es');
      const [remote] = [...service.documents.values()];
      expect(remote?.body).toMatchObject({ type: 'afp_document', language: 'es', signer: { name: 'Ada Lovelace' } });

      const launched = await ctx.app.request(
        `${pathOf(link.url)}?${new URLSearchParams({ return: `/candidate-feedback/afp_disclosure_section/afp_disclosure_step?guid=${created.guid}&user_token=${created.user_token}` })}`,
      );
      expect(launched.status).toBe(302);
      expect(launched.headers.get('location')).toBe(`${service.baseUrl}/sign/${remote!.id}?lang=es`);
      // The way back goes through the service without the candidate's token.
      expect(remote!.redirectUrl).toMatch(new RegExp(`^${PUBLIC_URL}/e-signing/[0-9a-f-]{36}/return\\?return=`));
      expect(remote!.redirectUrl).not.toContain('user_token');

      service.sign(remote!.id, 'Ada Lovelace', '2026-03-02T10:15:00.000Z');
      expect(await signedAndSealed(created, 'afp_document')).toBe(false);
      const returned = await ctx.app.request(pathOf(remote!.redirectUrl!));
      expect(returned.status).toBe(303);
      expect(new URL(returned.headers.get('location') ?? '', PUBLIC_URL).searchParams.get('signing')).toBe('sealed');
      expect(await signedAndSealed(created, 'afp_document')).toBe(true);
      expect(
        Buffer.from(await (await orgPdf(created, 'afp_document')).arrayBuffer()).equals(Buffer.from(FAKE_PDF)),
      ).toBe(true);
    } finally {
      await service.close();
    }
  });

  it('takes news from the service’s callback, and answers 503 when the service is down', async () => {
    const service = await startFakeESigningService();
    try {
      useRemoteService(service, 300);
      const created = await ctx.createRequest(auRequest());
      const link = await createDocument(created);
      const guid = pathOf(link.url).split('/').pop();
      const [remote] = [...service.documents.values()];

      service.mode = 'hang';
      expect((await ctx.app.request(`/api/providers/e-signing/callback/${guid}`, { method: 'POST' })).status).toBe(503);
      expect((await getLink(created, 'acic_document')).status).toBe(200);
      service.mode = 'normal';
      service.sign(remote!.id, 'Ada Lovelace', '2026-03-02T10:15:00.000Z');
      expect((await ctx.app.request(`/api/providers/e-signing/callback/${guid}`, { method: 'POST' })).status).toBe(204);
      expect(await signedAndSealed(created)).toBe(true);
      expect(
        (
          await ctx.app.request('/api/providers/e-signing/callback/00000000-0000-4000-8000-000000000000', {
            method: 'POST',
          })
        ).status,
      ).toBe(404);

      service.mode = 'error';
      const other = await ctx.createRequest(auRequest());
      const { id } = (await getResponse(ctx.app, other)).reference_request;
      expect((await postCreate(other, { reference_request: id, scrive_document_type: 'acic_document' })).status).toBe(
        503,
      );
    } finally {
      await service.close();
    }
  });
});
