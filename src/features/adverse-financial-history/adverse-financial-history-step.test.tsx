// @vitest-environment jsdom
/**
 * The adverse financial history step through the real router: the read-only summary as a definition list, Submit
 * starting the search and the status polled on the machine's timer until it is known, then 'Data successfully
 * verified' and Next home; a refusal naming the details to complete with links to their steps; a step whose status
 * is already known.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CREDIT_CHECK_POLL_INTERVAL_MS } from '../../../domain/credit-check';
import { MESSAGES } from '../../../domain/messages';
import type { AddressRecord, CandidateDetails, ReferenceResponse } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { freshPageForEachTest } from '../../testing/fresh-page';

const STEP = '/candidate-feedback/adverse_financial_history/adverse_financial_history';
const QUERY = 'guid=guid-1&user_token=token-1';

const CURRENT: AddressRecord = {
  id: 1,
  period_residence_from: '2020-01-01',
  period_residence_to: null,
  is_current_residence: true,
  country: 77,
  country_name: 'United Kingdom',
  street_address: '14 Harbour Street',
  street_address_cont: null,
  city: 'Bristol',
  state: null,
  postal_code: 'BS1 5TR',
  is_completed: true,
};

function creditRequest({ address = true } = {}): ReferenceResponse {
  const base = referenceResponseFixture();
  return withEarlierSectionsComplete({
    ...base,
    candidate_details: [
      { first_name: 'Priya', middle_name: null, last_name: 'Raman', date_of_birth: '1990-04-12', is_completed: true } as CandidateDetails,
    ],
    // Without a current address the history still counts as given: the candidate saved a past one.
    candidate_address_details: address
      ? [CURRENT]
      : [{ ...CURRENT, period_residence_from: '2015-01-01', period_residence_to: '2019-12-31', is_current_residence: false }],
    reference_request: { ...base.reference_request, checks: [buildCheck({ slug: 'credit' }, 'GB', 10)] },
  }, 'adverse_financial_history');
}

interface Server {
  response?: ReferenceResponse;
  statuses: (string | null)[];
  submit?: () => Response;
}

function renderStep(server: Server) {
  const paths: string[] = [];
  const statuses = [...server.statuses];
  const view = renderApp({
    url: `${STEP}?${QUERY}`,
    api: {
      responses: { 'guid-1': server.response ?? creditRequest() },
      extra: (request, init) => {
        const path = request.pathname;
        if (!path.startsWith('/api/providers/')) return undefined;
        paths.push(`${init?.method ?? 'GET'} ${path}`);
        if (path === '/api/providers/credit_check/response-1/') {
          return server.submit?.() ?? jsonResponse({ credit_status: 'pending' }, 201);
        }
        if (path === '/api/providers/hooyu/guid-1/') {
          const status = statuses.length > 1 ? statuses.shift() : statuses[0];
          return jsonResponse({ status: null, credit_status: status ?? null });
        }
        return undefined;
      },
    },
  });
  return { ...view, paths };
}

freshPageForEachTest();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

const LONG = { timeout: 15_000 };

describe('the adverse financial history step', { timeout: 30_000 }, () => {
  it('shows what the search uses as a definition list, submits, polls, and shows the data verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderStep({ statuses: [null, 'pending', 'Confirmed'] });
    const list = (await screen.findAllByRole('term', {}, LONG))[0]!.closest('dl')!;
    const terms = within(list).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Name', 'Date of birth', 'Current address']);
    const values = within(list).getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Priya Raman', '12/04/1990', '14 Harbour StreetBristolBS1 5TRUnited Kingdom']);

    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Submit' }));
    // The live region says what is happening while the status is polled.
    expect(await screen.findByText(/Checking your details with the credit reference agency/)).toBeTruthy();
    expect(screen.getByText(/Checking your details/).closest('[role="status"]')).not.toBeNull();
    // At least one poll after the read on opening (a slow machine's real time may already have brought the next).
    await waitFor(() => expect(view.paths.filter((path) => path.includes('hooyu')).length).toBeGreaterThanOrEqual(2));
    expect(view.paths).toContain('POST /api/providers/credit_check/response-1/');
    await act(() => vi.advanceTimersByTimeAsync(CREDIT_CHECK_POLL_INTERVAL_MS));
    const heading = await screen.findByRole('heading', { name: 'Data successfully verified' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(`/candidate-feedback?${QUERY}`);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('names each missing detail with a link to its step when the server refuses', async () => {
    renderStep({
      response: creditRequest({ address: false }),
      statuses: [null],
      submit: () => jsonResponse({ current_address: [MESSAGES.creditAddressMissing] }, 400),
    });
    const list = (await screen.findAllByRole('term', {}, LONG))[0]!.closest('dl')!;
    expect(within(list).getAllByRole('definition')[2]?.textContent).toBe('Not given');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const problem = await screen.findByRole('region', { name: 'Some details are missing' });
    await waitFor(() => expect(document.activeElement).toBe(problem));
    expect(problem.textContent).toContain('Please add your current address before the credit check');
    expect(within(problem).getByRole('link', { name: 'Address history' }).getAttribute('href')).toBe(
      `/candidate-feedback/details/address?${QUERY}`,
    );
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the data verified at once when the status is already known', async () => {
    const view = renderStep({ statuses: ['no_result'] });
    expect(await screen.findByRole('heading', { name: 'Data successfully verified' }, LONG)).toBeTruthy();
    expect(view.paths.filter((path) => path.startsWith('POST'))).toEqual([]);
  });

  it('says the search could not start when the service is down, and lets the candidate try again', async () => {
    renderStep({ statuses: [null], submit: () => jsonResponse({ detail: 'Down.' }, 503) });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }, LONG));
    expect(await screen.findByText('We could not start the credit check. Please try again in a few minutes.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
  });
});
