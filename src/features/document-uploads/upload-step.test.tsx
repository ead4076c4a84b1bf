// @vitest-environment jsdom
/**
 * The document pages through the real router, the network faked: the upload's progress and Cancel, each kind of
 * refusal shown on its field with the focus on it, the delete confirmation, and each page's completion message,
 * gone once the refreshed reference response completes the step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../../../domain/document-types';
import { UPLOAD_PAGE_MESSAGES as M } from '../../../domain/documents/upload-pages';
import { MESSAGES } from '../../../domain/messages';
import type { ReferenceResponse, UploadedDocument } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import { employerLine } from '../../../domain/testing/employer-line';
import { savedBristolEducation } from '../../../domain/testing/bristol-education';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import type { SectionSlug } from '../../../domain/sections';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { providerEndpoints } from '../../testing/fake-endpoints';
import { renderApp } from '../../testing/render-app';
import { FakeXhr, fileInputs, pdfFile, fakeXhrForEachTest } from './testing/fake-xhr';
import { uploadedDocument as upload } from '../../../domain/testing/uploaded-document';

const QUERY = 'guid=guid-1&user_token=token-1';
const page = (path: string) => `/candidate-feedback/${path}?${QUERY}`;


/** A request with the given checks (on top of the fixture's), and these uploads. */
function request(checks: ReferenceResponse['reference_request']['checks'], uploads: UploadedDocument[] = []): ReferenceResponse {
  const base = referenceResponseFixture();
  return {
    ...base,
    reference_request: { ...base.reference_request, checks: [...base.reference_request.checks, ...checks] },
    documents: { uploaded: uploads },
  };
}

/**
 * Without the fixture's British criminal record check: its documents section takes the same document types, and a
 * page before it cannot start while those uploads leave it in progress (the hub's order).
 */
function withoutDbsDocuments(response: ReferenceResponse): ReferenceResponse {
  const checks = response.reference_request.checks.filter(
    (check) => check.criteria_check.slug !== 'criminal_record' || check.country_code !== 'GB',
  );
  return { ...response, reference_request: { ...response.reference_request, checks } };
}

const ADDRESS = buildCheck({ slug: 'address_document' }, 'GB', 20);
const NZ_VETTING = buildCheck({ slug: 'criminal_record', country: 'NZ', level: ['police_vetting'] }, 'NZ', 21);
const NZ_MOJ = buildCheck({ slug: 'criminal_record', country: 'NZ', level: ['moj_check'] }, 'NZ', 22);

interface FakeServer {
  response: ReferenceResponse;
  deleted: string[];
  /** The answer to the next deletions; a 204 when unset. */
  deleteAnswer?: (() => Response) | undefined;
}

const SIGNED_FORMS = providerEndpoints({ signed: { moj_document: true, nz_dl_document: true } });

function renderPage(path: string, response: ReferenceResponse) {
  const section = path.split('/')[0] as SectionSlug;
  const server: FakeServer = { response: withEarlierSectionsComplete(response, section), deleted: [] };
  const view = renderApp({
    url: page(path),
    api: {
      responses: {
        get 'guid-1'() {
          return server.response;
        },
      },
      extra: (url, init) => {
        if (url.pathname === '/api/oneform/guid-1/document-types/') {
          return jsonResponse(documentTypesFor(server.response.reference_request));
        }
        if (init?.method === 'DELETE' && url.pathname.startsWith('/api/reference-requests/guid-1/document/')) {
          server.deleted.push(url.pathname);
          return server.deleteAnswer?.() ?? new Response(null, { status: 204 });
        }
        // The New Zealand consent forms before the upload pages are signed.
        return SIGNED_FORMS(url, init);
      },
    },
  });
  return Object.assign(server, { view });
}

const pdf = (name = 'statement.pdf', size = 2048) => pdfFile(name, size);

fakeXhrForEachTest();

