// @vitest-environment jsdom
/**
 * The UK criminal record disclosure consent through the real router, form and machine: Next waits for the
 * declaration, page 2 asks the consents of the request's levels, every box is required, the save posts and leads
 * home only with a signed timestamp, and the server's refusal shows on its box.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse, type CheckSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderWithSaves } from '../../testing/render-with-saves';

const URL = '/candidate-feedback/dbs_declaration_consent/dbs_consent?guid=guid-1&user_token=token-1';
const SAVE_PATH = '/api/oneform/guid-1/response-1/dbs_declaration_consent/dbs_consent/';
const SIGNED_AT = '2025-03-01T10:00:00.000Z';

const DECLARATION =
  'I confirm that the information I have given is true and complete, and that I have read and understood the information above. (required)';
const ENHANCED = [
  'I consent to an application for an Enhanced DBS certificate being made on my behalf. (required)',
  'I understand that chief police officers may add to my certificate any information they reasonably believe to be relevant to the role. (required)',
  'I consent to the children’s and adults’ barred lists being checked where the role is eligible for it. (required)',
  'I consent to Acme Recruitment checking the status of my Enhanced certificate on the DBS Update Service. (required)',
];
const ENHANCED_IDS = ['dbs_enhanced_application', 'dbs_enhanced_police_information', 'dbs_enhanced_barred_lists', 'dbs_enhanced_update_service'];

/** The fixture's enhanced check, or the criminal record checks given; the personal details before it complete. */
function consentRequest(checks?: CheckSpec[]): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const request = checks
    ? { ...fixture, reference_request: { ...fixture.reference_request, checks: buildResponse({ checks }).reference_request.checks } }
    : fixture;
  return withEarlierSectionsComplete(request, 'dbs_declaration_consent');
}

function renderStep({ response = consentRequest(), answer }: { response?: ReferenceResponse; answer?: (body: unknown) => Response } = {}) {
  return renderWithSaves({
    url: URL,
    response,
    savePath: SAVE_PATH,
    answer: answer ?? (() => jsonResponse({ ...response, disclosure_signed_at: SIGNED_AT })),
  });
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const saveButton = () => screen.getByRole('button', { name: 'Save and Continue' });

async function toConsentsPage() {
  await userEvent.click(await screen.findByRole('checkbox', { name: DECLARATION }, { timeout: 15_000 }));
  await userEvent.click(nextButton());
  return screen.findByRole('group', { name: 'Enhanced DBS check' });
}

async function tickAll(group: HTMLElement) {
  for (const label of ENHANCED) await userEvent.click(within(group).getByRole('checkbox', { name: label }));
}

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the UK criminal record consent', { timeout: 20_000 }, () => {
  it('keeps Next disabled until the declaration is ticked, then shows the consents', async () => {
    renderStep();
    const declaration = await screen.findByRole('checkbox', { name: DECLARATION }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Declaration' })).toBeTruthy();
    expect(screen.getByText(/has asked for a criminal record check from the Disclosure and Barring Service/).textContent).toContain(
      'Acme Recruitment',
    );
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    expect(nextButton().getAttribute('aria-describedby')).toBeTruthy();
    // Page 1 saves nothing: its way home is a plain link.
    expect(screen.getByRole('link', { name: 'Save and Go back' })).toBeTruthy();

    await userEvent.click(declaration);
    expect((nextButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(nextButton());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Your consent' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const group = screen.getByRole('group', { name: 'Enhanced DBS check' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toStrictEqual(ENHANCED);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and Go back' })).toBeTruthy();
  });

  it('requires every consent, and keeps the declaration across Previous', async () => {
    const { saves } = renderStep();
    await toConsentsPage();
    await userEvent.click(saveButton());

    const group = screen.getByRole('group', { name: 'Enhanced DBS check' });
    await waitFor(() => expect(within(group).getAllByText('Please tick this box to continue')).toHaveLength(4));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    // Each sentence's own full stop does not meet the summary's colon.
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(
      ENHANCED.map((consent) => `${consent.replace(/\.$/, '')}: Please tick this box to continue`),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByRole('checkbox', { name: ENHANCED[0] })));
    expect(saves).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(((await screen.findByRole('checkbox', { name: DECLARATION })) as HTMLInputElement).checked).toBe(true);
    expect((nextButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('posts the declaration and the ticked consents, and goes home once the consent is signed', async () => {
    const view = renderStep();
    await tickAll(await toConsentsPage());
    await userEvent.click(saveButton());

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toHaveLength(1);
    const [save] = view.saves;
    expect(save?.method).toBe('POST');
    expect(save?.body).toMatchObject({
      declaration: true,
      consents: Object.fromEntries(ENHANCED_IDS.map((id) => [id, true])),
    });
    expect(view.queryClient.getQueryData<ReferenceResponse>(['oneform', 'guid-1'])?.disclosure_signed_at).toBe(SIGNED_AT);
  });

  it('keeps the candidate there when the answer has no signed timestamp', async () => {
    const view = renderStep({ answer: () => jsonResponse(consentRequest()) });
    await tickAll(await toConsentsPage());
    await userEvent.click(saveButton());

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByText('There was an error submitting the form. Please try again.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/dbs_declaration_consent/dbs_consent');
    expect(screen.getByRole('group', { name: 'Enhanced DBS check' })).toBeTruthy();

    // A second try goes through.
    await userEvent.click(saveButton());
    await waitFor(() => expect(view.saves).toHaveLength(2));
  });

  it('shows the server’s refusal on its box and stays on page 2', async () => {
    const view = renderStep({
      answer: () => jsonResponse({ 'consents.dbs_enhanced_barred_lists': ['Please tick this box to continue'] }, 400),
    });
    const group = await toConsentsPage();
    await tickAll(group);
    await userEvent.click(saveButton());

    const barred = within(group).getByRole('checkbox', { name: ENHANCED[2] });
    await waitFor(() => expect(barred.getAttribute('aria-invalid')).toBe('true'));
    expect(within(group).getByText('Please tick this box to continue')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(barred));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/dbs_declaration_consent/dbs_consent');
  });

  it('asks the consents of each level the checks carry, in the page’s order', async () => {
    renderStep({
      response: consentRequest([
        { slug: 'criminal_record', level: ['basic', 'standard'] },
        { slug: 'criminal_record', level: ['enhanced'] },
      ]),
    });
    await toConsentsPage();
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toStrictEqual(['Enhanced DBS check', 'Standard DBS check', 'Basic DBS check']);
    expect(within(screen.getByRole('group', { name: 'Standard DBS check' })).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(screen.getByRole('group', { name: 'Basic DBS check' })).getAllByRole('checkbox')).toHaveLength(2);
  });


  it('starts from a signed consent with every box ticked', async () => {
    renderStep({ response: { ...consentRequest(), disclosure_signed_at: SIGNED_AT } });
    const declaration = await screen.findByRole('checkbox', { name: DECLARATION }, { timeout: 15_000 });
    expect((declaration as HTMLInputElement).checked).toBe(true);
    await userEvent.click(nextButton());
    const group = await screen.findByRole('group', { name: 'Enhanced DBS check' });
    expect(within(group).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });
});
