// @vitest-environment jsdom
/**
 * The supporting documents step through the real router, the network faked: the side text and the two groups,
 * the optional types' picker and its uploader, 'Save & Finish' refused with the specification's message (an alert
 * the button names, focused after the scroll delay) and leading home once every required document is in, and a
 * server's `detail` refusal shown under the file.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentTypesFor } from '../../../domain/document-types';
import { SUPPORTING_DOCUMENTS_MESSAGE } from '../../../domain/documents/supporting';
import type { ReferenceResponse, UploadedDocument } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { FakeXhr, fileInputs, pdfFile, fakeXhrForEachTest } from './testing/fake-xhr';
import { uploadedDocument as upload } from '../../../domain/testing/uploaded-document';

const QUERY = 'guid=guid-1&user_token=token-1';
const PATH = '/candidate-feedback/documents/document_upload';


const DOCUMENT = buildCheck({ slug: 'document' }, 'GB', 30);
const LICENCE = buildCheck({ slug: 'driving_license' }, 'GB', 31);

/**
 * The fixture's employment check and these: supporting documents come last, so every other section is complete
 * (without the fixture's criminal record check, whose documents would fill the same document types).
 */
function request(uploads: UploadedDocument[] = [], checks = [DOCUMENT, LICENCE]): ReferenceResponse {
  const base = referenceResponseFixture();
  const employment = base.reference_request.checks.filter((check) => check.criteria_check.slug === 'employment');
  return withEarlierSectionsComplete({
    ...base,
    reference_request: { ...base.reference_request, checks: [...employment, ...checks] },
    documents: { uploaded: uploads },
  }, 'documents');
}

function renderStep(response: ReferenceResponse) {
  const server = { response };
  const view = renderApp({
    url: `${PATH}?${QUERY}`,
    api: {
      responses: {
        get 'guid-1'() {
          return server.response;
        },
      },
      extra: (url) =>
        url.pathname === '/api/oneform/guid-1/document-types/' ? jsonResponse(documentTypesFor(server.response.reference_request)) : undefined,
    },
  });
  return Object.assign(server, view);
}

const pdf = (name = 'bill.pdf') => pdfFile(name);
const finishButton = () => screen.getByRole('button', { name: 'Save & Finish' });

fakeXhrForEachTest();

