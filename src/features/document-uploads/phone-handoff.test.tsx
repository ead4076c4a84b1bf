// @vitest-environment jsdom
/**
 * "Continue on your phone" through the real router, the network faked: the panel of a document step (the upload
 * pages, the supporting documents and the name-change confirmation) makes a phone link for its step and shows its QR
 * code, or has it e-mailed, and says when it is asked too often; the phone page shows the link's uploaders (and the
 * supporting documents' optional types behind a picker), sends a file with the link's token and an Idempotency-Key
 * that a resend keeps, and says plainly when a link no longer works.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECK_LEVELS } from '../../../domain/checks';
import { documentTypesFor } from '../../../domain/document-types';
import type { IdDocumentDetails, ReferenceResponse } from '../../../domain/reference-response';
import type { SectionSlug } from '../../../domain/sections';
import { buildCheck } from '../../../domain/testing/build-response';
import { uploadedDocument } from '../../../domain/testing/uploaded-document';
import type { PhoneHandoff } from '../../api/handoff/phone-handoff';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { providerEndpoints } from '../../testing/fake-endpoints';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { renderApp } from '../../testing/render-app';
import { FakeXhr, fakeXhrForEachTest, fileInputs, pdfFile } from './testing/fake-xhr';

const ADDRESS = buildCheck({ slug: 'address_document' }, 'GB', 20);

const DOCUMENT = buildCheck({ slug: 'document' }, 'GB', 30);
const ACIC = buildCheck({ slug: 'criminal_record', country: 'AU', level: [CHECK_LEVELS.acic] }, 'AU', 31);

interface StepPage {
  path: string;
  response: ReferenceResponse;
}

/**
 * A page open with the fixture's checks less its British police check (whose documents would come first), plus
 * `checks`, every section before `section` complete.
 */
function stepPage(path: string, section: SectionSlug, checks: ReferenceResponse['reference_request']['checks'], extra: Partial<ReferenceResponse> = {}): StepPage {
  const base = referenceResponseFixture();
  const kept = base.reference_request.checks.filter((check) => check.criteria_check.slug !== 'criminal_record' || check.country_code !== 'GB');
  const response = { ...base, ...extra, reference_request: { ...base.reference_request, checks: [...kept, ...checks] } };
  return { path, response: withEarlierSectionsComplete(response, section) };
}

const addressPage = () => stepPage('address_documents/address_documents', 'address_documents', [ADDRESS]);
const supportingPage = () => stepPage('documents/document_upload', 'documents', [DOCUMENT]);
/** The community confirmation with the section's three upload steps done and the name-change answer given. */
const nameChangePage = (differentName: boolean | null) =>
  stepPage('acic_documents/acic_documents_confirmation', 'acic_documents', [ACIC], {
    documents: {
      uploaded: [
        uploadedDocument('passport', { selected_level: 'acic_commencement' }),
        uploadedDocument('driving-license', { selected_level: 'acic_primary' }),
        uploadedDocument('utility-bill', { selected_level: 'acic_secondary' }),
      ],
    },
    candidate_id_document_details:
      differentName === null ? null : ({ is_completed: false, has_different_name_in_acic_documents: differentName } as IdDocumentDetails),
  });

interface Made {
  bodies: unknown[];
}

// The Australian consent forms before the community documents are signed.
const SIGNED_FORMS = providerEndpoints({ signed: { acic_document: true } });

function renderStep(answer: (body: unknown) => Response, { path, response }: StepPage = addressPage()) {
  const made: Made = { bodies: [] };
  renderApp({
    url: `/candidate-feedback/${path}?guid=guid-1&user_token=token-1`,
    api: {
      responses: { 'guid-1': response },
      extra: async (url, init) => {
        if (url.pathname === '/api/oneform/guid-1/document-types/') return jsonResponse(documentTypesFor(response.reference_request));
        if (url.pathname === '/api/reference-requests/guid-1/handoffs/' && init?.method === 'POST') {
          const body: unknown = JSON.parse(String(init.body));
          made.bodies.push(body);
          return answer(body);
        }
        return SIGNED_FORMS(url, init);
      },
    },
  });
  return made;
}

