// @vitest-environment jsdom
/**
 * The directorships step through the real router and form: the required answers on their fields with the focus on
 * the first; the saved line, what Save posts and where it leads (the next saved entry, else home); the end date only
 * after "no longer a director", its day list disabled until its year and month are chosen; the end month held to the
 * start month; the server's refusal on its field, and the one message of a failed save.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCheck } from '../../../domain/testing/build-response';
import { directorshipLine } from '../../../domain/testing/directorship-line';
import type { DirectorshipLine, ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { type ApiCall, renderWithCalls } from '../../testing/render-with-calls';

const QUERY = '?guid=guid-1&user_token=token-1';
const DIRECTORS_PATH = '/api/oneform/guid-1/response-1/directors/directors/';

/** A request with a directorship check, answered yes: the directorships section is needed. */
function withLines(lines: DirectorshipLine[]): ReferenceResponse {
  const fixture = referenceResponseFixture();
  return withEarlierSectionsComplete({
    ...fixture,
    candidate_directorship_details: { past_directorships: true, is_completed: true },
    directorships: lines,
    reference_request: {
      ...fixture.reference_request,
      checks: [...fixture.reference_request.checks, buildCheck({ slug: 'directorship' }, 'GB', 10)],
    },
  }, 'directorships');
}

const renderEntry = (entry: number, response: ReferenceResponse, answer: (call: ApiCall) => Response = () => jsonResponse(response)) =>
  renderWithCalls({ url: `/candidate-feedback/directorships/directorships/${entry}${QUERY}`, response, under: DIRECTORS_PATH, answer });

const findForm = () => screen.findByRole('form', { name: /^Directorship \d+$/ }, { timeout: 15_000 });
/** A select's button is named by its label and its value. */
const selectButton = (form: HTMLElement, label: string) => within(form).getByRole('button', { name: new RegExp(`${label}$`) });

async function pick(form: HTMLElement, label: string, option: string) {
  await userEvent.click(selectButton(form, label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The texts a control is described by: its hint and its error. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the directorships step', { timeout: 30_000 }, () => {
  it('refuses an empty directorship, shows each message on its field and focuses the first', async () => {
    const { calls } = renderEntry(1, withLines([]));
    const form = await findForm();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = within(form).getByRole('textbox', { name: 'Organisation name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('radiogroup', { name: 'Are you still a director of this organisation?' }).textContent).toContain(
      'Select yes or no',
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').length).toBe(10);
    expect(calls).toHaveLength(0);
  });

  it('shows the saved line; Save posts it with its id and opens the next saved entry', async () => {
    const lines = [directorshipLine({ id: 5 }), directorshipLine({ id: 6, organisation_name: 'Quayside Trust' })];
    const { calls, router } = renderEntry(1, withLines(lines));
    const form = await findForm();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Organisation name' }).value).toBe('Harbour Street Holdings Ltd');
    expect(screen.getByRole('link', { name: 'Harbour Street Holdings Ltd' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New directorship' })).toBeTruthy();
    // Still a director: no end date is asked.
    expect(within(form).queryByRole('button', { name: /End year$/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/directorships/directorships/2'));
    expect(calls).toStrictEqual([
      {
        method: 'POST',
        path: DIRECTORS_PATH,
        body: expect.objectContaining({ id: 5, start_year: 2016, start_month: 4, start_day: 1, is_director: true, end_year: null }),
      },
    ]);
  });

  it('goes home after Save on the last saved entry, and to the next entry after Add a directorship', async () => {
    const lines = [directorshipLine({ id: 5 })];
    const first = renderEntry(1, withLines(lines));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/candidate-feedback'));
    cleanup();

    const second = renderEntry(1, withLines(lines));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add a directorship' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/candidate-feedback/directorships/directorships/2'));
    expect(second.router.state.location.search).toMatchObject({ guid: 'guid-1', user_token: 'token-1' });
    expect(await screen.findByRole('link', { name: 'Previous' })).toBeTruthy();
  });

  it('asks the end after "no", its day only once the end year and month are chosen, and holds the month to the start', async () => {
    const { calls } = renderEntry(1, withLines([directorshipLine({ id: 5, start_year: 2016, start_month: 4, start_day: 12 })]));
    const form = await findForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }));
    const endDay = selectButton(form, 'End day \\(optional\\)');
    expect(endDay).toHaveProperty('disabled', true);

    await pick(form, 'End year', '2016');
    expect(selectButton(form, 'End day \\(optional\\)')).toHaveProperty('disabled', true);
    await pick(form, 'End month', 'March');
    expect(selectButton(form, 'End day \\(optional\\)')).toHaveProperty('disabled', false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const month = selectButton(form, 'End month');
    await waitFor(() => expect(descriptionOf(month)).toContain('End month cannot be less than start month'));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('End month cannot be less than start month');
    expect(calls).toHaveLength(0);
  });

  it('empties an end year or day its list no longer offers, so it is chosen again', async () => {
    const { calls } = renderEntry(1, withLines([directorshipLine({ id: 5, start_year: 2016, start_month: 1, start_day: 31 })]));
    const form = await findForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'No' }));
    await pick(form, 'End year', '2017');

    // A later start leaves 2017 out of the end years: the end year is emptied and asked again, not refused as earlier.
    await pick(form, 'Start year', '2018');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(selectButton(form, 'End year'))).toContain('Select the year'));
    expect(descriptionOf(selectButton(form, 'End year'))).not.toContain('cannot be less');

    // February has no 31st: the day chosen for January is emptied, and the line saves without it.
    await pick(form, 'End year', '2019');
    await pick(form, 'End month', 'January');
    await pick(form, 'End day \\(optional\\)', '31');
    await pick(form, 'End month', 'February');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ start_year: 2018, end_year: 2019, end_month: 2, end_day: null });
  });

  it('puts the server’s refusal on its field, and says a failed save in the section’s words', async () => {
    renderEntry(1, withLines([directorshipLine({ id: 5 })]), () => jsonResponse({ city: ['Please fill in this field'] }, 400));
    const form = await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const city = within(form).getByRole('textbox', { name: 'Town or city' });
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    cleanup();

    renderEntry(1, withLines([directorshipLine({ id: 5 })]), () => jsonResponse({ detail: 'Server error' }, 500));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('There was an error submitting the form. Please try again.');
  });
});