describe('the supporting documents step', () => {
  it('names the required documents at the side, with the passport’s guidance, and asks each in the first group', async () => {
    renderStep(request());
    const required = await screen.findByRole('region', { name: 'Please upload the required documents below.' });
    expect(within(required).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Passport',
      'Driving licence (front)',
      'Driving licence (back)',
    ]);
    expect(within(required).getByRole('group', { name: 'Expiry date' })).toBeTruthy();
    const side = screen.getByText('Please upload the following required documents:').parentElement as HTMLElement;
    expect(within(side).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Passport: clear, currently valid and photo must be clearly visible',
      'Driving licence (front)',
      'Driving licence (back)',
    ]);
    expect(within(side).getByText('If you have already uploaded these documents, you can ignore this.')).toBeTruthy();
    expect(within(side).getByText('Then press ‘Save & Finish’.')).toBeTruthy();
    expect(within(side).getByText('Maximum file size: 20 MB.')).toBeTruthy();
  });

  it('offers the optional types in a picker, and shows the picked one’s uploader, which sends its type', async () => {
    const user = userEvent.setup();
    renderStep(request([], [DOCUMENT]));
    const optional = await screen.findByRole('region', { name: 'You may also upload any of the optional documents below.' });
    const picker = within(optional).getByRole('combobox', { name: 'Document type' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select a document type',
      'Birth certificate',
      'Driving licence',
      'Driving licence (front)',
      'Driving licence (back)',
      'Firearms licence',
      'Utility bill',
      'Proof of address',
      'COVID-19 vaccination proof',
      'Biometric residence permit',
      'Marriage or civil partnership certificate',
      'HM Forces identity card',
    ]);
    expect(within(optional).queryByRole('region')).toBeNull();

    await user.selectOptions(picker, 'utility-bill');
    const bill = within(optional).getByRole('region', { name: 'Utility bill' });
    await user.upload(fileInputs(bill)[0]!, pdf());
    expect(FakeXhr.last().fields()).toEqual({ '0:file': 'bill.pdf', '0:type': 'utility-bill', '0:step': 'document_upload' });
  });

  it('shows no identity points on a UK request, where documents are not counted in points', async () => {
    renderStep(request([upload('passport', { file_name: 'passport.jpg', expiry_date: '2031-01-01' })]));
    const required = await screen.findByRole('region', { name: 'Please upload the required documents below.' });
    expect(within(required).getByRole('button', { name: 'Delete passport.jpg' })).toBeTruthy();
    expect(screen.queryByText(/points?\b/i)).toBeNull();
  });

  it('keeps the uploader of an optional type that holds a document', async () => {
    renderStep(request([upload('firearms-license', { file_name: 'licence.pdf' })], [DOCUMENT]));
    const optional = await screen.findByRole('region', { name: 'You may also upload any of the optional documents below.' });
    const firearms = within(optional).getByRole('region', { name: 'Firearms licence' });
    expect(within(firearms).getByRole('button', { name: 'Delete licence.pdf' })).toBeTruthy();
  });

  it('refuses Save & Finish while a required document is missing: an alert, named by the button, focused after 500 ms', async () => {
    const user = userEvent.setup();
    const { router } = renderStep(request([upload('driving-license-front'), upload('driving-license-back'), upload('passport')]));
    await screen.findByRole('region', { name: 'Please upload the required documents below.' });
    expect(screen.getByRole('alert').textContent).toBe('');

    await user.click(finishButton());
    const error = within(screen.getByRole('alert')).getByText(SUPPORTING_DOCUMENTS_MESSAGE).closest('p')!;
    expect(finishButton().getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).not.toBe(error);
    await waitFor(() => expect(document.activeElement).toBe(error), { timeout: 2000 });
    expect(router.state.location.pathname).toBe(PATH);
    expect(document.title).toBe('Error: Supporting documents – Complete your background check');
  });

  it('leads home with the query string once every required document is in, each passport with its expiry date', async () => {
    const user = userEvent.setup();
    const { router } = renderStep(
      request([upload('driving-license-front'), upload('driving-license-back'), upload('passport', { expiry_date: '2031-01-01' })]),
    );
    await screen.findByRole('region', { name: 'Please upload the required documents below.' });
    await user.click(finishButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(router.state.location.searchStr).toBe(`?${QUERY}`);
    expect(screen.queryByText(SUPPORTING_DOCUMENTS_MESSAGE)).toBeNull();
  });

  it('clears the message once the missing document arrives', async () => {
    const user = userEvent.setup();
    const server = renderStep(request([upload('driving-license-front'), upload('passport', { expiry_date: '2031-01-01' })]));
    await screen.findByRole('region', { name: 'Please upload the required documents below.' });
    await user.click(finishButton());
    expect(screen.getByText(SUPPORTING_DOCUMENTS_MESSAGE)).toBeTruthy();

    const back = screen.getByRole('region', { name: 'Driving licence (back)' });
    await user.upload(fileInputs(back)[0]!, pdf('back.pdf'));
    server.response = request([...server.response.documents.uploaded, upload('driving-license-back')]);
    await FakeXhr.last().respond(201, server.response.documents.uploaded.at(-1));
    await waitFor(() => expect(screen.queryByText(SUPPORTING_DOCUMENTS_MESSAGE)).toBeNull());
    expect(finishButton().getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Supporting documents – Complete your background check'));
  });

  it('shows a server’s detail refusal under the file (spec 001 §8)', async () => {
    const user = userEvent.setup();
    renderStep(request());
    const front = await screen.findByRole('region', { name: 'Driving licence (front)' });
    await user.upload(fileInputs(front)[0]!, pdf('front.pdf'));
    await FakeXhr.last().respond(400, { detail: 'Multipart form parse error.' });
    const error = (await within(front).findByText('Multipart form parse error.', { exact: false })).closest('p');
    await waitFor(() => expect(document.activeElement).toBe(error));
  });
});