const created = (body: unknown) =>
  jsonResponse(
    {
      step: (body as { step: string }).step,
      url: 'http://localhost/continue-on-phone#token=phone-token',
      expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
      emailed: (body as { send_email: boolean }).send_email,
    },
    201,
  );

fakeXhrForEachTest();

describe('the panel of a document step', () => {
  it("makes a link for the page's step and shows it as a QR code", async () => {
    const user = userEvent.setup();
    const made = renderStep(created);
    const panel = await screen.findByRole('region', { name: 'Continue on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Show a QR code' }));
    const code = await within(panel).findByRole('img', { name: 'QR code that opens this step on your phone' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(made.bodies).toEqual([{ step: 'address_documents', send_email: false }]);
    expect(within(panel).getByText(/^The code works until \d\d:\d\d, for this step's documents only\.$/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Hide the code' }));
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it('has the link e-mailed, and says until when it works', async () => {
    const user = userEvent.setup();
    const made = renderStep(created);
    const panel = await screen.findByRole('region', { name: 'Continue on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Email me the link' }));
    expect(await within(panel).findByText(/^We have sent the link to your email address\. It works until \d\d:\d\d/)).toBeTruthy();
    expect(made.bodies).toEqual([{ step: 'address_documents', send_email: true }]);
    expect(within(panel).queryByRole('img')).toBeNull();
  });

  it.each([
    ['the supporting documents page', supportingPage, 'document_upload'],
    ['the name-change confirmation once answered Yes', () => nameChangePage(true), 'acic_documents_confirmation'],
  ])('is offered on %s, for its own step', async (_page, page, step) => {
    const user = userEvent.setup();
    const made = renderStep(created, page());
    const panel = await screen.findByRole('region', { name: 'Continue on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Show a QR code' }));
    expect(await within(panel).findByRole('img', { name: 'QR code that opens this step on your phone' })).toBeTruthy();
    expect(made.bodies).toEqual([{ step, send_email: false }]);
  });

  it('is not offered on the name-change confirmation until the candidate answers Yes, as its uploaders are not', async () => {
    renderStep(created, nameChangePage(false));
    expect(await screen.findByRole('radio', { name: 'No' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Continue on your phone' })).toBeNull();
  });

  it('asks to wait when links were asked for too often', async () => {
    const user = userEvent.setup();
    renderStep(() => jsonResponse({ detail: 'Request was throttled.' }, 429));
    const panel = await screen.findByRole('region', { name: 'Continue on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Show a QR code' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'You have asked for several codes. Please wait a few minutes, then try again.',
    );
  });
});

const HANDOFF: PhoneHandoff = {
  step: 'address_documents',
  section: 'address_documents',
  company_name: 'Acme Recruitment',
  expires_at: '2026-11-27T10:15:00.000Z',
  uploads_left: 10,
  today: '2026-11-27',
  document_types: documentTypesFor({ checks: [ADDRESS] }).filter((type) => type.slug === 'address-proof'),
  slots: [{ key: 'address-proof', type: 'address-proof', target: null, recordName: null }],
  offered_slots: [],
  uploads: [],
};

const typeSlot = (type: string) => ({ key: type, type, target: null, recordName: null });

/** A supporting documents link: its required type's uploader, and two optional types behind the picker. */
const SUPPORTING: PhoneHandoff = {
  ...HANDOFF,
  step: 'document_upload',
  section: 'documents',
  document_types: documentTypesFor({ checks: [DOCUMENT] }).filter((type) => ['passport', 'utility-bill', 'address-proof'].includes(type.slug)),
  slots: [typeSlot('passport')],
  offered_slots: [typeSlot('utility-bill'), typeSlot('address-proof')],
};

function renderPhone(url: string, answer: (authorization: string | null) => Response) {
  const reads: (string | null)[] = [];
  renderApp({
    url,
    api: {
      extra: (requested, init) => {
        if (requested.pathname !== '/api/handoff/') return undefined;
        const authorization = new Headers(init?.headers).get('Authorization');
        reads.push(authorization);
        return answer(authorization);
      },
    },
  });
  return reads;
}

describe('the phone page', () => {
  it("shows the link's uploaders and sends a file with the link's token to the link's step", async () => {
    const user = userEvent.setup();
    const reads = renderPhone('/continue-on-phone#token=phone-token', () => jsonResponse(HANDOFF));
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload your documents' })).toBeTruthy();
    expect(reads[0]).toBe('Token phone-token');
    const region = screen.getByRole('region', { name: 'Proof of address' });
    await user.upload(fileInputs(region)[0]!, pdfFile('bill.pdf'));
    const sent = FakeXhr.last();
    expect(sent.url).toBe('/api/handoff/document');
    expect(sent.headers.Authorization).toBe('Token phone-token');
    expect(sent.fields()).toEqual({ '0:file': 'bill.pdf', '0:type': 'address-proof', '0:step': 'address_documents' });
    await sent.respond(201, { id: 1, type: 'address-proof', file_name: 'bill.pdf' });
    expect(await within(region).findByText('bill.pdf uploaded.')).toBeTruthy();
    // What was uploaded is read again from the link's own call, never from the candidate's.
    await waitFor(() => expect(reads.length).toBe(2));
    expect(reads.every((authorization) => authorization === 'Token phone-token')).toBe(true);
  });

  it("offers the supporting documents' optional types through a picker, and sends the picked type to that step", async () => {
    const user = userEvent.setup();
    renderPhone('/continue-on-phone#token=phone-token', () => jsonResponse(SUPPORTING));
    expect(await screen.findByRole('region', { name: 'Passport' })).toBeTruthy();
    const optional = screen.getByRole('region', { name: 'You may also upload any of the optional documents below.' });
    expect(within(optional).queryByRole('region')).toBeNull();
    await user.selectOptions(within(optional).getByRole('combobox', { name: 'Document type' }), 'Utility bill');
    const picked = within(optional).getByRole('region', { name: 'Utility bill' });
    await user.upload(fileInputs(picked)[0]!, pdfFile('bill.pdf'));
    expect(FakeXhr.last().fields()).toEqual({ '0:file': 'bill.pdf', '0:type': 'utility-bill', '0:step': 'document_upload' });
  });

  it('sends each upload with an Idempotency-Key, the same again when the answer was lost and the file is sent again', async () => {
    const user = userEvent.setup();
    renderPhone('/continue-on-phone#token=phone-token', () => jsonResponse(HANDOFF));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    const bill = pdfFile('bill.pdf');
    await user.upload(fileInputs(region)[0]!, bill);
    const first = FakeXhr.last();
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await first.failNetwork();
    expect(await within(region).findByText('Network request failed. Please check your connection and try again.')).toBeTruthy();

    await user.upload(fileInputs(region)[0]!, bill);
    const again = FakeXhr.last();
    expect(again).not.toBe(first);
    expect(again.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    await again.respond(201, { id: 1, type: 'address-proof', file_name: 'bill.pdf' });
    expect(await within(region).findByText('bill.pdf uploaded.')).toBeTruthy();

    // Another file is another attempt.
    await user.upload(fileInputs(region)[0]!, pdfFile('lease.pdf'));
    expect(FakeXhr.last().headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
  });

  it('says a refused link no longer works, and what to do', async () => {
    renderPhone('/continue-on-phone#token=used-up', () => jsonResponse({ detail: 'Invalid token.' }, 401));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(screen.getByText("To carry on with your phone, show a new code on your computer's page and scan it again.")).toBeTruthy();
  });

  it('says so without asking anything when the address carries no token', async () => {
    const reads = renderPhone('/continue-on-phone', () => jsonResponse(HANDOFF));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeTruthy();
    expect(reads).toEqual([]);
  });
});
