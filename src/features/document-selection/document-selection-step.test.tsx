// @vitest-environment jsdom
/**
 * The identity document selection through the real router and form: the two tabs and their types with points, the
 * meter as boxes are ticked, Next to the secondary tab, each message on its group with the tab opened and the
 * focus on it, what Save posts and where it leads, the server's refusal on its group, and the saved selection on
 * return.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTypesFor } from '../../../domain/document-types';
import type { ReferenceResponse, SelectedDocuments } from '../../../domain/reference-response';
import { buildCheck } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { renderApp } from '../../testing/render-app';

const URL = '/candidate-feedback/documents_selection/documents_selection?guid=guid-1&user_token=token-1';
const SELECT_PATH = '/api/oneform/document-upload/select/';
const PRIMARY_MESSAGE = 'Please select at least one primary document';
const POINTS_MESSAGE = 'Please select more documents to make a minimum of 100 points';

/** A request with the Australian 100-point check: the selection step is needed. */
function withSelection(selected: SelectedDocuments | null): ReferenceResponse {
  const fixture = referenceResponseFixture();
  return withEarlierSectionsComplete({
    ...fixture,
    selected_documents: selected,
    reference_request: {
      ...fixture.reference_request,
      checks: [...fixture.reference_request.checks, buildCheck({ slug: 'id_check', level: ['100_point_check'] }, 'AU', 30)],
    },
  }, 'documents_selection');
}

function renderStep(response: ReferenceResponse, answer?: (body: Record<string, unknown>) => Response) {
  const posted: Record<string, unknown>[] = [];
  const view = renderApp({
    url: URL,
    api: {
      responses: { 'guid-1': response },
      extra: (url, init) => {
        if (url.pathname === '/api/oneform/guid-1/document-types/') return jsonResponse(documentTypesFor(response.reference_request));
        if (url.pathname !== SELECT_PATH) return undefined;
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        posted.push(body);
        return (
          answer?.(body) ??
          jsonResponse({ primary: body.primary_documents, secondary: body.secondary_documents, is_completed: true })
        );
      },
    },
  });
  return { ...view, posted };
}

const findTabs = () => screen.findByRole('tablist', { name: 'Identity documents' }, { timeout: 15_000 });
const meter = () => screen.getByRole('meter', { name: 'Identity points' });
const group = (name: string) => screen.getByRole('group', { name });
const PRIMARY_GROUP = 'Choose the primary documents you will provide';
const SECONDARY_GROUP = 'Choose the secondary documents you will provide';

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the identity document selection', { timeout: 30_000 }, () => {
  it('offers the primary types with their points, counts ticked boxes on the meter, and Next opens the secondary tab', async () => {
    renderStep(withSelection(null));
    const tabs = await findTabs();
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Primary documents', 'Secondary documents']);
    expect(within(tabs).getByRole('tab', { name: 'Primary documents' }).getAttribute('aria-selected')).toBe('true');
    const primary = group(PRIMARY_GROUP);
    expect(within(primary).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Passport (70 points)'),
      expect.stringContaining('Birth certificate (70 points)'),
      expect.stringContaining('Australian citizenship certificate (70 points)'),
    ]);
    expect(meter().getAttribute('aria-valuetext')).toBe('0 of 100 points');

    await userEvent.click(within(primary).getByRole('checkbox', { name: /^Passport/ }));
    expect(meter().getAttribute('aria-valuetext')).toBe('70 of 100 points');
    expect(screen.getByText('70 of 100 points', { selector: '[aria-live="polite"]' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const secondary = group(SECONDARY_GROUP);
    expect(within(secondary).getByRole('checkbox', { name: /^Medicare card/ })).toBeTruthy();
    await userEvent.click(within(secondary).getByRole('checkbox', { name: /^Driving licence \(40 points\)/ }));
    expect(meter().getAttribute('aria-valuetext')).toBe('110 of 100 points');
  });

  it('asks for a primary document on its group, opening its tab and focusing it, and posts nothing', async () => {
    const { posted } = renderStep(withSelection(null));
    await findTabs();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group(SECONDARY_GROUP)).getByRole('checkbox', { name: /^Utility bill/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const primary = await screen.findByRole('group', { name: PRIMARY_GROUP });
    expect(primary.textContent).toContain(PRIMARY_MESSAGE);
    const first = within(primary).getByRole('checkbox', { name: /^Passport/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(within(screen.getByRole('region', { name: 'There is a problem' })).getByRole('link').textContent).toBe(
      `${PRIMARY_GROUP}: ${PRIMARY_MESSAGE}`,
    );
    expect(posted).toEqual([]);
  });

  it('asks for more documents under 100 points on the secondary group', async () => {
    const { posted } = renderStep(withSelection(null));
    await findTabs();
    await userEvent.click(within(group(PRIMARY_GROUP)).getByRole('checkbox', { name: /^Passport/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group(SECONDARY_GROUP)).getByRole('checkbox', { name: /^Utility bill/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const secondary = group(SECONDARY_GROUP);
    await waitFor(() => expect(secondary.textContent).toContain(POINTS_MESSAGE));
    await waitFor(() => expect(secondary.contains(document.activeElement)).toBe(true));
    expect(posted).toEqual([]);
  });

  it('posts the selection at 100 points and goes home', async () => {
    const { posted, router } = renderStep(withSelection(null));
    await findTabs();
    await userEvent.click(within(group(PRIMARY_GROUP)).getByRole('checkbox', { name: /^Birth certificate/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group(SECONDARY_GROUP)).getByRole('checkbox', { name: /^Utility bill/ }));
    await userEvent.click(within(group(SECONDARY_GROUP)).getByRole('checkbox', { name: /^Medicare card/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(posted).toEqual([
      {
        reference_request: withSelection(null).reference_request.id,
        primary_documents: ['birth-certificate-optional'],
        secondary_documents: ['utility-bill', 'medicare-card'],
      },
    ]);
  });

  it('shows the server’s refusal on its group', async () => {
    renderStep(withSelection(null), () => jsonResponse({ primary_documents: [PRIMARY_MESSAGE] }, 400));
    await findTabs();
    await userEvent.click(within(group(PRIMARY_GROUP)).getByRole('checkbox', { name: /^Passport/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(within(group(SECONDARY_GROUP)).getByRole('checkbox', { name: /^Driving licence \(40/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(group(PRIMARY_GROUP).textContent).toContain(PRIMARY_MESSAGE));
  });

  it('starts from the saved selection', async () => {
    renderStep(withSelection({ primary: ['passport'], secondary: ['medicare-card'], is_completed: true }));
    await findTabs();
    expect(within(group(PRIMARY_GROUP)).getByRole('checkbox', { name: /^Passport/ })).toHaveProperty('checked', true);
    expect(meter().getAttribute('aria-valuetext')).toBe('95 of 100 points');
  });
});
