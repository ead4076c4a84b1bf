/**
 * Where an upload was made (docs/documents.md "Where an upload was made"): POST .../document keeps its `0:step`, and
 * PUT /api/oneform/{guid}/{responseGuid}/documents/{step}/seen/ records a step the candidate confirmed with uploads made
 * on other pages, so gb-rescreening's criminal record documents are not In progress before they are opened. The 401,
 * 404 and 409 every write answers are tests/api/write-contract.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import type { ReferenceResponse, UploadedDocument } from '../../domain/reference-response';
import { hubProgress, openCandidate, scenarioBody, statusOf } from './support/candidate';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

async function rescreening() {
  const c = await openCandidate(ctx, scenarioBody('gb-rescreening'));
  const upload = async (fields: Record<string, string>, token = c.created.user_token) => {
    const form = new FormData();
    form.append('0:file', new File([PDF], 'bill.pdf', { type: 'application/pdf' }));
    for (const [field, value] of Object.entries(fields)) form.append(`0:${field}`, value);
    return ctx.app.request(`/api/reference-requests/${c.created.guid}/document`, {
      method: 'POST',
      headers: tokenHeaders(token),
      body: form,
    });
  };
  return { ...c, upload };
}

describe('uploads made on one page and counted on another', () => {
  it('keeps the page an upload was made on, and refuses a page that has no uploader', async () => {
    const c = await rescreening();
    const kept = await upload201(await c.upload({ type: 'address-proof', step: 'address_documents' }));
    expect(kept.step).toBe('address_documents');
    const refused = await c.upload({ type: 'address-proof', step: 'name' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ step: ['Please select from the list'] });
  });

  it('leaves the criminal record documents not started until the step that counts them is confirmed', async () => {
    const c = await rescreening();
    await upload201(await c.upload({ type: 'address-proof', step: 'address_documents' }));
    await upload201(await c.upload({ type: 'address-proof', step: 'address_documents' }));
    let hub = await hubProgress(ctx, c.created);
    expect(statusOf(hub, 'address_documents')).toBe('success');
    expect(statusOf(hub, 'dbs_documents')).toBe('todo');

    const seen = await c.call('PUT', 'documents/dbs_address/seen/');
    expect(seen.status, await seen.clone().text()).toBe(200);
    const body = (await seen.json()) as ReferenceResponse;
    expect(body.documents.seen_steps).toEqual(['dbs_address']);
    hub = await hubProgress(ctx, c.created);
    expect(statusOf(hub, 'dbs_documents')).toBe('pending');

    // Confirming again records it once.
    await c.call('PUT', 'documents/dbs_address/seen/');
    expect((await c.saved()).documents.seen_steps).toEqual(['dbs_address']);
  });

  it('answers 404 for a step that counts no other page’s uploads, or one the request does not ask for', async () => {
    const c = await rescreening();
    expect((await c.call('PUT', 'documents/name/seen/')).status).toBe(404);
    expect((await c.call('PUT', 'documents/acic_identity_documents/seen/')).status).toBe(404);
    expect((await c.call('PUT', 'documents/police_vetting_documents/seen/')).status).toBe(404);
  });

  it('answers 401 without a valid token and 404 for another candidate’s request', async () => {
    const c = await rescreening();
    expect((await c.call('PUT', 'documents/dbs_address/seen/', undefined, 'not-a-token')).status).toBe(401);
    const other = await rescreening();
    expect((await c.call('PUT', 'documents/dbs_address/seen/', undefined, other.created.user_token)).status).toBe(404);
  });
});

async function upload201(answer: Response): Promise<UploadedDocument> {
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as UploadedDocument;
}
