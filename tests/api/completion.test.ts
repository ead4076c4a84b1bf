import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unknownProviderStatuses } from '../../domain/provider-status';
import { progress } from '../../domain/progress';
import type { ReferenceResponse } from '../../domain/reference-response';
import { employers, referenceRequests, referenceResponses, uploadedDocuments } from '../../server/db/schema';
import { documentTypesFor } from '../../domain/document-types';
import { SCENARIO_NAMES } from '../../server/scenarios';
import {
  documentedScenarioSections,
  getResponse,
  postComplete,
  providerStatusesFromEndpoints,
  scenarioBody,
} from './support/candidate';
import { expectAnswer } from './support/expect-answer';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const today = () => ctx.now().toISOString().slice(0, 10);

async function storedStatuses() {
  const [request] = await ctx.db.select({ status: referenceRequests.status }).from(referenceRequests);
  const [response] = await ctx.db
    .select({ status: referenceResponses.status, completedAt: referenceResponses.completedAt })
    .from(referenceResponses);
  return { request: request!.status, response: response!.status, completedAt: response!.completedAt };
}

describe('POST /api/oneform/{guid}/{responseGuid}/complete/', () => {
  it('refuses a fresh request with 409, naming every section that is not complete, and changes nothing', async () => {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'criminal_record', level: ['enhanced'] }] }));
    const before = await getResponse(ctx.app, created);

    const answer = await postComplete(ctx.app, created.guid, before.guid, created.user_token);
    await expectAnswer(answer, 409, {
      detail: 'These sections are not complete: Personal details, Criminal record check consent, Criminal record check documents.',
      missing_sections: ['details', 'dbs_declaration_consent', 'dbs_documents'],
    });
    expect(await storedStatuses()).toStrictEqual({ request: 'requested', response: 'in_progress', completedAt: null });
    expect(await getResponse(ctx.app, created)).toStrictEqual(before);
  });

  it('names only the section left when everything else is complete', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    await ctx.db.update(referenceResponses).set({ disclosureSignedAt: null });
    const response = await getResponse(ctx.app, created);

    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(answer, 409, {
      detail: 'These sections are not complete: Criminal record check consent.',
      missing_sections: ['dbs_declaration_consent'],
    });
    expect((await storedStatuses()).response).toBe('in_progress');
  });

  it('counts the supporting documents only once every other section is complete', async () => {
    const created = await ctx.createRequest(scenarioBody('br-family-names', 'ready_to_submit'));
    await ctx.db.update(referenceResponses).set({ employmentCheckSkipReason: null });
    await ctx.db.delete(employers);
    const response = await getResponse(ctx.app, created);

    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(answer, 409, {
      detail: 'These sections are not complete: Employment history, Supporting documents.',
      missing_sections: ['employers', 'documents'],
    });
  });

  it.each(SCENARIO_NAMES)('completes a ready_to_submit request of the %s scenario', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
    const before = await getResponse(ctx.app, created);
    expect(before.status).toBe('in_progress');

    // The hub, reading the same status calls, offers Finish.
    const hub = progress({
      response: before,
      providers: await providerStatusesFromEndpoints(ctx.app, created, before),
      documentTypes: documentTypesFor(before.reference_request),
      today: today(),
    });
    expect(hub.incomplete).toEqual([]);
    expect(hub.canFinish).toBe(true);

    const answer = await postComplete(ctx.app, created.guid, before.guid, created.user_token);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body.status).toBe('done');
    expect(body.reference_request.status).toBe('completed');
    expect(body).toStrictEqual(await getResponse(ctx.app, created));
    const stored = await storedStatuses();
    expect(stored).toMatchObject({ request: 'completed', response: 'done' });
    expect(stored.completedAt).toBeInstanceOf(Date);
  });

  it('stamps completed_at with the server clock, and answers it from then on (null before)', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit', expire_date: '2099-01-01T00:00:00Z' }));
    const response = await getResponse(ctx.app, created);
    expect(response.completed_at).toBeNull();
    const at = new Date('2031-05-06T07:08:09.000Z');
    ctx.setNow(at);
    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ReferenceResponse).completed_at).toBe('2031-05-06T07:08:09.000Z');
    expect((await storedStatuses()).completedAt?.toISOString()).toBe(at.toISOString());
    expect((await getResponse(ctx.app, created)).completed_at).toBe('2031-05-06T07:08:09.000Z');
  });

  describe('identification', () => {
    it('answers 401 without a token or with an unknown one', async () => {
      const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
      const response = await getResponse(ctx.app, created);
      const none = await postComplete(ctx.app, created.guid, response.guid);
      expect(none.status).toBe(401);
      expect(await none.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });
      const unknown = await postComplete(ctx.app, created.guid, response.guid, 'A'.repeat(43));
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toStrictEqual({ detail: 'Invalid token.' });
      expect((await storedStatuses()).response).toBe('in_progress');
    });

    it("answers 404 for a wrong response guid, or another candidate's guids, and completes nothing", async () => {
      const mine = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
      const theirs = await ctx.createRequest(
        validRequestBody({ sandbox_state: 'ready_to_submit', candidate: { first_name: 'Bo', last_name: 'B', email: 'bo@example.com' } }),
      );
      const myResponse = await getResponse(ctx.app, mine);
      const theirResponse = await getResponse(ctx.app, theirs);
      const attempts = [
        [mine.guid, theirResponse.guid],
        [mine.guid, '00000000-0000-4000-8000-000000000000'],
        [mine.guid, 'not-a-guid'],
        [mine.guid, mine.guid],
        [theirs.guid, theirResponse.guid],
        [theirs.guid, myResponse.guid],
      ];
      for (const [guid, responseGuid] of attempts) {
        const answer = await postComplete(ctx.app, guid!, responseGuid!, mine.user_token);
        expect(answer.status, `${guid} ${responseGuid}`).toBe(404);
        expect(await answer.json()).toStrictEqual({ detail: 'Not found.' });
      }
      const statuses = await ctx.db.select({ status: referenceResponses.status }).from(referenceResponses);
      expect(statuses.map((row) => row.status)).toEqual(['in_progress', 'in_progress']);
    });

    it('accepts the guids in upper case', async () => {
      const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
      const response = await getResponse(ctx.app, created);
      const answer = await postComplete(ctx.app, created.guid.toUpperCase(), response.guid.toUpperCase(), created.user_token);
      expect(answer.status).toBe(200);
    });
  });
});

