// @vitest-environment jsdom
/**
 * The points upload page (afp_documents) and the community documents section (acic_documents) through the real
 * router, the network faked: the uploaders each page offers, the level each upload is sent with, the messages and
 * the points tally, and the confirmation page's answer saved on selection, its uploaders and Continue.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHECK_LEVELS } from '../../../domain/checks';
import { documentTypesFor } from '../../../domain/document-types';
import { UPLOAD_PAGE_MESSAGES as M } from '../../../domain/documents/upload-pages';
import type { IdDocumentDetails, ReferenceResponse, SelectedDocuments, UploadedDocument } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import type { SectionSlug } from '../../../domain/sections';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { providerEndpoints } from '../../testing/fake-endpoints';
import { renderApp } from '../../testing/render-app';
import { FakeXhr, fileInputs, pdfFile, fakeXhrForEachTest } from './testing/fake-xhr';
import { uploadedDocument as upload } from '../../../domain/testing/uploaded-document';

const QUERY = 'guid=guid-1&user_token=token-1';
const AFP = buildCheck({ slug: 'criminal_record', country: 'AU', level: [CHECK_LEVELS.afp] }, 'AU', 30);
const ACIC = buildCheck({ slug: 'criminal_record', country: 'AU', level: [CHECK_LEVELS.acic] }, 'AU', 31);
const SELECTION: SelectedDocuments = { primary: ['passport'], secondary: ['driving-license', 'utility-bill'], is_completed: true };
const CERTIFICATE_REQUIRED = 'Please upload at least one confirmation document.';


interface Fixture {
  checks: ReferenceResponse['reference_request']['checks'];
  uploads?: UploadedDocument[];
  selected?: SelectedDocuments | null;
  differentName?: boolean | null;
  /** The sections before this one are complete; by default the page's own, as the hub's order needs to open it. */
  reach?: SectionSlug;
}

/** The fixture's employment check and these (its British criminal record check's documents would take the same types). */
function responseOf({ checks, uploads = [], selected = null, differentName = null }: Fixture): ReferenceResponse {
  const base = referenceResponseFixture();
  const employment = base.reference_request.checks.filter((check) => check.criteria_check.slug === 'employment');
  return {
    ...base,
    reference_request: { ...base.reference_request, checks: [...employment, ...checks] },
    documents: { uploaded: uploads },
    selected_documents: selected,
    candidate_id_document_details:
      differentName === null ? null : ({ is_completed: false, has_different_name_in_acic_documents: differentName } as IdDocumentDetails),
  };
}

/** The community section's uploads that complete its three upload steps. */
const ACIC_UPLOADS = () => [
  upload('passport', { selected_level: 'acic_commencement' }),
  upload('driving-license', { selected_level: 'acic_primary' }),
  upload('utility-bill', { selected_level: 'acic_secondary' }),
];

const SIGNED_FORMS = providerEndpoints({ signed: { acic_document: true, afp_document: true } });

function renderPage(path: string, fixture: Fixture) {
  const reach = fixture.reach ?? (path.split('/')[0] as SectionSlug);
  const server = { response: withEarlierSectionsComplete(responseOf(fixture), reach), saves: [] as unknown[] };
  const view = renderApp({
    url: `/candidate-feedback/${path}?${QUERY}`,
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
        if (init?.method === 'PUT' && url.pathname === `/api/oneform/guid-1/${server.response.guid}/acic-documents/name-change/`) {
          const body = JSON.parse(String(init.body)) as { has_different_name_in_acic_documents: boolean };
          server.saves.push(body);
          server.response = {
            ...server.response,
            candidate_id_document_details: {
              is_completed: false,
              has_different_name_in_acic_documents: body.has_different_name_in_acic_documents,
            } as IdDocumentDetails,
          };
          return jsonResponse(server.response);
        }
        // The Australian consent forms before the upload pages are signed.
        return SIGNED_FORMS(url, init);
      },
    },
  });
  return Object.assign(server, { view });
}

