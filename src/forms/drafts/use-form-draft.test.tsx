// @vitest-environment jsdom
/**
 * A step's draft through the real router and form (the directorship step, the smallest): an answer left unsaved
 * comes back with the line saying so when the step opens again, and a save leaves no draft behind.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { requestWithEarlierSteps } from '../../features/details/testing/render-details-step';
import { jsonResponse } from '../../testing/json-response';
import { renderWithSaves } from '../../testing/render-with-saves';

const URL = '/candidate-feedback/details/directorship?guid=guid-1&user_token=token-1';
const SAVE_PATH = '/api/oneform/guid-1/response-1/details/directorship/';
const DRAFT_KEY = 'draft:guid-1:details/directorship';
const RESTORED = 'We kept the answers you had not saved on this device. Check them, then save this page to keep them.';

function savedAs(pastDirectorships: boolean): ReferenceResponse {
  const saved = requestWithEarlierSteps([{ slug: 'directorship' }]);
  saved.candidate_directorship_details = { past_directorships: pastDirectorships, is_completed: true };
  return saved;
}

function renderStep() {
  return renderWithSaves({
    url: URL,
    response: requestWithEarlierSteps([{ slug: 'directorship' }]),
    savePath: SAVE_PATH,
    answer: (body) => jsonResponse(savedAs((body as { past_directorships: boolean }).past_directorships)),
  });
}

const isChosen = (name: string) => screen.getByRole('radio', { name }).closest('label')?.hasAttribute('data-selected');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('a step draft', { timeout: 20_000 }, () => {
  it('keeps an unsaved answer when the page goes, and gives it back with a line saying so', async () => {
    renderStep();
    await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }, { timeout: 15_000 }));
    expect(screen.queryByText(RESTORED)).toBeNull();
    cleanup();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({ values: { past_directorships: true } });

    renderStep();
    expect(await screen.findByText(RESTORED)).toBeTruthy();
    await waitFor(() => expect(isChosen('Yes')).toBe(true));
  });

  it('leaves no draft once the answer is saved', async () => {
    const view = renderStep();
    await userEvent.click(await screen.findByRole('radio', { name: 'No' }, { timeout: 15_000 }));
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toHaveLength(1);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
