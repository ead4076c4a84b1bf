// @vitest-environment jsdom
/**
 * The directorship step through the real router and form: the question is required, the answer is posted as a
 * boolean, the server's refusal shows on the field, and a successful save leads on (home: it is the last step).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { renderApp } from '../../testing/render-app';
import { renderWithSaves } from '../../testing/render-with-saves';
import { requestWithEarlierSteps } from './testing/render-details-step';

const URL = '/candidate-feedback/details/directorship?guid=guid-1&user_token=token-1';

/** A directorship check with the steps before it saved, so its step is the one left. */
function directorshipRequest(): ReferenceResponse {
  return requestWithEarlierSteps([{ slug: 'directorship' }]);
}

function renderStep(answer: (body: unknown) => Response) {
  const response = directorshipRequest();
  const savePath = '/api/oneform/guid-1/response-1/details/directorship/';
  return { ...renderWithSaves({ url: URL, response, savePath, answer }), response };
}

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the directorship step', { timeout: 20_000 }, () => {
  it('asks the question, refuses to go on unanswered and focuses the question', async () => {
    const { saves } = renderStep(() => jsonResponse({}));
    const question = await screen.findByRole(
      'radiogroup',
      { name: 'Have you ever been a director of a company?' },
      { timeout: 15_000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await within(question).findByText('Select yes or no')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', { name: 'Have you ever been a director of a company?: Select yes or no' }),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole('radio', { name: 'Yes' })));
    expect(saves).toHaveLength(0);
  });

  it('posts the answer as a boolean and goes home once the saved response is in', async () => {
    const view = renderStep((body) => {
      const saved = directorshipRequest();
      saved.candidate_directorship_details = { past_directorships: (body as { past_directorships: boolean }).past_directorships, is_completed: true };
      return jsonResponse(saved);
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([{ method: 'POST', body: { past_directorships: false } }]);
  });

  it('shows the server’s refusal on the field and stays', async () => {
    const view = renderStep(() => jsonResponse({ past_directorships: ['Please fill in this field'] }, 400));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const question = screen.getByRole('radiogroup', { name: 'Have you ever been a director of a company?' });
    expect(await within(question).findByText('Please fill in this field')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/directorship');
  });

  it('leads home from Save and Go back without judging a form left as it was', async () => {
    const view = renderStep(() => jsonResponse({ past_directorships: ['Please fill in this field'] }, 400));
    await screen.findByRole('radiogroup', { name: 'Have you ever been a director of a company?' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and Go back' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toHaveLength(0);
  });

  it('saves a changed answer from Save and Go back', async () => {
    const view = renderStep(() => jsonResponse({ past_directorships: ['Please fill in this field'] }, 400));
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Go back' }));
    await waitFor(() => expect(view.saves).toStrictEqual([{ method: 'POST', body: { past_directorships: true } }]));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/directorship');
  });

  it('starts from the saved answer', async () => {
    const response = directorshipRequest();
    response.candidate_directorship_details = { past_directorships: true, is_completed: true };
    renderApp({ url: URL, api: { responses: { 'guid-1': response } } });
    expect((await screen.findByRole('radio', { name: 'Yes' })).closest('label')?.hasAttribute('data-selected')).toBe(true);
  });
});
