// @vitest-environment jsdom
/**
 * The fraud-prevention consent through the real router and form: the one box is required, the answer is put as
 * agree_to_fup, and the candidate goes on only when the answer's agree_to_fup is true.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { renderWithSaves } from '../../testing/render-with-saves';

const URL = '/candidate-feedback/cifas_declaration_consent/cifas_consent?guid=guid-1&user_token=token-1';
const SAVE_PATH = '/api/oneform/guid-1/response-1/cifas_declaration_consent/cifas_consent/';
const AGREE = 'I have read and agree to the fair usage policy. (required)';

function cifasRequest(): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { checks } = buildResponse({ checks: [{ slug: 'financial_regulatory', level: ['cifas'] }] }).reference_request;
  return withEarlierSectionsComplete({ ...fixture, reference_request: { ...fixture.reference_request, checks } }, 'cifas_declaration_consent');
}

function renderStep(answer: (response: ReferenceResponse) => Response = (response) => jsonResponse({ ...response, agree_to_fup: true })) {
  const response = cifasRequest();
  return renderWithSaves({ url: URL, response, savePath: SAVE_PATH, answer: () => answer(response) });
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the fraud-prevention consent', { timeout: 20_000 }, () => {
  it('shows the fair usage policy and requires the box', async () => {
    const { saves } = renderStep();
    const box = await screen.findByRole('checkbox', { name: AGREE }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 2, name: 'Fair usage policy' })).toBeTruthy();
    await submit();

    expect(await screen.findByText('Please tick this box to continue')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    // The sentence's own full stop does not meet the summary's colon.
    expect(within(summary).getByRole('link').textContent).toBe(`${AGREE.replace(/\.$/, '')}: Please tick this box to continue`);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(saves).toHaveLength(0);
  });

  it('puts agree_to_fup and goes home once the answer agrees', async () => {
    const view = renderStep();
    await userEvent.click(await screen.findByRole('checkbox', { name: AGREE }, { timeout: 15_000 }));
    await submit();

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([{ method: 'PUT', body: { agree_to_fup: true } }]);
    expect(view.queryClient.getQueryData<ReferenceResponse>(['oneform', 'guid-1'])?.agree_to_fup).toBe(true);
  });

  it('stays when the answer does not agree', async () => {
    const view = renderStep((response) => jsonResponse({ ...response, agree_to_fup: false }));
    await userEvent.click(await screen.findByRole('checkbox', { name: AGREE }, { timeout: 15_000 }));
    await submit();

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(within(summary).getByText('There was an error submitting the form. Please try again.')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/cifas_declaration_consent/cifas_consent');
  });

  it('shows the server’s refusal on the box', async () => {
    renderStep(() => jsonResponse({ agree_to_fup: ['Please tick this box to continue'] }, 400));
    const box = await screen.findByRole('checkbox', { name: AGREE }, { timeout: 15_000 });
    await userEvent.click(box);
    await submit();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
  });

  it('starts from the saved agreement', async () => {
    renderApp({ url: URL, api: { responses: { 'guid-1': { ...cifasRequest(), agree_to_fup: true } } } });
    expect(((await screen.findByRole('checkbox', { name: AGREE }, { timeout: 15_000 })) as HTMLInputElement).checked).toBe(true);
  });
});
