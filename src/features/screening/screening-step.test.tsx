// @vitest-environment jsdom
/**
 * The screening step through the real router: the widget framed with its title beside the sidebar, its messages
 * from the widget's origin (height, registration, home), messages from any other origin ignored, and a failed save
 * announced with a retry.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';
import { freshPageForEachTest } from '../../testing/fresh-page';

const STEP = '/candidate-feedback/drug_screening_services_check/drug_screening';
const QUERY = 'guid=guid-1&user_token=token-1';
const WIDGET_ORIGIN = 'https://widget.screening.example.com';
const DATA = { registration_id: 'REG-1', service_id: 'svc_drug' };

function screeningRequest() {
  const base = referenceResponseFixture();
  const check = buildCheck({ slug: 'drug_screening', country: 'US' }, 'US', 20);
  return withEarlierSectionsComplete({ ...base, reference_request: { ...base.reference_request, checks: [...base.reference_request.checks, check] } }, 'drug_screening_services_check');
}

function renderStep(save: () => Response = () => jsonResponse({ drug_screening: true, occupational_health: false })) {
  const posted: unknown[] = [];
  const view = renderApp({
    url: `${STEP}?${QUERY}`,
    api: {
      responses: { 'guid-1': screeningRequest() },
      extra: (url, init) => {
        if (url.pathname === '/api/providers/clearstar_account_details') {
          return jsonResponse({
            authenication_token: 'tok',
            business_id: 'biz',
            customer_id: 'cust',
            service_id: 'svc_drug',
            widget_url: `${WIDGET_ORIGIN}/collect?session=1`,
          });
        }
        if (url.pathname === '/api/providers/clearstar_registration_id/response-1/') {
          return jsonResponse({ drug_screening: false, occupational_health: false });
        }
        if (url.pathname === '/api/providers/screening_registration') {
          posted.push(JSON.parse(String(init?.body)));
          return save();
        }
        return undefined;
      },
    },
  });
  return { ...view, posted };
}

const post = (data: unknown, origin = WIDGET_ORIGIN) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

freshPageForEachTest();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const LONG = { timeout: 15_000 };

describe('the screening step', { timeout: 30_000 }, () => {
  it('frames the widget with a title beside the sidebar, and follows its messages from its own origin', async () => {
    const view = renderStep();
    const frame = await screen.findByTitle('Collection site search', {}, LONG);
    expect(frame.getAttribute('src')).toBe(`${WIDGET_ORIGIN}/collect?session=1`);
    expect(screen.getByRole('heading', { name: 'Choosing a collection site' })).toBeTruthy();
    expect(screen.getByText(/Enter your zip code and choose how far you can travel/)).toBeTruthy();

    await post({ type: 5, height: 640 });
    expect((frame as HTMLIFrameElement).style.height).toBe('640px');
    await post({ type: 7 });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });

    await post({ type: 3, registration_id: 'REG-1' });
    await post({ type: 6, data: DATA });
    // Saved, the booking is confirmed on the step before the candidate goes home.
    const heading = await screen.findByRole('heading', { name: 'Collection site booked' }, LONG);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Your booking is saved.')).toBeTruthy();
    expect(view.posted).toEqual([{ guid: 'guid-1', check: 'drug_screening', data: DATA }]);
    expect(view.router.state.location.pathname).toBe(STEP);
    await userEvent.click(screen.getByRole('button', { name: 'Back to your sections' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
  });

  it('names the collection site the widget booked, with its address', async () => {
    renderStep();
    await screen.findByTitle('Collection site search', {}, LONG);
    const site = { id: 'IL-0310', name: 'Loop Employer Health Services', address: '55 E Monroe St, Chicago, IL 60601' };
    await post({ type: 6, data: { ...DATA, collection_site: site } });
    await screen.findByRole('heading', { name: 'Collection site booked' }, LONG);
    const confirmation = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent?.startsWith('You have booked Loop') === true);
    expect(confirmation.textContent).toBe('You have booked Loop Employer Health Services, 55 E Monroe St, Chicago, IL 60601.');
  });

  it('ignores and logs a message from another origin or in another shape', async () => {
    const view = renderStep();
    const frame = await screen.findByTitle('Collection site search', {}, LONG);
    await post({ type: 5, height: 77 }, 'https://evil.example.net');
    await post({ type: 6, data: DATA }, 'https://evil.example.net');
    await post({ type: 5, height: 'tall' });
    await post({ type: 9 });
    expect((frame as HTMLIFrameElement).style.height).toBe('');
    expect(view.posted).toEqual([]);
    expect(console.warn).toHaveBeenCalledTimes(4);
    expect(view.router.state.location.pathname).toBe(STEP);
  });

  it('announces a failed save and saves again on Try again', async () => {
    let failing = true;
    const view = renderStep(() =>
      failing ? jsonResponse({ detail: 'Down.' }, 503) : jsonResponse({ drug_screening: true, occupational_health: false }),
    );
    await screen.findByTitle('Collection site search', {}, LONG);
    await post({ type: 6, data: DATA });
    const alert = await screen.findByText('There was an error submitting the form. Please try again.');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Collection site booked' }, LONG);
    expect(view.posted).toHaveLength(2);
  });
});