const pdf = (name = 'document.pdf') => pdfFile(name);
/** The page's uploaders, by their headings (the 'Continue on your phone' panel beside them is not one). */
const regionNames = () =>
  screen
    .getAllByRole('region')
    .map((region) => within(region).getAllByRole('heading')[0]!.textContent)
    .filter((name) => name !== 'Continue on your phone');

fakeXhrForEachTest();

describe('the points upload page', () => {
  it('offers the selected types, tallies their points and names what is missing', async () => {
    renderPage('afp_documents/afp_documents', { checks: [AFP], selected: SELECTION, uploads: [upload('utility-bill')] });
    await screen.findByRole('region', { name: 'Passport' });
    expect(regionNames()).toEqual(['Passport', 'Driving licence', 'Utility bill']);
    expect(screen.getByText('25 of 100 points')).toBeTruthy();
    expect(screen.getByText(M.pointsPrimary)).toBeTruthy();
    expect(screen.getByText(M.pointsTotal)).toBeTruthy();
  });

  it('names only the points once a primary document is in, and nothing at 100 points', async () => {
    const server = renderPage('afp_documents/afp_documents', { checks: [AFP], selected: SELECTION, uploads: [upload('passport')] });
    await screen.findByText('70 of 100 points');
    expect(screen.queryByText(M.pointsPrimary)).toBeNull();
    expect(screen.getByText(M.pointsTotal)).toBeTruthy();
    const user = userEvent.setup();
    await user.upload(fileInputs(screen.getByRole('region', { name: 'Driving licence' }))[0]!, pdf('licence.pdf'));
    const sent = FakeXhr.last();
    // The points page counts uploads by type: no level is sent.
    expect(sent.fields()).toEqual({ '0:file': 'licence.pdf', '0:type': 'driving-license', '0:step': 'afp_documents' });
    server.response = { ...server.response, documents: { uploaded: [...server.response.documents.uploaded, upload('driving-license')] } };
    await sent.respond(201, server.response.documents.uploaded.at(-1));
    await screen.findByText('110 of 100 points');
    expect(screen.queryByText(M.pointsTotal)).toBeNull();
  });

  it('before a selection, cannot be opened: the hub names the selection to make first', async () => {
    const { view } = renderPage('afp_documents/afp_documents', { checks: [AFP], reach: 'documents_selection' });
    expect(
      await screen.findByText(/ cannot start yet\. Start with Identity document selection: /, {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/candidate-feedback');
    expect(screen.queryByText(/of 100 points/)).toBeNull();
  });
});

describe('the community upload steps', () => {
  it('offers the commencement types and sends each upload at the commencement level', async () => {
    const user = userEvent.setup();
    renderPage('acic_documents/acic_identity_documents', { checks: [ACIC] });
    const passport = await screen.findByRole('region', { name: 'Passport' });
    expect(regionNames()).toEqual(['Passport', 'Birth certificate']);
    expect(screen.getByText(M.acicCommencement)).toBeTruthy();
    await user.upload(fileInputs(screen.getByRole('region', { name: 'Birth certificate' }))[0]!, pdf('birth.pdf'));
    expect(FakeXhr.last().fields()).toEqual({
      '0:file': 'birth.pdf',
      '0:type': 'birth-certificate-optional',
      '0:selected_level': 'acic_commencement',
      '0:step': 'acic_identity_documents',
    });
    expect(within(passport).getByRole('group', { name: 'Expiry date' })).toBeTruthy();
  });

  it('shows on the primary step only its own level’s uploads, and names the commencement alternative', async () => {
    renderPage('acic_documents/acic_primary_documents', {
      checks: [ACIC],
      uploads: [upload('passport', { selected_level: 'acic_commencement' })],
    });
    const passport = await screen.findByRole('region', { name: 'Passport' });
    expect(regionNames()).toEqual(['Passport', 'Driving licence']);
    // The commencement passport belongs to the first step's uploader.
    expect(within(passport).queryByRole('button', { name: 'Delete Passport' })).toBeNull();
    expect(screen.getByText(M.acicPrimaryOrCommencement)).toBeTruthy();
  });

  it('sends the secondary step’s uploads at the secondary level', async () => {
    const user = userEvent.setup();
    renderPage('acic_documents/acic_secondary_documents', { checks: [ACIC], uploads: ACIC_UPLOADS().slice(0, 2) });
    const bill = await screen.findByRole('region', { name: 'Utility bill' });
    expect(screen.getByText(M.acicSecondary)).toBeTruthy();
    await user.upload(fileInputs(bill)[0]!, pdf('bill.pdf'));
    expect(FakeXhr.last().fields()).toEqual({
      '0:file': 'bill.pdf',
      '0:type': 'utility-bill',
      '0:selected_level': 'acic_secondary',
      '0:step': 'acic_secondary_documents',
    });
  });
});

describe('the community confirmation page', () => {
  const QUESTION = 'Do any of the documents uploaded contain different or previous names? (required)';

  it('keeps Continue disabled until answered, saves Yes on selection and shows the certificate uploaders', async () => {
    const user = userEvent.setup();
    const server = renderPage('acic_documents/acic_documents_confirmation', { checks: [ACIC], uploads: ACIC_UPLOADS() });
    const question = await screen.findByRole('radiogroup', { name: QUESTION });
    expect(within(question).getByText('If yes, we will request additional document to be uploaded.')).toBeTruthy();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton.hasAttribute('disabled') || continueButton.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(screen.queryByRole('heading', { name: 'Upload your confirmation document' })).toBeNull();

    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(server.saves).toEqual([{ has_different_name_in_acic_documents: true }]));
    expect(await screen.findByRole('heading', { name: 'Upload your confirmation document' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Change of name certificate' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Australian marriage certificate' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false));
  });

  it('refuses Continue after Yes without a certificate, with the focus on the refusal, and continues home once one is uploaded', async () => {
    const user = userEvent.setup();
    const server = renderPage('acic_documents/acic_documents_confirmation', { checks: [ACIC], uploads: ACIC_UPLOADS(), differentName: true });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    const refusal = await screen.findByText(CERTIFICATE_REQUIRED);
    await waitFor(() => expect(document.activeElement).toBe(refusal.closest('p')));
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('aria-describedby')).toBe(refusal.closest('p')!.id);
    expect(server.view.router.state.location.pathname).toBe('/candidate-feedback/acic_documents/acic_documents_confirmation');

    await user.upload(fileInputs(screen.getByRole('region', { name: 'Change of name certificate' }))[0]!, pdf('deed.pdf'));
    const sent = FakeXhr.last();
    expect(sent.fields()).toEqual({ '0:file': 'deed.pdf', '0:type': 'change-of-name-certificate', '0:step': 'acic_documents_confirmation' });
    server.response = { ...server.response, documents: { uploaded: [...server.response.documents.uploaded, upload('change-of-name-certificate')] } };
    await sent.respond(201, server.response.documents.uploaded.at(-1));
    await waitFor(() => expect(screen.queryByText(CERTIFICATE_REQUIRED)).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(server.view.router.state.location.searchStr).toBe(`?${QUERY}`);
  });

  it('continues home on No, saved on selection', async () => {
    const user = userEvent.setup();
    const server = renderPage('acic_documents/acic_documents_confirmation', { checks: [ACIC], uploads: ACIC_UPLOADS(), differentName: true });
    await user.click(within(await screen.findByRole('radiogroup', { name: QUESTION })).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(server.saves).toEqual([{ has_different_name_in_acic_documents: false }]));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Upload your confirmation document' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(server.view.router.state.location.pathname).toBe('/candidate-feedback'));
  });
});
