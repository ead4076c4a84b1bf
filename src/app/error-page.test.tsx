// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReferenceResponse } from '../../domain/reference-response';
import { type ErrorReport, setErrorReporter } from './error-reporter';
import { watchPageLeaving } from './page-leaving';
import { referenceResponseFixture } from '../testing/reference-response-fixture';
import { renderApp, startPendingSave } from '../testing/render-app';

const TITLE = 'Oops! Sorry, an unexpected error has occurred';
const URL_WITH_TOKEN = '/candidate-feedback?guid=guid-1&user_token=token-1';
const responses = { 'guid-1': referenceResponseFixture() };

let reports: ErrorReport[];
let previousReporter: ReturnType<typeof setErrorReporter>;

beforeEach(() => {
  localStorage.clear();
  reports = [];
  previousReporter = setErrorReporter((report) => reports.push(report));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  setErrorReporter(previousReporter);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the error page', () => {
  it.each([
    [400, 'Bad Request', /^The link you used is incomplete or cannot open this page\. Please open the link in the email/],
    [401, 'Unauthorized', /^We could not recognise your link\. It may have been replaced by a newer one\./],
    [403, 'Forbidden', /^The link you used is incomplete or cannot open this page\./],
    [404, 'Not Found', /^We could not find this page\. The link may be incomplete or out of date\./],
  ])('shows %i %s, says in plain words what to do, and does not report it', async (status, label, advice) => {
    renderApp({ url: URL_WITH_TOKEN, api: { status } });
    expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeDefined();
    expect(screen.getByText(String(status))).toBeDefined();
    expect(screen.getByText(label)).toBeDefined();
    expect(screen.getByText(advice)).toBeDefined();
    expect(
      screen.getByText(
        'If this keeps happening, please contact the organisation that asked you to complete a background check.',
      ),
    ).toBeDefined();
    expect(reports).toEqual([]);
  });

  it('shows the company’s logo and names the company when the request is loaded and a page then fails', async () => {
    const fixture = referenceResponseFixture({ logo: 'https://cdn.example.com/acme.png' });
    const broken = { ...fixture, reference_request: { ...fixture.reference_request, checks: null } };
    renderApp({ url: URL_WITH_TOKEN, api: { responses: { 'guid-1': broken as unknown as ReferenceResponse } } });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByText('Something went wrong on our side. Please try again in a few minutes.')).toBeDefined();
    expect(screen.getByText('If this keeps happening, please contact Acme Recruitment.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Acme Recruitment logo' }).getAttribute('src')).toBe(
      'https://cdn.example.com/acme.png',
    );
  });

  it.each([500, 502, 429, 409])('shows %i as Unknown Error and reports it with its status and body', async (status) => {
    renderApp({ url: URL_WITH_TOKEN, api: { status } });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByText(String(status))).toBeDefined();
    expect(screen.getByText('Unknown Error')).toBeDefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ status });
    // The returned failures (409, 429) keep the answer's body; thrown ones have none.
    if (status === 409 || status === 429) expect(reports[0]!.data).toEqual({ detail: 'Refused.' });
  });

  it.each([
    ['a page', { checks: null }],
    ['the request itself (the header then shows no company)', null],
  ])('shows only Unknown Error when %s is bad data, and reports it', async (_where, request) => {
    const fixture = referenceResponseFixture();
    const broken = {
      ...fixture,
      reference_request: request && { ...fixture.reference_request, ...request },
    } as unknown as ReferenceResponse;
    renderApp({ url: URL_WITH_TOKEN, api: { responses: { 'guid-1': broken } } });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByText('Unknown Error')).toBeDefined();
    expect(screen.queryByText(/^\d{3}$/)).toBeNull();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.status).toBeUndefined();
    expect(reports[0]!.error).toBeInstanceOf(TypeError);
  });

  describe('while the page is being left', () => {
    const brokenResponses = () => {
      const fixture = referenceResponseFixture();
      const broken = { ...fixture, reference_request: { ...fixture.reference_request, checks: null } };
      return { 'guid-1': broken as unknown as ReferenceResponse };
    };
    beforeEach(() => {
      watchPageLeaving();
      window.dispatchEvent(new Event('beforeunload'));
    });
    afterEach(() => {
      window.dispatchEvent(new Event('pageshow'));
    });

    it('shows and reports nothing of a failure that only the leaving caused', async () => {
      renderApp({ url: URL_WITH_TOKEN, api: { responses: brokenResponses() } });
      await waitFor(() => expect(console.error).toHaveBeenCalled());
      expect(screen.queryByRole('heading', { level: 1, name: TITLE })).toBeNull();
      expect(reports).toEqual([]);
    });

    it('shows and reports the failure as usual once the leaving was called off', async () => {
      const now = performance.now();
      vi.spyOn(performance, 'now').mockReturnValue(now + 10_000);
      renderApp({ url: URL_WITH_TOKEN, api: { responses: brokenResponses() } });
      await screen.findByRole('heading', { level: 1, name: TITLE });
      expect(reports).toHaveLength(1);
    });
  });

  it("offers 'Please login here again' and 'Send me a new link' for 401 only, without the token in the address", async () => {
    renderApp({ url: URL_WITH_TOKEN, api: { status: 401 } });
    const login = await screen.findByRole('link', { name: 'Please login here again' });
    expect(login.getAttribute('href')).toBe('/logout');
    // The link may have been replaced by a newer one: a new one can be asked for, without the dead token.
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/lost-link');
    cleanup();

    renderApp({ url: URL_WITH_TOKEN, api: { status: 403 } });
    await screen.findByText('Forbidden');
    expect(screen.queryByRole('link', { name: 'Please login here again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send me a new link' })).toBeNull();
  });

  it("disables 'Please login here again' while the app is busy", async () => {
    const { queryClient } = renderApp({ url: URL_WITH_TOKEN, api: { status: 401 } });
    const login = await screen.findByRole('link', { name: 'Please login here again' });
    expect(login.getAttribute('aria-disabled')).toBeNull();

    const save = startPendingSave(queryClient);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Please login here again' }).getAttribute('aria-disabled')).toBe('true'),
    );
    expect(screen.getByRole('link', { name: 'Please login here again' }).getAttribute('href')).toBeNull();
    await save.settle();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Please login here again' }).getAttribute('href')).toBe('/logout'),
    );
  });

  it("'Try again' goes home with the query and loads the request again", async () => {
    const api: { status?: number; responses: typeof responses } = { status: 503, responses };
    const { router } = renderApp({ url: '/candidate-feedback/consent/consent?guid=guid-1&user_token=token-1', api });
    const tryAgain = await screen.findByRole('link', { name: 'Try again' });
    expect(tryAgain.getAttribute('href')).toBe('/candidate-feedback?guid=guid-1&user_token=token-1');

    delete api.status;
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your background check' })).toBeDefined();
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=token-1');
  });

  it('shows the error page with 404 for an address the route table does not know', async () => {
    renderApp({ url: '/no/such/page?guid=guid-1' });
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(screen.getByText('404')).toBeDefined();
    expect(screen.getByText('Not Found')).toBeDefined();
    expect(reports).toEqual([]);
  });
});
