// @vitest-environment jsdom
/**
 * The signed-form steps through the real router: the consent form is fetched (or created after a 404) and opens
 * by itself where the step asks it, the link carries the way back and the language, a return from the signing
 * service shows what it reported and the address forgets it, coming back to the window asks the status again,
 * and a failure shows the error with 'Try again' to the hub.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignedDocumentLink } from '../../../domain/consents/e-signing.schema';
import type { SignedDocumentType } from '../../../domain/provider-status';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { buildResponse } from '../../../domain/testing/build-response';
import { clearStoredToken, storeToken } from '../../api/auth-token';
import { endpoints, providerEndpoints } from '../../testing/fake-endpoints';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { SIGNED_STATUS_POLL_MS } from './use-signed-form';

const QUERY = 'guid=guid-1&user_token=token-1';
const ACIC = '/candidate-feedback/acic_consent/acic_consent';
const AFP = '/candidate-feedback/afp_disclosure_section/afp_disclosure_step';
const WAITING = 'Please wait, fetching the consent form…';

/** An Australian request with the ACIC and AFP checks, the personal details before them complete. */
function australianRequest(): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const { reference_request: request } = buildResponse({
    country: 'AU',
    checks: [{ slug: 'criminal_record', level: ['acic_check', 'afp_check'] }],
  });
  return withEarlierSectionsComplete({ ...fixture, reference_request: { ...fixture.reference_request, checks: request.checks, id: 12 } }, 'acic_consent');
}

const linkOf = (type: SignedDocumentType, id: string, status: SignedDocumentLink['status'] = 'pending'): SignedDocumentLink => ({
  url: `http://localhost/e-signing/${id}`,
  scrive_document_type: type,
  status,
});

interface Server {
  /** document_signed_and_sealed per type; a test may change it between two calls. */
  signed: Partial<Record<SignedDocumentType, boolean>>;
  /** The standing document per type; none answers 404. */
  links: Partial<Record<SignedDocumentType, SignedDocumentLink>>;
  /** What creating answers; by default a new pending document. */
  create?: () => Response;
  created: unknown[];
  requestReads: number;
}

function renderStep(url: string, server: Partial<Server> = {}) {
  const state: Server = { signed: {}, links: {}, created: [], requestReads: 0, ...server };
  const view = renderApp({
    url,
    api: {
      responses: { 'guid-1': australianRequest() },
      extra: endpoints(
        (url, init) => {
          if (url.pathname === '/api/reference-requests/guid-1/' && url.searchParams.get('is_candidate') === 'true') {
            state.requestReads += 1;
            return jsonResponse(australianRequest().reference_request);
          }
          if (url.pathname === '/api/providers/scrive/create/' && init?.method === 'POST') {
            const body = JSON.parse(String(init.body)) as { scrive_document_type: SignedDocumentType };
            state.created.push(body);
            if (state.create) return state.create();
            const link = linkOf(body.scrive_document_type, `new-${state.created.length}`);
            state.links[body.scrive_document_type] = link;
            return jsonResponse(link, 201);
          }
          const link = /^\/api\/providers\/scrive\/guid-1\/([a-z_]+)\/$/.exec(url.pathname);
          if (link) {
            const standing = state.links[link[1] as SignedDocumentType];
            return standing ? jsonResponse(standing) : undefined;
          }
          return undefined;
        },
        (url, init) => providerEndpoints({ signed: { ...state.signed } })(url, init),
      ),
    },
  });
  // The forms that open by themselves call window.open, which jsdom lacks.
  vi.stubGlobal('open', openSpy);
  return { ...view, server: state };
}

