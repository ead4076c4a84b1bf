/**
 * "Continue on your phone" (docs/documents.md "Continue on your phone"): POST /reference-requests/{guid}/handoffs/ makes a phone
 * link for one upload step, GET /handoff/ and POST /handoff/document are all the link opens, for 15 minutes and
 * HANDOFF_MAX_UPLOADS files, while the request can still change. Every other candidate call refuses it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HANDOFF_CREATE_LIMIT, HANDOFF_LIFETIME_MS, HANDOFF_MAX_UPLOADS, handoffTokenFromHash, isHandoffStep } from '../../domain/handoff/handoff';
import { supportingDocumentsMessage } from '../../domain/documents/supporting';
import { madeElsewhere } from '../../domain/documents/upload-origin';
import { missingNameChangeDocument } from '../../domain/documents/upload-pages';
import { MESSAGES } from '../../domain/messages';
import { requiredSections } from '../../domain/requirements';
import { serverToday } from '../../domain/today';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { hashToken } from '../../server/auth/tokens';
import { emailMessages, handoffTokens } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { KEY_REUSED_DETAIL } from '../../server/requests/idempotency';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import type { ScenarioName } from '../../server/scenarios';
import { atOnce, RACE_TRIALS } from './support/at-once';
import { getResponse, postComplete, scenarioBody } from './support/candidate';
import { useTestScanner } from './support/clamd';
import { PUBLIC_URL, tokenHeaders, useTestApp } from './support/test-app';

const scanner = useTestScanner();
const ctx = useTestApp({ authThrottle: { limit: 10_000, windowMs: 60_000 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const STEP = 'dbs_address';

const json = (token: string) => ({ ...tokenHeaders(token), 'content-type': 'application/json' });

/** A fresh request of the Enhanced DBS scenario, or a ready one of a scenario whose ready answers keep upload steps. */
async function request(state?: 'ready_to_submit'): Promise<CreatedRequest> {
  return requestOf(state ? 'nz-police-vetting' : 'gb-dbs-enhanced', state);
}

async function requestOf(scenario: ScenarioName, state?: 'ready_to_submit'): Promise<CreatedRequest> {
  ctx.makeApp({ config: { malwareScan: scanner.config() }, authThrottle: { limit: 10_000, windowMs: 60_000 } });
  return ctx.createRequest(scenarioBody(scenario, state));
}

function makeHandoff(created: CreatedRequest, body: Record<string, unknown> = { step: STEP }, token = created.user_token) {
  return ctx.app.request(`/api/reference-requests/${created.guid}/handoffs/`, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
}

/** A phone link's token, read back from the link as the phone would. */
async function handoffToken(created: CreatedRequest, step = STEP): Promise<string> {
  const made = await makeHandoff(created, { step });
  expect(made.status).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const token = handoffTokenFromHash(new URL(url).hash);
  if (!token) throw new Error('The link carries no token.');
  return token;
}

function uploadForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('0:file', new File([new Uint8Array(PDF)], 'gas-bill.pdf', { type: 'application/pdf' }));
  for (const [field, value] of Object.entries(fields)) form.append(`0:${field}`, value);
  return form;
}

/** One file sent with the phone link, under an Idempotency-Key when given one. */
function phoneUpload(token: string, fields: Record<string, string> = { type: 'address-proof' }, key?: string) {
  const headers = { ...tokenHeaders(token), ...(key ? { 'Idempotency-Key': key } : {}) };
  return ctx.app.request('/api/handoff/document', { method: 'POST', headers, body: uploadForm(fields) });
}

/** An upload step the request asks for as it stands (a ready request's answers can change which). */
async function askedUploadStep(created: CreatedRequest): Promise<string> {
  const steps = requiredSections(await getResponse(ctx.app, created), serverToday(ctx.now())).flatMap((section) => section.steps);
  const step = steps.find((slug) => isHandoffStep(slug));
  if (!step) throw new Error('The request asks for no upload step.');
  return step;
}

const phoneView = (token: string) => ctx.app.request('/api/handoff/', { headers: tokenHeaders(token) });

