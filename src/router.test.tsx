// @vitest-environment jsdom
/**
 * The route table through the real router: query retention, typed params, redirects and the area's guards.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../domain/client-storage';
import type { ReferenceResponse } from '../domain/reference-response';
import { type CheckSpec, buildCheck } from '../domain/testing/build-response';
import { withEarlierSectionsComplete } from './testing/earlier-sections';
import { referenceResponseFixture } from './testing/reference-response-fixture';
import type { DetailsStep, SectionSlug } from '../domain/sections';
import { StepStandIn } from './testing/step-stand-in';
import { renderApp } from './testing/render-app';
import { freshPageForEachTest } from './testing/fresh-page';

// Routing is under test, not the forms: every details step, the employer and directorship steps show the placeholder
// frame.
vi.mock('./features/details/details-step', () => ({
  DetailsStepScreen: ({ step }: { step: DetailsStep }) => <StepStandIn section="details" step={step} />,
}));
vi.mock('./features/employers/employer-step', () => ({
  EmployerStep: () => <StepStandIn section="employers" step="employers" />,
}));
vi.mock('./features/directorships/directorship-step', () => ({
  DirectorshipStep: () => <StepStandIn section="directorships" step="directorships" />,
}));

const responses = { 'guid-1': referenceResponseFixture() };

/**
 * The fixture with more checks (and answers), and every section the hub lists before `reaching` complete, so the
 * hub's order lets the candidate into it.
 */
function responsesWith(reaching: SectionSlug, checks: CheckSpec[] = [], changes: Partial<ReferenceResponse> = {}) {
  const base = referenceResponseFixture();
  const added = checks.map((spec, index) => buildCheck(spec, 'GB', 10 + index));
  const request = { ...base.reference_request, checks: [...base.reference_request.checks, ...added] };
  return { 'guid-1': withEarlierSectionsComplete({ ...base, ...changes, reference_request: request }, reaching) };
}

function searchOf(router: { state: { location: { search: unknown } } }) {
  return router.state.location.search as Record<string, string | undefined>;
}

freshPageForEachTest();