/** The window a browser that lets the form open answers, still holding its opener until the page cuts it. */
let openedWindow: { opener: unknown };
const openSpy = vi.fn<typeof window.open>(() => openedWindow as unknown as Window);
beforeEach(() => {
  openedWindow = { opener: window };
  openSpy.mockClear();
  clearStoredToken(localStorage);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The link that opens the form, as the candidate's browser would follow it. */
async function formLink(name: RegExp): Promise<URL> {
  const link = await screen.findByRole('link', { name }, { timeout: 15_000 });
  return new URL(link.getAttribute('href') ?? '');
}

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the signed-form steps', { timeout: 20_000 }, () => {
  it('fetches the AFP consent form after creating it, opens it by itself and offers its button', async () => {
    const view = renderStep(`${AFP}?${QUERY}`, { signed: { acic_document: true, afp_document: false } });
    expect(await screen.findByText(WAITING, {}, { timeout: 15_000 })).toBeTruthy();

    const href = await formLink(/Open the consent form/);
    const title = 'Consent for a National Police Check by the Australian Federal Police';
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(screen.getByText(/Please click the button below to open the form/)).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
    expect(view.server.requestReads).toBe(1);
    expect(view.server.created).toStrictEqual([{ reference_request: 12, scrive_document_type: 'afp_document', language: 'en' }]);
    expect(href.origin + href.pathname).toBe('http://localhost/e-signing/new-1');
    // The way back is this step with its query, without the token (the app keeps it in local storage).
    expect(href.searchParams.get('return')).toBe(`${AFP}?guid=guid-1`);
    expect(href.searchParams.get('lang')).toBe('en');
    expect(openSpy.mock.calls).toEqual([[href.href, '_blank']]);
    // The signing page gets no hold on this window.
    expect(openedWindow.opener).toBeNull();
    expect(screen.getByRole('link', { name: /Open the consent form/ }).getAttribute('target')).toBe('_blank');
    expect(screen.queryByText(/did not let the form open by itself/)).toBeNull();
  });

  it('points at the button at once when the browser blocks the AFP consent form’s own window', async () => {
    openSpy.mockImplementation(() => null);
    renderStep(`${AFP}?${QUERY}`, { signed: { acic_document: true, afp_document: false } });
    await formLink(/Open the consent form/);
    expect(
      screen.getByText('Your browser did not let the form open by itself. Please open it with the button below.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Open the consent form/ }));
    expect(openSpy).toHaveBeenCalledOnce();
  });

  it('shows the ACIC document that stands, opened only by its link, even though the section is not next', async () => {
    const view = renderStep(`${ACIC}?${QUERY}`, {
      signed: { acic_document: false },
      links: { acic_document: linkOf('acic_document', 'acic-1') },
    });
    const href = await formLink(/Open the consent and application document \(opens in a new window\)/);
    expect(href.pathname).toBe('/e-signing/acic-1');
    expect(view.router.state.location.pathname).toBe(ACIC);
    expect(view.server.created).toHaveLength(0);
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('shows a form signed on the return from signing, forgets the outcome in the address and leads home', async () => {
    // The return never carries the token: the app has kept it since the candidate's link.
    storeToken(localStorage, 'token-1', Date.now());
    const view = renderStep(`${ACIC}?guid=guid-1&signing=sealed`, { signed: { acic_document: true } });
    expect(await screen.findByRole('heading', { name: 'Form signed' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.searchStr).toBe('?guid=guid-1'));
    // The frame's Submit follows the service's answer, which the saved response does not carry.
    expect(screen.getByRole('link', { name: 'Submit' }).getAttribute('aria-disabled')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Back to your sections' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.router.state.location.searchStr).toBe('?guid=guid-1');
  });

  it('says a declined form was not signed, and Try again offers a new document', async () => {
    const view = renderStep(`${ACIC}?${QUERY}&signing=declined`, { signed: { acic_document: false } });
    expect(await screen.findByRole('heading', { name: 'You did not sign the form' }, { timeout: 15_000 })).toBeTruthy();
    expect(view.server.created).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const href = await formLink(/Open the consent and application document/);
    expect(href.pathname).toBe('/e-signing/new-1');
    expect(view.server.created).toHaveLength(1);
  });

  it('says a failed signature could not be completed', async () => {
    renderStep(`${AFP}?${QUERY}&signing=failed`, { signed: { acic_document: true, afp_document: false } });
    expect(await screen.findByRole('heading', { name: 'The form could not be signed' }, { timeout: 15_000 })).toBeTruthy();
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('asks the status again when the candidate comes back to this window, and shows the form signed', async () => {
    const view = renderStep(`${ACIC}?${QUERY}`, {
      signed: { acic_document: false },
      links: { acic_document: linkOf('acic_document', 'acic-1') },
    });
    await formLink(/Open the consent and application document/);
    view.server.signed.acic_document = true;
    act(() => {
      fireEvent.focus(window);
    });
    expect(await screen.findByRole('heading', { name: 'Form signed' })).toBeTruthy();
  });

  it('shows the form signed while this window keeps no focus, by asking again every few seconds', async () => {
    const view = renderStep(`${ACIC}?${QUERY}`, {
      signed: { acic_document: false },
      links: { acic_document: linkOf('acic_document', 'acic-1') },
    });
    await formLink(/Open the consent and application document/);
    view.server.signed.acic_document = true;
    const signed = await screen.findByRole('heading', { name: 'Form signed' }, { timeout: SIGNED_STATUS_POLL_MS * 3 });
    expect(signed).toBeTruthy();
  });

  it('hears the window back from signing, answers that it shows the form signed, and that window closes', async () => {
    const view = renderStep(`${ACIC}?${QUERY}`, {
      signed: { acic_document: false },
      links: { acic_document: linkOf('acic_document', 'acic-1') },
    });
    await formLink(/Open the consent and application document/);
    view.server.signed.acic_document = true;

    // Another window of the site, as the one the signing service sent the candidate back to.
    const heard: unknown[] = [];
    const returned = new BroadcastChannel('signed-forms');
    returned.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      returned.postMessage({ kind: 'signed', guid: 'guid-1', type: 'acic_document' });
      expect(await screen.findByRole('heading', { name: 'Form signed' })).toBeTruthy();
      await waitFor(() => expect(heard).toContainEqual({ kind: 'shown', guid: 'guid-1', type: 'acic_document' }));
    } finally {
      returned.close();
    }
  });

  it('closes the window back from signing once another window shows the form signed', async () => {
    storeToken(localStorage, 'token-1', Date.now());
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderStep(`${ACIC}?guid=guid-1&signing=sealed`, { signed: { acic_document: true } });
    const first = new BroadcastChannel('signed-forms');
    const heard: unknown[] = [];
    first.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      expect(await screen.findByRole('heading', { name: 'Form signed' }, { timeout: 15_000 })).toBeTruthy();
      await waitFor(() => expect(heard).toContainEqual({ kind: 'signed', guid: 'guid-1', type: 'acic_document' }));
      expect(close).not.toHaveBeenCalled();
      // News of another request's form is not this window's.
      first.postMessage({ kind: 'shown', guid: 'guid-2', type: 'acic_document' });
      first.postMessage({ kind: 'shown', guid: 'guid-1', type: 'acic_document' });
      await waitFor(() => expect(close).toHaveBeenCalledOnce());
    } finally {
      first.close();
      close.mockRestore();
    }
  });

  it('shows the error with Try again to the hub when the signing service is unavailable', async () => {
    const view = renderStep(`${AFP}?${QUERY}`, {
      signed: { acic_document: true, afp_document: false },
      create: () => jsonResponse({ detail: 'The signing service is unavailable. Please try again later.' }, 503),
    });
    const problem = (
      await screen.findByRole('heading', { name: 'Oops! Sorry, an unexpected error has occurred.' }, { timeout: 15_000 })
    ).parentElement;
    expect(openSpy).not.toHaveBeenCalled();
    await userEvent.click(within(problem ?? document.body).getByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.router.state.location.searchStr).toBe(`?${QUERY}`);
  });
});