describe('POST /reference-requests/{guid}/handoffs/', () => {
  it('makes a 15-minute link to the phone page, keeping only the hash of its token', async () => {
    const created = await request();
    ctx.setNow(new Date('2026-11-27T10:00:00.000Z'));
    const made = await makeHandoff(created);
    expect(made.status).toBe(201);
    const body = (await made.json()) as { url: string; expires_at: string; step: string; emailed: boolean };
    expect(body).toMatchObject({ step: STEP, expires_at: '2026-11-27T10:15:00.000Z', emailed: false });
    const url = new URL(body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/continue-on-phone`);
    expect(url.search).toBe('');
    const token = handoffTokenFromHash(url.hash)!;
    const [row] = await ctx.db.select().from(handoffTokens);
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(ctx.logs.join('\n')).not.toContain(token);
  });

  it('e-mails the link to the candidate through the outbox when asked', async () => {
    const created = await request();
    const made = await makeHandoff(created, { step: STEP, send_email: true });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const messages = await ctx.db.select().from(emailMessages).where(eq(emailMessages.kind, 'phone_link'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ recipient: 'olivia.bennett@example.com', link: url, status: 'pending' });
  });

  it('refuses a missing or unknown step, and a step the request does not ask for', async () => {
    const created = await request();
    expect(await (await makeHandoff(created, {})).json()).toStrictEqual({ step: [MESSAGES.required] });
    expect(await (await makeHandoff(created, { step: 'passport' })).json()).toStrictEqual({ step: [MESSAGES.selectFromList] });
    const unasked = await makeHandoff(created, { step: 'police_vetting_documents' });
    expect(unasked.status).toBe(404);
    expect(await unasked.json()).toStrictEqual({ detail: NOT_ASKED_DETAIL });
  });

  it('answers 401 without the candidate token, 404 for another request, and never takes a phone link as the candidate', async () => {
    const created = await request();
    const other = await request();
    expect((await makeHandoff(created, { step: STEP }, 'not-a-token')).status).toBe(401);
    expect((await makeHandoff(created, { step: STEP }, other.user_token)).status).toBe(404);
    const phone = await handoffToken(created);
    expect((await makeHandoff(created, { step: STEP }, phone)).status).toBe(401);
  });

  it(`throttles a request to ${HANDOFF_CREATE_LIMIT} links within 15 minutes`, async () => {
    const created = await request();
    ctx.setNow(new Date('2026-11-27T10:00:00.000Z'));
    for (let made = 0; made < HANDOFF_CREATE_LIMIT; made += 1) expect((await makeHandoff(created)).status).toBe(201);
    const refused = await makeHandoff(created);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    ctx.setNow(new Date(new Date('2026-11-27T10:00:00.000Z').getTime() + HANDOFF_LIFETIME_MS + 1000));
    expect((await makeHandoff(created)).status).toBe(201);
    // The expired links went as the new one was made.
    expect(await ctx.db.select().from(handoffTokens)).toHaveLength(1);
  });

  it(`makes no more than ${HANDOFF_CREATE_LIMIT} links when presses arrive together`, async () => {
    for (let trial = 0; trial < RACE_TRIALS(3); trial += 1) {
      const created = await request();
      const answers = await atOnce(Array.from({ length: HANDOFF_CREATE_LIMIT + 4 }, () => () => makeHandoff(created)));
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(HANDOFF_CREATE_LIMIT);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    }
  });

  it('refuses a submitted request with 409', async () => {
    const created = await request('ready_to_submit');
    const step = await askedUploadStep(created);
    const response = await getResponse(ctx.app, created);
    expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);
    const refused = await makeHandoff(created, { step });
    expect(refused.status).toBe(409);
  });
});

describe('the phone link', () => {
  it("shows the step's uploaders, uploads through the pipeline to that step, and lists what was uploaded there", async () => {
    const created = await request();
    const token = await handoffToken(created);
    const view = await phoneView(token);
    expect(view.status).toBe(200);
    const shown = (await view.json()) as { step: string; slots: { type: string }[]; uploads: unknown[]; uploads_left: number };
    expect(shown).toMatchObject({ step: STEP, uploads: [], uploads_left: HANDOFF_MAX_UPLOADS });
    expect(shown.slots.map((slot) => slot.type)).toStrictEqual(['address-proof', 'driving_licence']);

    const uploaded = await phoneUpload(token, { type: 'address-proof', step: 'dbs_identity' });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ type: 'address-proof', step: STEP, file_name: 'gas-bill.pdf' });
    const candidateSees = await getResponse(ctx.app, created);
    expect(candidateSees.documents.uploaded).toMatchObject([{ type: 'address-proof', step: STEP }]);
    expect(await (await phoneView(token)).json()).toMatchObject({
      uploads: [{ type: 'address-proof', file_name: 'gas-bill.pdf' }],
      uploads_left: HANDOFF_MAX_UPLOADS - 1,
    });
  });

  it("refuses a type the step does not take, and a file the pipeline refuses, on their fields", async () => {
    const created = await request();
    const token = await handoffToken(created);
    expect(await (await phoneUpload(token, { type: 'passport' })).json()).toStrictEqual({ type: [MESSAGES.selectFromList] });
    const form = new FormData();
    form.append('0:file', new File(['<html></html>'], 'page.pdf', { type: 'application/pdf' }));
    form.append('0:type', 'address-proof');
    const refused = await ctx.app.request('/api/handoff/document', { method: 'POST', headers: tokenHeaders(token), body: form });
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()) as object)).toStrictEqual(['file']);
    expect((await getResponse(ctx.app, created)).documents.uploaded).toStrictEqual([]);
  });

  it('stops working after 15 minutes', async () => {
    const created = await request();
    const start = new Date();
    ctx.setNow(start);
    const token = await handoffToken(created);
    ctx.setNow(new Date(start.getTime() + HANDOFF_LIFETIME_MS - 1000));
    expect((await phoneView(token)).status).toBe(200);
    ctx.setNow(new Date(start.getTime() + HANDOFF_LIFETIME_MS));
    expect((await phoneView(token)).status).toBe(401);
    expect((await phoneUpload(token)).status).toBe(401);
  });

  it(`is used up after ${HANDOFF_MAX_UPLOADS} uploads`, async () => {
    const created = await request();
    const token = await handoffToken(created);
    for (let sent = 0; sent < HANDOFF_MAX_UPLOADS; sent += 1) expect((await phoneUpload(token)).status).toBe(201);
    const refused = await phoneUpload(token);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toStrictEqual({ detail: DETAILS.invalidToken });
    expect((await phoneView(token)).status).toBe(401);
    expect((await getResponse(ctx.app, created)).documents.uploaded).toHaveLength(HANDOFF_MAX_UPLOADS);
  });

  it('is revoked when the candidate finishes the request', async () => {
    const created = await request('ready_to_submit');
    const token = await handoffToken(created, await askedUploadStep(created));
    expect((await phoneView(token)).status).toBe(200);
    const response = await getResponse(ctx.app, created);
    expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);
    expect((await phoneView(token)).status).toBe(401);
    expect((await phoneUpload(token)).status).toBe(401);
  });

  it("opens only its own request: another candidate's link uploads to theirs, and a candidate token opens no phone call", async () => {
    const mine = await request();
    const theirs = await request();
    const theirToken = await handoffToken(theirs);
    expect((await phoneUpload(theirToken)).status).toBe(201);
    expect((await getResponse(ctx.app, mine)).documents.uploaded).toStrictEqual([]);
    expect((await getResponse(ctx.app, theirs)).documents.uploaded).toHaveLength(1);
    expect((await phoneView(mine.user_token)).status).toBe(401);
    expect((await phoneUpload(mine.user_token)).status).toBe(401);
  });

  it('is refused with 401 by every other candidate call the app serves, each of which the candidate token opens', async () => {
    const created = await request();
    const response = await getResponse(ctx.app, created);
    const token = await handoffToken(created);
    const own = new Set(['GET /api/handoff/', 'POST /api/handoff/document']);
    const fill = (path: string) =>
      path
        .replace(':guid', created.guid)
        .replace(':responseGuid', response.guid)
        .replace(/:[A-Za-z]+(\{[^}]*\})?/g, '1');
    const call = (method: string, path: string, authorization?: string) =>
      ctx.app.request(fill(path), {
        method,
        headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
      });

    const routes = [
      ...new Map(
        ctx.app.routes
          .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.startsWith('/api/org/'))
          .map((route) => [`${route.method} ${route.path}`, route] as const),
      ).values(),
    ].filter((route) => !own.has(`${route.method} ${route.path}`));

    const candidateCalls: string[] = [];
    for (const route of routes) {
      // A candidate call is one that needs credentials: without any it answers 401.
      if ((await call(route.method, route.path)).status !== 401) continue;
      candidateCalls.push(`${route.method} ${route.path}`);
      const withPhoneLink = await call(route.method, route.path, `Token ${token}`);
      expect(withPhoneLink.status, `${route.method} ${route.path}`).toBe(401);
    }
    // The enumeration found the candidate's calls, and the candidate's own token opens each of them.
    expect(candidateCalls.length).toBeGreaterThan(40);
    for (const entry of candidateCalls) {
      const [method, path] = entry.split(' ') as [string, string];
      if (path.endsWith('/complete/') || path.includes('logout')) continue;
      expect((await call(method, path, `Token ${created.user_token}`)).status, entry).not.toBe(401);
    }
    // The phone link still works: none of those calls used it up; and no log line holds it.
    expect((await phoneView(token)).status).toBe(200);
    expect(ctx.logs.length).toBeGreaterThan(candidateCalls.length);
    expect(ctx.logs.join('\n')).not.toContain(token);
  });
});

describe('the supporting documents and name-change pages', () => {
  it("serve a link for the supporting documents: its required uploaders, its optional types offered, each upload on that page", async () => {
    const created = await request();
    const token = await handoffToken(created, 'document_upload');
    const shown = (await (await phoneView(token)).json()) as {
      step: string;
      section: string;
      slots: { type: string }[];
      offered_slots: { type: string }[];
      document_types: { slug: string }[];
    };
    expect(shown).toMatchObject({ step: 'document_upload', section: 'documents' });
    expect(shown.slots.map((slot) => slot.type)).toStrictEqual(['covid-19-vaccination-proof']);
    const offered = shown.offered_slots.map((slot) => slot.type);
    expect(offered).toContain('utility-bill');
    expect(offered).not.toContain('employment-proof');
    expect(shown.document_types.map((type) => type.slug).sort()).toStrictEqual(['covid-19-vaccination-proof', ...offered].sort());
    expect(supportingDocumentsMessage(await getResponse(ctx.app, created))).not.toBeNull();

    expect(await (await phoneUpload(token, { type: 'employment-proof' })).json()).toStrictEqual({ type: [MESSAGES.selectFromList] });
    expect((await phoneUpload(token, { type: 'covid-19-vaccination-proof' })).status).toBe(201);
    expect((await phoneUpload(token, { type: 'utility-bill' })).status).toBe(201);

    // Made on the supporting documents page, so that page lists them as its own, and the step is done.
    const candidateSees = await getResponse(ctx.app, created);
    expect(candidateSees.documents.uploaded).toMatchObject([
      { type: 'covid-19-vaccination-proof', step: 'document_upload' },
      { type: 'utility-bill', step: 'document_upload' },
    ]);
    expect(candidateSees.documents.uploaded.filter((upload) => madeElsewhere(upload, 'document_upload'))).toStrictEqual([]);
    expect(supportingDocumentsMessage(candidateSees)).toBeNull();
  });

  it('serve a link for the name-change page: its two uploaders once the candidate answered Yes, none before', async () => {
    const created = await requestOf('au-acic');
    const token = await handoffToken(created, 'acic_documents_confirmation');
    expect(await (await phoneView(token)).json()).toMatchObject({ step: 'acic_documents_confirmation', section: 'acic_documents', slots: [] });
    expect(await (await phoneUpload(token, { type: 'change-of-name-certificate' })).json()).toStrictEqual({ type: [MESSAGES.selectFromList] });

    const responseGuid = (await getResponse(ctx.app, created)).guid;
    const answered = await ctx.app.request(`/api/oneform/${created.guid}/${responseGuid}/acic-documents/name-change/`, {
      method: 'PUT',
      headers: json(created.user_token),
      body: JSON.stringify({ has_different_name_in_acic_documents: true }),
    });
    expect(answered.status).toBe(200);
    const shown = (await (await phoneView(token)).json()) as { slots: { type: string }[] };
    expect(shown.slots.map((slot) => slot.type)).toStrictEqual(['change-of-name-certificate', 'australian-marriage-certificate']);

    const uploaded = await phoneUpload(token, { type: 'change-of-name-certificate' });
    expect(uploaded.status).toBe(201);
    expect(await uploaded.json()).toMatchObject({ type: 'change-of-name-certificate', step: 'acic_documents_confirmation' });
    const candidateSees = await getResponse(ctx.app, created);
    expect(candidateSees.documents.uploaded).toMatchObject([{ type: 'change-of-name-certificate', step: 'acic_documents_confirmation' }]);
    expect(missingNameChangeDocument(candidateSees)).toStrictEqual([]);
  });
});

describe('a phone upload sent again under its Idempotency-Key', () => {
  const KEY = 'phone-attempt-0001';

  it('keeps one document, answers as the first time, and spends one upload of the link', async () => {
    const created = await request();
    const token = await handoffToken(created);
    const first = await phoneUpload(token, { type: 'address-proof' }, KEY);
    expect(first.status).toBe(201);
    const again = await phoneUpload(token, { type: 'address-proof' }, KEY);
    expect(again.status).toBe(201);
    expect(await again.json()).toStrictEqual(await first.json());
    expect((await getResponse(ctx.app, created)).documents.uploaded).toHaveLength(1);
    expect(await (await phoneView(token)).json()).toMatchObject({ uploads_left: HANDOFF_MAX_UPLOADS - 1 });
  });

  it("answers the link's last upload again once the link is used up, and still refuses a new one", async () => {
    const created = await request();
    const token = await handoffToken(created);
    for (let sent = 1; sent < HANDOFF_MAX_UPLOADS; sent += 1) expect((await phoneUpload(token)).status).toBe(201);
    const last = await phoneUpload(token, { type: 'address-proof' }, KEY);
    expect(last.status).toBe(201);
    const again = await phoneUpload(token, { type: 'address-proof' }, KEY);
    expect(again.status).toBe(201);
    expect(await again.json()).toStrictEqual(await last.json());
    const refused = await phoneUpload(token, { type: 'address-proof' }, 'phone-attempt-0002');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toStrictEqual({ detail: DETAILS.invalidToken });
    expect((await getResponse(ctx.app, created)).documents.uploaded).toHaveLength(HANDOFF_MAX_UPLOADS);
  });

  it("refuses a key the candidate's own upload took, or another link took, as the candidate's calls refuse it", async () => {
    const created = await request();
    const candidateUpload = await ctx.app.request(`/api/reference-requests/${created.guid}/document`, {
      method: 'POST',
      headers: { ...tokenHeaders(created.user_token), 'Idempotency-Key': KEY },
      body: uploadForm({ type: 'address-proof', step: STEP }),
    });
    expect(candidateUpload.status).toBe(201);
    const token = await handoffToken(created);
    const reused = await phoneUpload(token, { type: 'address-proof' }, KEY);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toStrictEqual({ detail: KEY_REUSED_DETAIL });

    const phoneKey = 'phone-attempt-0003';
    expect((await phoneUpload(token, { type: 'address-proof' }, phoneKey)).status).toBe(201);
    const otherLink = await handoffToken(created);
    const throughOtherLink = await phoneUpload(otherLink, { type: 'address-proof' }, phoneKey);
    expect(throughOtherLink.status).toBe(422);
    expect(await throughOtherLink.json()).toStrictEqual({ detail: KEY_REUSED_DETAIL });

    // Nothing was kept by the refused ones, and neither link spent an upload on them.
    expect((await getResponse(ctx.app, created)).documents.uploaded).toHaveLength(2);
    expect(await (await phoneView(token)).json()).toMatchObject({ uploads_left: HANDOFF_MAX_UPLOADS - 1 });
    expect(await (await phoneView(otherLink)).json()).toMatchObject({ uploads_left: HANDOFF_MAX_UPLOADS });
  });
});
