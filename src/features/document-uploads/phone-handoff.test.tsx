// @vitest-environment jsdom
/**
 * "Continue on your phone" through the real router, the network faked: the panel of a document step makes a phone
 * link for its step and shows its QR code, or has it e-mailed, and says when it is asked too often; the phone page
 * shows the link's uploaders, sends a file with the link's token, and says plainly when a link no longer works.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../../../domain/document-types';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import type { PhoneHandoff } from '../../api/handoff/phone-handoff';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { renderApp } from '../../testing/render-app';
import { FakeXhr, fakeXhrForEachTest, fileInputs, pdfFile } from './testing/fake-xhr';

const ADDRESS = buildCheck({ slug: 'address_document' }, 'GB', 20);

/** A request whose address documents page is open, without the British police check's own documents before it. */
function addressRequest(): ReferenceResponse {
  const base = referenceResponseFixture();
  const checks = [...base.reference_request.checks, ADDRESS].filter(
    (check) => check.criteria_check.slug !== 'criminal_record' || check.country_code !== 'GB',
  );
  return withEarlierSectionsComplete({ ...base, reference_request: { ...base.reference_request, checks } }, 'address_documents');
}

interface Made {
  bodies: unknown[];
}

function renderStep(answer: (body: unknown) => Response) {
  const made: Made = { bodies: [] };
  const response = addressRequest();
  renderApp({
    url: '/candidate-feedback/address_documents/address_documents?guid=guid-1&user_token=token-1',
    api: {
      responses: { 'guid-1': response },
      extra: async (url, init) => {
        if (url.pathname === '/api/oneform/guid-1/document-types/') return jsonResponse(documentTypesFor(response.reference_request));
        if (url.pathname === '/api/reference-requests/guid-1/handoffs/' && init?.method === 'POST') {
          const body: unknown = JSON.parse(String(init.body));
          made.bodies.push(body);
          return answer(body);
        }
        return undefined;
      },
    },
  });
  return made;
}

const created = (body: unknown) =>
  jsonResponse(
    {
      step: 'address_documents',
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