describe('an upload', () => {
  it('sends the file and its type, shows the percent sent, then the kept document once the response is refreshed', async () => {
    const user = userEvent.setup();
    const server = renderPage(
      'address_documents/address_documents',
      withoutDbsDocuments(request([ADDRESS], [upload('address-proof', { file_name: 'bill.pdf' })])),
    );
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    expect(screen.getByText(M.addressDocuments)).toBeTruthy();

    await user.upload(fileInputs(region)[0]!, pdf());
    const sent = FakeXhr.last();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/api/reference-requests/guid-1/document');
    expect(sent.headers.Authorization).toBe('Token token-1');
    expect(sent.fields()).toEqual({ '0:file': 'statement.pdf', '0:type': 'address-proof', '0:step': 'address_documents' });

    await sent.progress(512, 2048);
    const bar = within(region).getByRole('progressbar', { name: 'Uploading statement.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(region).getByText('25%')).toBeTruthy();

    const statement = upload('address-proof', { file_name: 'statement.pdf' });
    server.response = { ...server.response, documents: { uploaded: [...server.response.documents.uploaded, statement] } };
    await sent.respond(201, server.response.documents.uploaded.at(-1));
    expect(await within(region).findByText('statement.pdf uploaded.')).toBeTruthy();
    // Each kept file by its own name, so the two proofs of address are told apart.
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Delete statement.pdf' })).toBeTruthy());
    expect(within(region).getByRole('button', { name: 'Delete bill.pdf' })).toBeTruthy();
    expect(screen.queryByText(M.addressDocuments)).toBeNull();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('is aborted by Cancel, and says so', async () => {
    const user = userEvent.setup();
    renderPage('address_documents/address_documents', request([ADDRESS]));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    await user.upload(fileInputs(region)[0]!, pdf());
    await FakeXhr.last().progress(100, 2048);
    await user.click(within(region).getByRole('button', { name: 'Cancel upload' }));
    expect(FakeXhr.last().aborted).toBe(true);
    expect(within(region).getByRole('status').textContent).toBe('Upload of statement.pdf cancelled.');
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file of another type without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage('address_documents/address_documents', request([ADDRESS]));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    await user.upload(fileInputs(region)[0]!, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const error = await within(region).findByText(MESSAGES.fileTypeNotAccepted);
    await waitFor(() => expect(document.activeElement).toBe(error.closest('p')));
    expect(FakeXhr.requests).toHaveLength(0);
    expect(document.title).toBe('Error: Proof of address – Complete your background check');
  });

  it.each<[string, (request: FakeXhr) => Promise<void>, string]>([
    ['a 413 without a body', (sent) => sent.respond(413), 'File size exceeds 20 MB.'],
    ['a 413 with the server’s words', (sent) => sent.respond(413, { detail: 'Uploads are limited to 20Mb.' }), 'Uploads are limited to 20Mb.'],
    ['a 400 on the file', (sent) => sent.respond(400, { file: [MESSAGES.fileUnreadable] }), MESSAGES.fileUnreadable],
    ['a 409 of a locked request', (sent) => sent.respond(409, { detail: 'This link has expired.' }), 'This link has expired.'],
    ['a network failure', (sent) => sent.failNetwork(), 'Network request failed. Please check your connection and try again.'],
    ['a server fault', (sent) => sent.respond(500), MESSAGES.employmentCallFailed],
  ])('shows %s on the file, announced and focused', async (_, answer, message) => {
    const user = userEvent.setup();
    renderPage('address_documents/address_documents', request([ADDRESS]));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    await user.upload(fileInputs(region)[0]!, pdf());
    await answer(FakeXhr.last());
    const error = (await within(region).findByText(message, { exact: false })).closest('p');
    await waitFor(() => expect(document.activeElement).toBe(error));
    const choose = within(region).getByRole('button', { name: /^Choose a file/ });
    expect(choose.getAttribute('aria-describedby')).toBe(error?.id);
  });
});

describe('an expiry date', () => {
  const passportPage = () => renderPage('moj_document_upload/moj_document_upload', request([NZ_MOJ]));

  it('is asked before a passport is sent', async () => {
    const user = userEvent.setup();
    passportPage();
    const region = await screen.findByRole('region', { name: 'Passport' });
    await user.upload(fileInputs(region)[0]!, pdf('passport.pdf'));
    expect(await within(region).findByText(MESSAGES.required)).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('keeps a passport chosen before its expiry date, and sends it once the date is given', async () => {
    const user = userEvent.setup();
    passportPage();
    const region = await screen.findByRole('region', { name: 'Passport' });
    await user.upload(fileInputs(region)[0]!, pdf('passport.pdf'));
    expect(await within(region).findByText('passport.pdf is kept here: give its expiry date above, then upload it.')).toBeTruthy();
    expect(FakeXhr.requests).toHaveLength(0);

    const group = within(region).getByRole('group', { name: 'Expiry date' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01062031');
    expect(FakeXhr.requests).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: 'Upload passport.pdf' }));
    expect(FakeXhr.requests).toHaveLength(1);
    expect(FakeXhr.last().fields()).toMatchObject({ '0:file': 'passport.pdf', '0:expiry_date': '2031-06-01' });
  });

  it('shows the server’s refusal of it on its field', async () => {
    const user = userEvent.setup();
    passportPage();
    const region = await screen.findByRole('region', { name: 'Passport' });
    const group = within(region).getByRole('group', { name: 'Expiry date' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('01062031');
    await user.upload(fileInputs(region)[0]!, pdf('passport.pdf'));
    expect(FakeXhr.last().fields()['0:expiry_date']).toBe('2031-06-01');
    await FakeXhr.last().respond(400, { expiry_date: [MESSAGES.uploadExpiryTooFar] });
    expect(await within(region).findByText(MESSAGES.uploadExpiryTooFar)).toBeTruthy();
  });
});

describe('a deletion', () => {
  it('asks first, deletes on Delete only, and refreshes the page', async () => {
    const user = userEvent.setup();
    const kept = upload('address-proof', { file_name: 'scan.pdf' });
    const server = renderPage('address_documents/address_documents', request([ADDRESS], [kept, upload('address-proof', { file_name: 'scan.pdf' })]));
    const region = await screen.findByRole('region', { name: 'Proof of address' });
    expect(screen.queryByText(M.addressDocuments)).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Delete scan.pdf (1)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete document' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.deleted).toEqual([]);

    await user.click(within(region).getByRole('button', { name: 'Delete scan.pdf (1)' }));
    server.deleteAnswer = () => jsonResponse({ detail: 'This link has expired.' }, 409);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('This link has expired.')).toBeTruthy();

    server.deleteAnswer = undefined;
    server.response = request([ADDRESS], server.response.documents.uploaded.slice(1));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.deleted).toEqual([`/api/reference-requests/guid-1/document/${kept.id}`, `/api/reference-requests/guid-1/document/${kept.id}`]);
    expect(await screen.findByText(M.addressDocuments)).toBeTruthy();
    expect(within(region).getAllByRole('button', { name: /^Delete scan\.pdf/ })).toHaveLength(1);
  });
});

describe('each page’s completion message', () => {
  const flagged = (response: ReferenceResponse): ReferenceResponse => ({
    ...response,
    employers: [employerLine({ id: 7, organization_name: 'Acme', proof_of_employment: true })],
    candidate_education_details: [savedBristolEducation({ id: 3, is_certificate_copy: true })],
  });
  const withEducation = (response: ReferenceResponse): ReferenceResponse => ({
    ...flagged(response),
    reference_request: {
      ...response.reference_request,
      checks: [...response.reference_request.checks, buildCheck({ slug: 'academic_qualification' }, 'GB', 23)],
    },
  });

  it.each<[string, ReferenceResponse, string[], string[]]>([
    ['employment_proof/employment_proof', flagged(request([])), [M.employmentProof], ['Proof of employment: Acme']],
    ['education_proof/education_proof', withEducation(request([])), [M.educationProof], ['Proof of education: University of Bristol']],
    ['dbs_documents/dbs_address', request([]), [M.dbsAddress], ['Proof of address', 'Driving licence (address)']],
    ['dbs_documents/dbs_identity', request([], [upload('driving_licence')]), [M.dbsPassport, M.dbsDrivingLicence], ['Passport', 'Driving licence']],
    ['moj_document_upload/moj_document_upload', withoutDbsDocuments(request([NZ_MOJ])), [M.atLeastOne], ['Passport', 'Driving licence', 'Firearms licence']],
    [
      'police_vetting_documents/police_vetting_documents',
      withoutDbsDocuments(request([NZ_VETTING])),
      [M.vettingIdentity, M.vettingSupporting],
      ['Passport', 'Driving licence (front)', 'Driving licence (back)', 'Birth certificate', 'Utility bill'],
    ],
  ])('%s', async (path, response, messages, uploaders) => {
    renderPage(path, response);
    for (const name of uploaders) expect(await screen.findByRole('region', { name })).toBeTruthy();
    const list = screen.getByText('To complete this step:').parentElement as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(messages);
  });
});

describe('a proof of one record', () => {
  it('sends an employer’s proof with the employer it proves', async () => {
    const user = userEvent.setup();
    const response: ReferenceResponse = {
      ...request([]),
      employers: [employerLine({ id: 7, organization_name: 'Acme', proof_of_employment: true })],
    };
    renderPage('employment_proof/employment_proof', response);
    const region = await screen.findByRole('region', { name: 'Proof of employment: Acme' });
    await user.upload(fileInputs(region)[0]!, pdf('payslip.pdf'));
    expect(FakeXhr.last().fields()).toEqual({
      '0:file': 'payslip.pdf',
      '0:type': 'employment-proof',
      '0:employment_response': '7',
      '0:step': 'employment_proof',
    });
  });
});