describe('the write lock under /api/oneform/{guid}/{responseGuid}/', () => {
  const DONE = { detail: 'This form has already been submitted and can no longer be changed.' };
  const EXPIRED = { detail: 'This link has expired.' };
  const WITHDRAWN = { detail: 'This request is no longer available.' };

  function write(path: string, token: string, method = 'POST') {
    return ctx.app.request(path, {
      method,
      headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Changed' }),
    });
  }

  it('answers 409 to every write once the response is done, and nothing changes', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    const response = await getResponse(ctx.app, created);
    const prefix = `/api/oneform/${created.guid}/${response.guid}`;
    expect((await postComplete(ctx.app, created.guid, response.guid, created.user_token)).status).toBe(200);
    const done = await getResponse(ctx.app, created);

    const again = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(again, 409, DONE);

    for (const [method, path] of [
      ['POST', `${prefix}/details/name/`],
      ['PUT', `${prefix}/`],
      ['DELETE', `${prefix}/details/address/1/`],
      ['PATCH', `${prefix}/anything/at/all/`],
    ] as const) {
      const answer = await write(path, created.user_token, method);
      expect(answer.status, `${method} ${path}`).toBe(409);
      expect(await answer.json()).toStrictEqual(DONE);
    }
    expect(await getResponse(ctx.app, created)).toStrictEqual(done);
  });

  it('lets reads through after completion', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'completed' }));
    const response = await getResponse(ctx.app, created);
    expect(response.status).toBe('done');
    const read = await ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
    expect(read.status).toBe(200);
    const unknownRead = await ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/details/name/`, {
      headers: tokenHeaders(created.user_token),
    });
    expect(unknownRead.status).toBe(404);
  });

  it('answers 409 once the request has expired, even when everything is complete', async () => {
    ctx.setNow(new Date('2030-01-01T12:00:00.000Z'));
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit', expire_date: '2030-01-02T12:00:00.000Z' }));
    const response = await getResponse(ctx.app, created);
    ctx.setNow(new Date('2030-01-02T12:00:00.000Z'));

    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(answer, 409, EXPIRED);
    const other = await write(`/api/oneform/${created.guid}/${response.guid}/details/phone/`, created.user_token);
    await expectAnswer(other, 409, EXPIRED);
    expect(await storedStatuses()).toMatchObject({ request: 'in_progress', response: 'in_progress', completedAt: null });
  });

  it('answers 409 for a request made expired by the sandbox', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'expired' }));
    const response = await getResponse(ctx.app, created);
    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(answer, 409, EXPIRED);
  });

  it('answers 409 for a withdrawn request, even when everything is complete', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    const response = await getResponse(ctx.app, created);
    expect((await ctx.app.request(`/api/org/requests/${created.guid}`, { method: 'DELETE', headers: orgHeaders() })).status).toBe(204);

    const answer = await postComplete(ctx.app, created.guid, response.guid, created.user_token);
    await expectAnswer(answer, 409, WITHDRAWN);
    const other = await write(`/api/oneform/${created.guid}/${response.guid}/details/birth/`, created.user_token);
    await expectAnswer(other, 409, WITHDRAWN);
    expect((await storedStatuses()).response).toBe('in_progress');
  });

  it('checks the token and guids before it says anything about the state', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'completed' }));
    const other = await ctx.createRequest(validRequestBody({ candidate: { first_name: 'Bo', last_name: 'B', email: 'bo@example.com' } }));
    const response = await getResponse(ctx.app, created);
    const path = `/api/oneform/${created.guid}/${response.guid}/details/name/`;
    expect((await ctx.app.request(path, { method: 'POST' })).status).toBe(401);
    const foreign = await write(path, other.user_token);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toStrictEqual({ detail: 'Not found.' });
  });

  it('lets one of two simultaneous completions win', async () => {
    const created = await ctx.createRequest(validRequestBody({ sandbox_state: 'ready_to_submit' }));
    const response = await getResponse(ctx.app, created);
    const answers = await Promise.all([
      postComplete(ctx.app, created.guid, response.guid, created.user_token),
      postComplete(ctx.app, created.guid, response.guid, created.user_token),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('a fresh request of each scenario', () => {
  const documented = documentedScenarioSections();

  it.each(SCENARIO_NAMES)('%s: the serialized response needs the documented sections, and the first is next', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name));
    const response = await getResponse(ctx.app, created);
    const hub = progress({ response, providers: unknownProviderStatuses(), documentTypes: [], today: today() });
    const row = documented.get(name);

    expect(hub.sections.map((section) => section.section)).toEqual(row?.sections);
    expect(hub.sections.find((section) => section.section === 'details')?.steps.map((step) => step.step)).toEqual(row?.details);
    // The personal details come first, unless the organisation attached a consent form to sign before anything.
    expect(hub.next).toBe(response.reference_request.consent_form_link ? 'consent' : 'details');
    expect(hub.next).toBe(row?.sections[0]);
    expect(hub.canFinish).toBe(false);
  });
});

describe('sandbox state in_progress', () => {
  it('has the name and birth steps saved, so the details section is pending', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-dbs-enhanced', 'in_progress'));
    const response = await getResponse(ctx.app, created);
    const hub = progress({
      response,
      providers: await providerStatusesFromEndpoints(ctx.app, created, response),
      documentTypes: documentTypesFor(response.reference_request),
      today: today(),
    });
    const details = hub.sections.find((section) => section.section === 'details');
    expect(details?.status).toBe('pending');
    expect(details?.steps.filter((step) => step.complete).map((step) => step.step)).toEqual(['name', 'birth']);
    const others = hub.sections.filter((section) => section.section !== 'details');
    expect(others.length).toBeGreaterThan(0);
    expect(new Set(others.map((section) => section.status))).toEqual(new Set(['todo']));
    expect(hub.next).toBeNull();
    expect(response.candidate_details[0]).toMatchObject({ first_name: 'Olivia', last_name: 'Bennett', is_completed: true });
    expect(response.reference_request.status).toBe('in_progress');
  });

  it('is refused by a server without sandbox states, and creates nothing', async () => {
    ctx.makeApp({ config: { allowSandboxStates: false } });
    for (const state of ['in_progress', 'ready_to_submit'] as const) {
      const answer = await ctx.app.request('/api/org/requests', {
        method: 'POST',
        headers: orgHeaders(),
        body: JSON.stringify(validRequestBody({ sandbox_state: state })),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ sandbox_state: ['Sandbox states are disabled on this server.'] });
    }
    expect(await ctx.db.select().from(referenceRequests)).toEqual([]);
  });
});

describe('sandbox state ready_to_submit', () => {
  it('uploads documents with plausible types and paths under the response', async () => {
    const created = await ctx.createRequest(scenarioBody('nz-police-vetting', 'ready_to_submit'));
    const response = await getResponse(ctx.app, created);
    const [row] = await ctx.db.select({ id: referenceResponses.id }).from(referenceResponses);
    const uploads = await ctx.db.select().from(uploadedDocuments).where(eq(uploadedDocuments.responseId, row!.id));
    expect(uploads.map((upload) => upload.type).sort()).toEqual(['passport', 'utility-bill']);
    for (const upload of uploads) expect(upload.path).toMatch(new RegExp(`^sandbox/${response.guid}/[0-9a-f-]{36}-${upload.type}\\.pdf$`));
    expect(uploads.find((upload) => upload.type === 'passport')?.expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
