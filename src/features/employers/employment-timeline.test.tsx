// @vitest-environment jsdom
/**
 * The employment timeline with its gap dialogs, against a fake API holding the candidate's response: employments
 * over the look-back, overlapping ones merged with their count, a gap over a month flagged with its prompt; the
 * add-gap dialog's errors on their fields and its save; a gap changed and removed; and the whole add from the
 * keyboard alone. Each save's answer replaces the cached response, so the timeline redraws from it.
 */
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, parseISO, subYears } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../domain/client-storage';
import type { EmploymentGap, ReferenceResponse } from '../../../domain/reference-response';
import { employerLine } from '../../../domain/testing/employer-line';
import { candidateToday } from '../../../domain/today';
import { referenceResponseQueryOptions } from '../../api/oneform/get-reference-response';
import { createAppI18n, ensureSectionCatalog } from '../../app/i18n';
import { createQueryClient } from '../../app/query-client';
import { endpoints } from '../../testing/fake-endpoints';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { EmploymentTimeline } from './employment-timeline';

const TODAY = candidateToday();
const day = (date: Date) => format(date, 'yyyy-MM-dd');
const yearsAgo = (years: number, plusDays = 0) => day(addDays(subYears(parseISO(TODAY), years), plusDays));
const shown = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');

const GAPS_PATH = '/api/oneform/guid-1/response-1/employers/employment-gap/';

/**
 * Two overlapping jobs (one from before the look-back), a year without work, then the present job: one merged
 * block of two, one flagged gap, one present employment.
 */
function historyWithGap(gaps: EmploymentGap[] = []): ReferenceResponse {
  const base = referenceResponseFixture();
  return {
    ...base,
    employers: [
      employerLine({ id: 1, organization_name: 'Riverside Services', employment_period_from: yearsAgo(6), employment_period_to: yearsAgo(3), is_present: false }),
      employerLine({ id: 2, organization_name: 'Harbour Logistics', employment_period_from: yearsAgo(4), employment_period_to: yearsAgo(2), is_present: false }),
      employerLine({ id: 3, organization_name: 'Lighthouse Media', employment_period_from: yearsAgo(1), employment_period_to: null, is_present: true }),
    ],
    employment_gaps: gaps,
  };
}

const GAP_START = yearsAgo(2, 1);
const GAP_END = yearsAgo(1, -1);
const SAVED_GAP: EmploymentGap = {
  id: 9,
  guid: 'gap-9',
  start_date: GAP_START,
  end_date: GAP_END,
  gap_reason: 'ON_VACATION',
  additional_notes: null,
};

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** The API as far as the timeline uses it: the response's read and the gap calls, which change what it holds. */
function fakeServer(initial: ReferenceResponse, answer?: (call: Call) => Response | undefined) {
  let current = initial;
  const calls: Call[] = [];
  const handler = endpoints(
    (url, init) => {
      if (!url.pathname.startsWith(GAPS_PATH)) return undefined;
      const call: Call = { method: init?.method ?? 'GET', path: url.pathname };
      if (init?.body) call.body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push(call);
      const refused = answer?.(call);
      if (refused) return refused;
      const gap = call.body as unknown as EmploymentGap;
      const gaps = current.employment_gaps;
      if (call.method === 'POST') current = { ...current, employment_gaps: [...gaps, { ...gap, id: 21, guid: 'gap-21' }] };
      if (call.method === 'PUT') current = { ...current, employment_gaps: gaps.map((saved) => (saved.id === gap.id ? { ...saved, ...gap } : saved)) };
      if (call.method === 'DELETE') current = { ...current, employment_gaps: gaps.filter((saved) => !call.path.endsWith(`/${saved.id}/`)) };
      return jsonResponse(current);
    },
    (url) => (url.pathname === '/api/oneform/guid-1/' ? jsonResponse(current) : undefined),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      return (await handler(url, init)) ?? jsonResponse({ detail: 'Not found.' }, 404);
    }),
  );
  return calls;
}

/** The timeline as the employer page renders it, over the cached response. */
function Screen() {
  const { data } = useQuery(referenceResponseQueryOptions('guid-1'));
  return data ? <EmploymentTimeline response={data} /> : null;
}

async function renderTimeline(response: ReferenceResponse, answer?: (call: Call) => Response | undefined) {
  const calls = fakeServer(response, answer);
  const i18n = createAppI18n();
  await ensureSectionCatalog(i18n);
  const queryClient = createQueryClient();
  queryClient.setQueryData(referenceResponseQueryOptions('guid-1').queryKey, response);
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <Screen />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { calls };
}

const periods = () => within(screen.getByRole('list', { name: /Employment timeline/ }));
const periodItems = () => periods().getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
const dialog = () => screen.getByRole('dialog');