describe('the query string', () => {
  it('keeps guid and user_token when navigating between two routes, by link and by code', async () => {
    const { router } = renderApp({
      url: '/candidate-feedback/details/name?guid=guid-1&user_token=token-1',
      api: { responses: responsesWith('dbs_declaration_consent') },
    });
    await screen.findByText('This step is not available yet.');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    expect(router.state.location.pathname).toBe('/candidate-feedback');
    expect(searchOf(router)).toMatchObject({ guid: 'guid-1', user_token: 'token-1' });
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=token-1');

    // Focus moved to the new page's content, where a screen reader continues.
    await waitFor(() => expect(document.activeElement?.id).toBe('main'));

    await router.navigate({ to: '/candidate-feedback/dbs_declaration_consent/dbs_consent' });
    expect(router.state.location.pathname).toBe('/candidate-feedback/dbs_declaration_consent/dbs_consent');
    expect(searchOf(router)).toMatchObject({ guid: 'guid-1', user_token: 'token-1' });
  });

  it('keeps the questionnaire too, and writes a numeric-looking token back exactly as the link had it', async () => {
    const { router } = renderApp({
      url: '/candidate-feedback/reference/reference/1?guid=guid-1&user_token=0123&questionnaire=reference',
      api: { responses: responsesWith('reference', [{ slug: 'reference' }]) },
    });
    await screen.findByRole('form', { name: 'Referee 1' }, { timeout: 15_000 });
    await router.navigate({ to: '/candidate-feedback/reference/reference' });
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=0123&questionnaire=reference');
  });

  it('stores the token from the link, so an address without it still works', async () => {
    const first = renderApp({ url: '/candidate-feedback?guid=guid-1&user_token=token-1', api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
    first.unmount();

    const second = renderApp({ url: '/candidate-feedback?guid=guid-1', api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    const [, init] = second.fetch.mock.calls.find(([input]) => String(input).includes('/oneform/'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Token token-1');
  });
});

/** Expected failures make React and the router log; keep the test output to what matters. */
function quietErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('section and step params', () => {
  beforeEach(quietErrors);
  it.each([
    '/candidate-feedback/details/nickname',
    '/candidate-feedback/details/name/2',
    '/candidate-feedback/details/address/0',
    '/candidate-feedback/dbs_documents/passport',
    '/candidate-feedback/acic_documents/acic_tertiary_documents',
    '/candidate-feedback/reference/reference/abc',
    '/candidate-feedback/employers/employers/-1',
    '/candidate-feedback/no_such_section/step',
  ])('%s is not found', async (path) => {
    renderApp({ url: `${path}?guid=guid-1&user_token=token-1`, api: { responses } });
    await screen.findByText('Not Found');
    expect(screen.getByText('404')).toBeDefined();
  });

  it('opens a details sub-page in its section’s frame', async () => {
    renderApp({ url: '/candidate-feedback/details/birth/2?guid=guid-1&user_token=token-1', api: { responses } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeDefined();
    expect(screen.getByText('This step is not available yet.')).toBeDefined();
  });

  it.each(['employers', 'directorships'])('%s without an id goes to entry 1, query string kept', async (section) => {
    // Past directorships make the directorships section needed.
    const withDirectorships = responsesWith(section as SectionSlug, [{ slug: 'directorship' }], {
      candidate_directorship_details: { past_directorships: true, is_completed: true },
    });
    const { router } = renderApp({
      url: `/candidate-feedback/${section}/${section}?guid=guid-1&user_token=token-1&idProvider=x`,
      api: { responses: withDirectorships },
    });
    await screen.findByText('This step is not available yet.');
    expect(router.state.location.pathname).toBe(`/candidate-feedback/${section}/${section}/1`);
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=token-1&idProvider=x');
  });
});

describe('the candidate area', () => {
  beforeEach(quietErrors);
  it.each([
    ['without a token anywhere', '/candidate-feedback?guid=guid-1'],
    ['without a guid', '/candidate-feedback?user_token=token-1'],
    ['on a step without a guid', '/candidate-feedback/details/name?user_token=token-1'],
  ])('%s, asks for the link from the email, without an error code or a call to the API', async (_case, url) => {
    const { fetch } = renderApp({ url, api: { responses } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please open the link from your email' })).toBeDefined();
    expect(screen.getByText(/open the link in the email you received from the organisation/)).toBeDefined();
    expect(screen.queryByText(/^(400|401)$/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Oops! Sorry, an unexpected error has occurred' })).toBeNull();
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/oneform/'))).toBe(false);
  });

  it("shows 404 when the token does not open the request (the API's 404 reads as an empty response)", async () => {
    renderApp({ url: '/candidate-feedback?guid=someone-else&user_token=token-1', api: { responses } });
    await screen.findByText('Not Found');
  });

  it('shows the company in the header once the request is loaded, with the default logo when it has none', async () => {
    renderApp({ url: '/candidate-feedback?guid=guid-1&user_token=token-1', api: { responses } });
    const logo = await screen.findByRole('img', { name: 'Acme Recruitment logo' });
    expect(logo.getAttribute('src')).toBe('/default-company-logo.svg');
    expect(screen.getByText('background checks by')).toBeDefined();
  });

  it("uses the company's own logo when it has one", async () => {
    renderApp({
      url: '/candidate-feedback?guid=guid-1&user_token=token-1',
      api: { responses: { 'guid-1': referenceResponseFixture({ logo: 'https://cdn.example.com/acme.png' }) } },
    });
    const logo = await screen.findByRole('img', { name: 'Acme Recruitment logo' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example.com/acme.png');
  });

  it('lists the sections the request needs on the home page', async () => {
    renderApp({ url: '/candidate-feedback?guid=guid-1&user_token=token-1', api: { responses } });
    const list = await screen.findByRole('list', { name: 'Your sections' });
    expect(within(list).getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
      'Personal details',
      'Criminal record check consent',
      'Employment history',
      'Criminal record check documents',
    ]);
  });
});

describe('companion pages', () => {
  const cases = [
    ['profile-removed', referenceResponseFixture({ softDeleted: true }), /The request is no longer available\. Please contact/],
    ['expired', referenceResponseFixture({ requestStatus: 'expired' }), /This link has now expired/],
    ['complete', referenceResponseFixture({ responseStatus: 'done' }), /Your Information Has Been Received!/],
  ] as const;

  it.each(cases)('home sends the candidate to %s, query kept', async (page, response, text) => {
    const { router } = renderApp({ url: '/candidate-feedback?guid=guid-1&user_token=token-1', api: { responses: { 'guid-1': response } } });
    await screen.findByText(text);
    expect(router.state.location.pathname).toBe(`/candidate-feedback/${page}`);
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=token-1');
  });

  it.each(cases)('%s sends an open request home', async (page) => {
    const { router } = renderApp({ url: `/candidate-feedback/${page}?guid=guid-1&user_token=token-1`, api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    expect(router.state.location.pathname).toBe('/candidate-feedback');
  });

  it('a section page of a completed request goes to the completion page too', async () => {
    const { router } = renderApp({
      url: '/candidate-feedback/details/name?guid=guid-1&user_token=token-1',
      api: { responses: { 'guid-1': referenceResponseFixture({ responseStatus: 'done' }) } },
    });
    await screen.findByText('Your Information Has Been Received!');
    expect(router.state.location.pathname).toBe('/candidate-feedback/complete');
  });

  it('the expired page gives the expiry date and time and the company to contact', async () => {
    const expireDate = new Date(2030, 5, 15, 14, 45).toISOString();
    renderApp({
      url: '/candidate-feedback/expired?guid=guid-1&user_token=token-1',
      api: { responses: { 'guid-1': referenceResponseFixture({ requestStatus: 'expired', expireDate }) } },
    });
    expect(await screen.findByText('It expired on 15/06/2030 at 14:45.')).toBeDefined();
    expect(screen.getByText(/Please contact Acme Recruitment/)).toBeDefined();
  });
});

describe('/logout', () => {
  it('clears the stored token and the cached request, then asks the candidate to open their link again', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(Date.now() + 60_000));
    const { queryClient } = renderApp({ url: '/logout', api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'You have been logged out' });
    expect(screen.getByText('To continue, open the link you were sent again.')).toBeDefined();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tokenExpiry)).toBeNull();
    // The header may still observe the (now empty) request query; no data of the candidate's stays in memory.
    expect(queryClient.getQueryCache().getAll().filter((query) => query.state.data !== undefined)).toHaveLength(0);
  });

  it('is not triggered by preloading the link', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-1');
    localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(Date.now() + 60_000));
    const { router } = renderApp({ url: '/candidate-feedback?guid=guid-1', api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    await router.preloadRoute({ to: '/logout' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1');
  });
});

describe('the site root', () => {
  it('sends / to /candidate-feedback with the query', async () => {
    const { router } = renderApp({ url: '/?guid=guid-1&user_token=token-1', api: { responses } });
    await screen.findByRole('heading', { level: 1, name: 'Complete your background check' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(router.state.location.searchStr).toBe('?guid=guid-1&user_token=token-1');
  });

  it('without a link, explains that the candidate needs the link from their email, and stays at /', async () => {
    const { router, fetch } = renderApp({ url: '/', api: { responses } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please open the link from your email' })).toBeDefined();
    expect(
      screen.getByText(
        'If you cannot find the email, or the link does not work, please contact that organisation and ask them to send it again.',
      ),
    ).toBeDefined();
    // The test run is a development build: the demo-link hint shows here, and never in a production build.
    expect(screen.getByText(/npm run invite -- --scenario gb-dbs-enhanced/)).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/oneform/'))).toBe(false);
  });
});
