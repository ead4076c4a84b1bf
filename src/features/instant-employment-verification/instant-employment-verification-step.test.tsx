// @vitest-environment jsdom
/**
 * The instant employment verification step through the real router: the order created on first visit and shown
 * in a frame, the decline dialog's required reason and OTHER's notes, the PATCH it sends, a refusal on its field,
 * the way back with case=fail ('Service unavailable', then home) and case=cancel (the dialog).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';

const STEP = '/candidate-feedback/instant_employment_verification/instant_employment_verification';
const QUERY = 'guid=guid-1&user_token=token-1';
const APP_URL = 'http://localhost:3000/sandbox/employment-verification/ord-1?lang=en';
const OPEN = { id: 'ord-1', status: 'IN_PROGRESS', app_url: APP_URL };

function employmentRequest() {
  const base = referenceResponseFixture();
  const check = buildCheck({ slug: 'instant_employment' }, 'GB', 10);
  return withEarlierSectionsComplete({ ...base, reference_request: { ...base.reference_request, checks: [...base.reference_request.checks, check] } }, 'instant_employment_verification');
}

interface Server {
  orders?: (typeof OPEN)[];
  patch?: (body: Record<string, unknown>) => Response;
}

function renderStep(url: string, server: Server = {}) {
  const calls: { method: string; path: string; body?: Record<string, unknown> }[] = [];
  let orders = server.orders ?? [];
  const view = renderApp({
    url,
    api: {
      responses: { 'guid-1': employmentRequest() },
      extra: (request, init) => {
        if (!request.pathname.startsWith('/api/providers/mistho/')) return undefined;
        const method = init?.method ?? 'GET';
        const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
        calls.push({ method, path: `${request.pathname}${request.search}`, ...(body ? { body } : {}) });
        if (method === 'GET') return jsonResponse({ results: orders });
        if (method === 'POST') {
          orders = [OPEN];
          return jsonResponse(OPEN);
        }
        const answer = server.patch?.(body ?? {});
        if (answer) return answer;
        orders = [{ id: 'ord-1', status: 'CANDIDATE_DECLINED', app_url: null as unknown as string }];
        return jsonResponse({ ...orders[0], ...body });
      },
    },
  });
  return { ...view, calls };
}

beforeEach(() => localStorage.clear());
afterEach(() => cleanup());

const LONG = { timeout: 15_000 };

describe('the instant employment verification step', { timeout: 30_000 }, () => {
  it("creates the order, shows the service's page in a frame, and declines with OTHER and notes", async () => {
    const view = renderStep(`${STEP}?${QUERY}`);
    const frame = await screen.findByTitle('Tax account service', {}, LONG);
    expect(frame.getAttribute('src')).toBe(APP_URL);
    expect(view.calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/providers/mistho/orders?reference_request=1',
      'POST /api/providers/mistho/orders?reference_request=1&lang=en',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline instant employment verification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you declining?' });
    expect(await within(reasons).findByText('Please select decline reason')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(reasons).getAllByRole('radio')[0]));

    await userEvent.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const notes = await within(dialog).findByRole('textbox', { name: /Notes/ });
    expect(await within(dialog).findAllByText('Please enter decline notes')).not.toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(notes));
    expect(notes.getAttribute('aria-invalid')).toBe('true');

    await userEvent.type(notes, 'I have just moved to the country.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('heading', { name: 'Verification declined' })).toBeTruthy();
    expect(view.calls.find(({ method }) => method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/providers/mistho/orders/ord-1',
      body: { status: 'CANDIDATE_DECLINED', decline_reason: 'OTHER', decline_notes: 'I have just moved to the country.' },
    });
    expect(screen.queryByTitle('Tax account service')).toBeNull();
  });

  it("shows the server's refusal on its field", async () => {
    renderStep(`${STEP}?${QUERY}`, {
      orders: [OPEN],
      patch: () => jsonResponse({ decline_reason: ['Please select from the list'] }, 400),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }, LONG));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I do not have an online tax account' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findAllByText('Please select from the list')).not.toHaveLength(0);
  });

  it("shows 'Service unavailable' back with case=fail, asks nothing, and leads home", async () => {
    const view = renderStep(`${STEP}?${QUERY}&case=fail`, { orders: [OPEN] });
    expect(await screen.findByRole('heading', { name: 'Service unavailable' }, LONG)).toBeTruthy();
    expect(screen.getByText('Sorry this facility is currently unavailable. Please try again later.')).toBeTruthy();
    expect(view.calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Return to the home page' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
  });

  it('opens the decline dialog back with case=cancel, and closes it onto the page', async () => {
    renderStep(`${STEP}?${QUERY}&case=cancel`, { orders: [OPEN] });
    const dialog = await screen.findByRole('dialog', { name: 'Decline instant employment verification' }, LONG);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTitle('Tax account service')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