/** The text of whatever describes an element (its hint and its error). */
function description(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function typeDate(scope: HTMLElement, label: string, value: string) {
  const [year, month, date] = value.split('-') as [string, string, string];
  const group = within(scope).getByRole('group', { name: label });
  const segment = (name: string) => within(group).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
  for (const [name, typed] of [['year', year], ['month', month], ['day', date]] as const) {
    act(() => segment(name).focus());
    await userEvent.keyboard(typed);
  }
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.tokenExpiry, String(Date.now() + 60 * 60_000));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('EmploymentTimeline', { timeout: 30_000 }, () => {
  it('lists the employments, overlapping ones merged with their count, and flags a gap over a month', async () => {
    await renderTimeline(historyWithGap());
    const items = periodItems();
    expect(items).toHaveLength(3);
    const [merged, gap, present] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(merged.textContent).toContain(`${shown(yearsAgo(6))} to ${shown(yearsAgo(2))}`);
    expect(merged.textContent).toContain('Overlapping employments: 2');
    expect(merged.textContent).toContain('Riverside Services and Harbour Logistics');
    expect(gap.textContent).toContain(`${shown(GAP_START)} to ${shown(GAP_END)}`);
    expect(gap.textContent).toContain('Unexplained gap of over one month');
    expect(within(gap).getByRole('button', { name: 'Add gap activity' })).toBeTruthy();
    expect(present.textContent).toContain(`${shown(yearsAgo(1))} to ${shown(TODAY)}`);
    expect(present.textContent).toContain('Lighthouse Media');
  });

  it('lists an activity that reaches two gaps once, under the first, and calls both explained', async () => {
    // A year's activity saved first, then a short job added inside it: the one activity now spans two gaps.
    const history = historyWithGap([{ ...SAVED_GAP, gap_reason: 'ON_VACATION' }]);
    const inside = employerLine({
      id: 4,
      organization_name: 'Seasonal Orchard',
      employment_period_from: yearsAgo(2, 100),
      employment_period_to: yearsAgo(2, 160),
      is_present: false,
    });
    await renderTimeline({ ...history, employers: [...history.employers, inside] });
    const gaps = periodItems().filter((item) => item.textContent?.includes('Explained gap'));
    expect(gaps).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Change gap activity' })).toHaveLength(1);
    expect(within(gaps[0] as HTMLElement).getByRole('button', { name: 'Change gap activity' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Other gap activities' })).toBeNull();
  });

  it('looks back further when the request counts more years than five', async () => {
    const fiveYears = historyWithGap();
    await renderTimeline({ ...fiveYears, reference_request: { ...fiveYears.reference_request, criteria_count: 7 } });
    expect(screen.getByText(/^Your employment history from/).textContent).toContain(
      `from ${shown(yearsAgo(7))} to ${shown(TODAY)}`,
    );
    const first = periodItems()[0] as HTMLElement;
    expect(first.textContent).toContain(`${shown(yearsAgo(7))} to ${shown(yearsAgo(6, -1))}`);
    expect(within(first).getByRole('button', { name: 'Add gap activity' })).toBeTruthy();
  });

  it('asks for no gap activity where employment is counted by roles', async () => {
    const byYears = historyWithGap();
    await renderTimeline({
      ...byYears,
      reference_request: { ...byYears.reference_request, minimum_criteria_count_type: 'role', criteria_count: 2 },
    });
    const gap = periodItems()[1] as HTMLElement;
    expect(gap.textContent).toContain(`${shown(GAP_START)} to ${shown(GAP_END)}`);
    expect(gap.textContent).not.toContain('Unexplained');
    expect(screen.queryByRole('button', { name: 'Add gap activity' })).toBeNull();
    expect(screen.queryByText(/Please explain every gap/)).toBeNull();
  });

  it('shows each error of the add-gap dialog on its field, focuses the first, then saves and redraws', async () => {
    const { calls } = await renderTimeline(historyWithGap());
    await userEvent.click(screen.getByRole('button', { name: 'Add gap activity' }));
    const form = within(dialog()).getByRole('form', { name: 'Gap activity' });
    // Prefilled from the flagged gap.
    expect(within(form).getByRole('group', { name: 'Start date' }).textContent).toContain(GAP_START.slice(0, 4));

    await typeDate(form, 'End date', day(addDays(parseISO(TODAY), 3)));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    const reason = await within(form).findByRole('radiogroup', { name: 'Reason' });
    await waitFor(() => expect(reason.getAttribute('aria-describedby')).toBeTruthy());
    expect(description(reason)).toContain('Select the reason for the gap');
    const endGroup = within(form).getByRole('group', { name: 'End date' });
    expect(description(within(endGroup).getAllByRole('spinbutton')[0] as HTMLElement)).toContain(
      'The date cannot be in the future',
    );
    await waitFor(() => expect(endGroup.contains(document.activeElement)).toBe(true));

    await typeDate(form, 'End date', GAP_END);
    await userEvent.click(within(form).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    const notes = within(form).getByRole('textbox', { name: 'Notes' });
    await waitFor(() => expect(description(notes)).toContain('Please fill in this field'));
    expect(calls).toEqual([]);

    await userEvent.type(notes, 'Caring for a relative');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: GAPS_PATH,
        body: { id: null, start_date: GAP_START, end_date: GAP_END, gap_reason: 'OTHER', additional_notes: 'Caring for a relative' },
      },
    ]);
    const gap = periodItems()[1] as HTMLElement;
    expect(gap.textContent).toContain('Explained gap');
    expect(gap.textContent).toContain('Gap activity: Other');
    expect(within(gap).queryByRole('button', { name: 'Add gap activity' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('The gap activity was saved.');
    // The button that opened the dialog is gone: the focus goes to what was done, not to the page's start.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
  });

  it("puts the server's 400 errors on their fields, and says any other failure plainly", async () => {
    let refusal = jsonResponse({ start_date: ['The date cannot be in the future'] }, 400);
    await renderTimeline(historyWithGap(), () => refusal);
    await userEvent.click(screen.getByRole('button', { name: 'Add gap activity' }));
    const form = within(dialog()).getByRole('form', { name: 'Gap activity' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Unemployed' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    const startGroup = within(form).getByRole('group', { name: 'Start date' });
    await waitFor(() =>
      expect(description(within(startGroup).getAllByRole('spinbutton')[0] as HTMLElement)).toContain(
        'The date cannot be in the future',
      ),
    );

    refusal = jsonResponse({ detail: 'Server error.' }, 500);
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    expect(await within(dialog()).findByText('An unknown error occurred', { selector: 'a, li, p' })).toBeTruthy();
  });

  it('changes a saved gap with PUT and removes it with DELETE, the flag coming back', async () => {
    const { calls } = await renderTimeline(historyWithGap([SAVED_GAP]));
    const gap = periodItems()[1] as HTMLElement;
    expect(gap.textContent).toContain('Gap activity: On vacation');

    await userEvent.click(within(gap).getByRole('button', { name: 'Change gap activity' }));
    const form = within(dialog()).getByRole('form', { name: 'Gap activity' });
    expect((within(form).getByRole('radio', { name: 'On vacation' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(form).getByRole('radio', { name: 'Unemployed' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save gap activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: GAPS_PATH,
      body: { id: 9, start_date: GAP_START, end_date: GAP_END, gap_reason: 'UNEMPLOYED_AND_LOOKING_FOR_WORK', additional_notes: null },
    });
    expect((periodItems()[1] as HTMLElement).textContent).toContain('Gap activity: Unemployed');

    await userEvent.click(within(periodItems()[1] as HTMLElement).getByRole('button', { name: 'Remove gap activity' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove gap activity' });
    expect(confirm.textContent).toContain(`${shown(GAP_START)} to ${shown(GAP_END)}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.at(-1)).toEqual({ method: 'DELETE', path: `${GAPS_PATH}9/` });
    expect(within(periodItems()[1] as HTMLElement).getByRole('button', { name: 'Add gap activity' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The gap activity was removed.');
  });

  it('keeps the remove dialog open with a plain message when the removal fails', async () => {
    const { calls } = await renderTimeline(historyWithGap([SAVED_GAP]), (call) =>
      call.method === 'DELETE' ? jsonResponse({ detail: 'This link has expired.' }, 409) : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove gap activity' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove gap activity' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('An unknown error occurred');
    expect(calls).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((periodItems()[1] as HTMLElement).textContent).toContain('Gap activity: On vacation');
  });

  it('opens, fills and submits the add-gap dialog from the keyboard alone', async () => {
    const { calls } = await renderTimeline(historyWithGap());
    const add = screen.getByRole('button', { name: 'Add gap activity' });
    for (let presses = 0; presses < 20 && document.activeElement !== add; presses += 1) await userEvent.tab();
    expect(document.activeElement).toBe(add);
    await userEvent.keyboard('{Enter}');
    const form = within(dialog()).getByRole('form', { name: 'Gap activity' });
    const unemployed = within(form).getByRole('radio', { name: 'Unemployed' });
    for (let presses = 0; presses < 20 && document.activeElement !== unemployed; presses += 1) await userEvent.tab();
    expect(document.activeElement).toBe(unemployed);
    await userEvent.keyboard('{ArrowDown}');
    expect((within(form).getByRole('radio', { name: 'On vacation' }) as HTMLInputElement).checked).toBe(true);
    const save = within(dialog()).getByRole('button', { name: 'Save gap activity' });
    for (let presses = 0; presses < 20 && document.activeElement !== save; presses += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.map((call) => [call.method, call.body?.gap_reason])).toEqual([['POST', 'ON_VACATION']]);
  });
});
