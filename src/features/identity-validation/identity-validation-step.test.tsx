// @vitest-environment jsdom
/**
 * The identity validation step through the real router: the flow the link or the server chooses, the switch to
 * the document scan, the grouped provider list, launching a session in this window, the return from a provider
 * (fetched once or polled on the machine's timers) and the document scan's link, polling and abandoned dialog.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIGITAL_ID_POLL_ATTEMPTS, DIGITAL_ID_POLL_INTERVAL_MS, DOCUMENT_SCAN_POLL_INTERVAL_MS } from '../../../domain/identity-validation';
import { buildCheck } from '../../../domain/testing/build-response';
import { storeToken } from '../../api/auth-token';
import type { DigitalIdProvider, RecommendedProviders } from '../../api/providers/get-recommended-providers';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { sameWindow } from './same-window';

const STEP = '/candidate-feedback/identity_validation/identity_validation_step';
const QUERY = 'guid=guid-1&user_token=token-1';

function identityRequest() {
  const base = referenceResponseFixture();
  const check = buildCheck({ slug: 'id_check', digitalId: true }, 'GB', 10);
  return withEarlierSectionsComplete({ ...base, reference_request: { ...base.reference_request, checks: [...base.reference_request.checks, check] } }, 'identity_validation');
}

const provider = (id: string, name: string): DigitalIdProvider => ({
  id,
  providerId: id,
  name,
  logoUrl: `/logos/${id}.svg`,
  subtext: `${name} subtext`,
});

const GROUPED: RecommendedProviders = {
  recognized: [provider('wallet', 'ID Wallet')],
  relevant: [provider('bank', 'Bank ID'), provider('post', 'Post ID')],
  remainder: [provider('gov', 'Gov ID')],
};

type Session = { done: boolean; success: boolean; errorCode: string | null };

interface Server {
  isDigitalId?: boolean;
  alreadyVerified?: boolean;
  providers?: RecommendedProviders | 'failing';
  launch?: () => Response;
  sessions?: Session[];
  abandoned?: boolean;
  statuses?: (string | null)[];
}

interface Calls {
  paths: string[];
  bodies: Record<string, unknown>[];
  urls: URL[];
}

function renderStep(url: string, server: Server = {}) {
  const calls: Calls = { paths: [], bodies: [], urls: [] };
  const sessions = [...(server.sessions ?? [])];
  const statuses = [...(server.statuses ?? [])];
  const view = renderApp({
    url,
    api: {
      responses: { 'guid-1': identityRequest() },
      extra: (request, init) => {
        const path = request.pathname;
        if (!path.startsWith('/api/providers/')) return undefined;
        calls.paths.push(`${init?.method ?? 'GET'} ${path}`);
        calls.urls.push(request);
        if (init?.body) calls.bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        if (path === '/api/providers/validate_id_check_provider/response-1/' && server.isDigitalId !== undefined) {
          return jsonResponse({ is_trinsic_id_check: server.isDigitalId });
        }
        if (path === '/api/providers/trinsic/get_trinsic_results/response-1/') {
          return jsonResponse({ success: server.alreadyVerified === true });
        }
        if (path === '/api/providers/trinsic/recommended_providers/guid-1/') {
          if (server.providers === 'failing') return jsonResponse({ detail: 'Down.' }, 500);
          return jsonResponse(server.providers ?? GROUPED);
        }
        if (path === '/api/providers/trinsic/created_hosted_session/guid-1/') {
          return server.launch?.() ?? jsonResponse({ launchUrl: 'https://id.example/launch/1' }, 201);
        }
        if (path === '/api/providers/trinsic/get_session_results/guid-1/') {
          const session = sessions.length > 1 ? sessions.shift() : sessions[0];
          return session ? jsonResponse({ session: { id: 's-1', ...session } }) : jsonResponse({ detail: 'Down.' }, 502);
        }
        if (path === '/api/providers/hooyu/is_abandoned/guid-1') return jsonResponse({ abandoned: server.abandoned === true });
        if (path === '/api/providers/hooyu/identity_verification/status/guid-1') {
          return jsonResponse({ link: 'https://scan.example/check/1' });
        }
        if (path === '/api/providers/hooyu/guid-1/') {
          const status = statuses.length > 1 ? statuses.shift() : statuses[0];
          return jsonResponse({ status: status ?? null, credit_status: null });
        }
        return undefined;
      },
    },
  });
  return { ...view, calls };
}

const opened = vi.fn<(url: string) => void>();
beforeEach(() => {
  localStorage.clear();
  opened.mockReset();
  vi.spyOn(sameWindow, 'open').mockImplementation(opened);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LONG = { timeout: 15_000 };
const count = (calls: Calls, path: string) => calls.paths.filter((call) => call.endsWith(path)).length;

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the identity validation step: which flow', { timeout: 30_000 }, () => {
  it('opens the document scan in this window when the link says hooyu, without asking the server', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=hooyu`);
    expect(await screen.findByText('Verifying your data', {}, LONG)).toBeTruthy();
    expect(screen.getByText('This is done in a separate window.')).toBeTruthy();
    expect(screen.getByText('You will be returned to this screen when that is finished.')).toBeTruthy();
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://scan.example/check/1'));
    expect(count(view.calls, 'validate_id_check_provider/response-1/')).toBe(0);
    const linkCall = view.calls.urls.find((url) => url.pathname.includes('identity_verification'));
    // The way back is this step in the document-scan flow, without the token.
    expect(linkCall?.searchParams.get('return')).toBe(`${STEP}?guid=guid-1&idProvider=hooyu`);
    expect(linkCall?.searchParams.get('lang')).toBe('en');
  });

  it('shows the digital ID providers when the server says so, grouped with separators', async () => {
    const view = renderStep(`${STEP}?${QUERY}`, { isDigitalId: true });
    expect(await screen.findByRole('heading', { name: 'Choose your digital ID provider' }, LONG)).toBeTruthy();
    const lists = screen.getAllByRole('list').filter((list) => within(list).queryAllByRole('button').length > 0);
    expect(lists.map((list) => within(list).getAllByRole('listitem').length)).toEqual([1, 2, 1]);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    expect(screen.getByText('ID Wallet subtext')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify with Bank ID' })).toBeTruthy();
    expect(count(view.calls, 'validate_id_check_provider/response-1/')).toBeGreaterThan(0);
    expect(opened).not.toHaveBeenCalled();
  });

  it('runs the document scan when the server says the request does not use a digital ID', async () => {
    renderStep(`${STEP}?${QUERY}`, { isDigitalId: false });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://scan.example/check/1'), LONG);
  });

  it('shows the providers for idProvider=trinsic, and both links switch to the document scan with the query kept', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=trinsic`);
    await userEvent.click(await screen.findByRole('link', { name: 'scan your identity document instead' }, LONG));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://scan.example/check/1'));
    expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=hooyu`);
    expect(count(view.calls, 'validate_id_check_provider/response-1/')).toBe(0);

    await act(() => view.router.history.push(`${STEP}?${QUERY}&idProvider=trinsic`));
    await userEvent.click(await screen.findByRole('link', { name: 'I don’t have an existing digital ID' }));
    await waitFor(() => expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=hooyu`));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(2));
  });

  it('says no providers were found when the three lists are empty, or the list fails', async () => {
    renderStep(`${STEP}?${QUERY}&idProvider=trinsic`, { providers: { recognized: [], relevant: [], remainder: [] } });
    expect(await screen.findByText('No providers found', {}, LONG)).toBeTruthy();
    cleanup();
    renderStep(`${STEP}?${QUERY}&idProvider=trinsic`, { providers: 'failing' });
    expect(await screen.findByText('No providers found', {}, LONG)).toBeTruthy();
  });

  it('goes home when the results are already successful', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=trinsic`, { alreadyVerified: true });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'), LONG);
    expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=trinsic`);
  });
});

describe('the identity validation step: the digital ID', { timeout: 30_000 }, () => {
  it('starts a session with the chosen provider and opens its launch URL in this window', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=trinsic`);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify with Post ID' }, LONG));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://id.example/launch/1'));
    expect(view.calls.bodies).toEqual([
      { provider_id: 'post', redirectUrl: `${STEP}?guid=guid-1&idProvider=trinsic`, language: 'en' },
    ]);
    expect(screen.getByText('Opening your digital ID provider...')).toBeTruthy();
  });

  it('goes back to the list when the session cannot be started', async () => {
    renderStep(`${STEP}?${QUERY}&idProvider=trinsic`, {
      launch: () => jsonResponse({ detail: 'The digital ID service is not available.' }, 502),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify with Gov ID' }, LONG));
    expect(await screen.findByText('The provider could not be opened.')).toBeTruthy();
    expect(screen.getByText('Please try again or use another provider.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify with Gov ID' })).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows the verified screen on a return whose results succeeded, and forgets the return in the address', async () => {
    // The return carries no token: the app kept it from the candidate's link.
    storeToken(localStorage, 'token-1', Date.now());
    const view = renderStep(`${STEP}?guid=guid-1&idProvider=trinsic&sessionId=s-1&resultsAccessKey=k-1&action=fetch`, {
      sessions: [{ done: true, success: true, errorCode: null }],
    });
    expect(await screen.findByRole('heading', { name: 'Data successfully verified!' }, LONG)).toBeTruthy();
    expect(
      screen.getByText('Your details were successfully verified for the purpose of conducting the identity validation.'),
    ).toBeTruthy();
    expect(view.calls.bodies).toEqual([{ sessionId: 's-1', resultsAccessKey: 'k-1' }]);
    await waitFor(() => expect(view.router.state.location.searchStr).toBe('?guid=guid-1&idProvider=trinsic'));
    expect(document.activeElement?.textContent).toBe('Data successfully verified!');

    await userEvent.click(screen.getByRole('link', { name: 'Next step' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.router.state.location.searchStr).toBe('?guid=guid-1&idProvider=trinsic');
  });

  it('shows the list with the reason of a failed session', async () => {
    renderStep(`${STEP}?${QUERY}&idProvider=trinsic&sessionId=s-1&resultsAccessKey=k-1&action=fetch`, {
      sessions: [{ done: true, success: false, errorCode: 'InvalidImage' }],
    });
    expect(await screen.findByText('There was an error with your ID verification.', {}, LONG)).toBeTruthy();
    expect(screen.getByText('images too low-quality, wrong type or unprocessable')).toBeTruthy();
    expect(screen.getByText('Please try again or use another provider.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Verify with ID Wallet' })).toBeTruthy();
  });

  it('shows an unknown error code as it came', async () => {
    renderStep(`${STEP}?${QUERY}&idProvider=trinsic&sessionId=s-1&resultsAccessKey=k-1&action=fetch`, {
      sessions: [{ done: true, success: false, errorCode: 'BrandNewCode' }],
    });
    expect(await screen.findByText('BrandNewCode', {}, LONG)).toBeTruthy();
  });

  it('polls every 3 s and gives up after the last attempt, back to the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderStep(`${STEP}?${QUERY}&idProvider=trinsic&sessionId=s-1&resultsAccessKey=k-1&action=poll`, {
      sessions: [{ done: false, success: false, errorCode: null }],
    });
    expect(await screen.findByText('Finishing up', {}, LONG)).toBeTruthy();
    expect(screen.getByText('We are receiving your results. This can take a moment.')).toBeTruthy();
    const results = 'get_session_results/guid-1/';
    await waitFor(() => expect(count(view.calls, results)).toBe(1));
    for (let attempt = 1; attempt <= DIGITAL_ID_POLL_ATTEMPTS; attempt += 1) {
      await act(() => vi.advanceTimersByTimeAsync(DIGITAL_ID_POLL_INTERVAL_MS));
      await waitFor(() => expect(count(view.calls, results)).toBe(attempt + 1));
    }
    expect(await screen.findByText('Your results did not arrive in time.')).toBeTruthy();
    expect(screen.getByText('There was an error with your ID verification.')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(DIGITAL_ID_POLL_INTERVAL_MS * 3));
    expect(count(view.calls, results)).toBe(DIGITAL_ID_POLL_ATTEMPTS + 1);
  });
});

describe('the identity validation step: the document scan', { timeout: 30_000 }, () => {
  it('polls the status every 5 s on the return, with Go back to providers disabled, then shows it verified', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderStep(`${STEP}?${QUERY}&idProvider=hooyu&action=poll`, { statuses: ['pending', 'completed'] });
    expect(await screen.findByText('Finishing up', {}, LONG)).toBeTruthy();
    expect(screen.getByText('We are receiving your results. This can take a moment.')).toBeTruthy();
    const back = screen.getByRole('button', { name: 'Go back to providers' });
    expect(back.hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(count(view.calls, 'hooyu/guid-1/')).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Data successfully verified!' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(DOCUMENT_SCAN_POLL_INTERVAL_MS));
    expect(await screen.findByRole('heading', { name: 'Data successfully verified!' })).toBeTruthy();
    expect(count(view.calls, 'hooyu/guid-1/')).toBe(2);
    expect(opened).not.toHaveBeenCalled();
    await waitFor(() => expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=hooyu`));
  });

  it('shows the abandoned dialog, whose Close leads home', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=hooyu`, { abandoned: true });
    const dialog = await screen.findByRole('alertdialog', { name: 'Identity validation' }, LONG);
    expect(within(dialog).getByText('Identity validation is abandoned. You can proceed with other sections.')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=hooyu`);
  });

  it('leads back to the digital ID providers while the check opens', async () => {
    const view = renderStep(`${STEP}?${QUERY}&idProvider=hooyu`);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://scan.example/check/1'), LONG);
    await userEvent.click(screen.getByRole('button', { name: 'Go back to providers' }));
    expect(await screen.findByRole('heading', { name: 'Choose your digital ID provider' })).toBeTruthy();
    expect(view.router.state.location.searchStr).toBe(`?${QUERY}&idProvider=trinsic`);
  });
});
