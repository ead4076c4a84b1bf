// @vitest-environment jsdom
/**
 * The employer step through the real router and form: the required answers on their fields with the focus on the
 * first, the saved line on return and what Save posts, the server's refusal on a nested field and its whole-form
 * errors joined by commas, the completion's message after a Save that leaves the history short, Add another employer,
 * the remove dialog and the skip dialog.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { employerLine } from '../../../domain/testing/employer-line';
import type { EmployerLine, ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { type ApiCall, renderWithCalls } from '../../testing/render-with-calls';

const QUERY = '?guid=guid-1&user_token=token-1';
const EMPLOYERS_PATH = '/api/oneform/guid-1/response-1/employers/employers/';

/** A present job started two years ago: complete, but short of five years of history. */
/** A complete present line that began two years ago. */
function savedLine(id: number, name: string): EmployerLine {
  const start = new Date();
  start.setFullYear(start.getFullYear() - 2);
  return employerLine({
    id,
    guid: `line-${id}`,
    organization_name: name,
    employment_period_from: start.toISOString().slice(0, 10),
  });
}

function withLines(lines: EmployerLine[], counted: 'year' | 'role' = 'year'): ReferenceResponse {
  const fixture = referenceResponseFixture();
  return withEarlierSectionsComplete({
    ...fixture,
    employers: lines,
    reference_request: { ...fixture.reference_request, minimum_criteria_count_type: counted, criteria_count: counted === 'year' ? 5 : 1 },
  }, 'employers');
}

const renderEntry = (entry: number, response: ReferenceResponse, answer: (call: ApiCall) => Response = () => jsonResponse(response)) =>
  renderWithCalls({ url: `/candidate-feedback/employers/employers/${entry}${QUERY}`, response, under: '/api/oneform/guid-1/response-1/', answer });

const findForm = () => screen.findByRole('form', { name: /^Employer \d+$/ }, { timeout: 15_000 });

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the employer step', { timeout: 30_000 }, () => {
  it('refuses an empty employer, shows each message on its field and focuses the first', async () => {
    const { calls } = renderEntry(1, withLines([]));
    const form = await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const name = within(form).getByRole('textbox', { name: 'Organisation name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByRole('radiogroup', { name: 'Is this your current employer?' }).textContent).toContain(
      'Select yes or no',
    );
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(within(summary).getAllByRole('link').length).toBeGreaterThan(5);
    expect(calls).toHaveLength(0);
    // A new entry has nothing to remove.
    expect(screen.queryByRole('button', { name: 'Remove employer' })).toBeNull();
  });

  it('shows the saved line, posts it with its id, and stays with the criteria message while the history is short', async () => {
    const line = savedLine(5, 'Northfield Trading Co');
    const { calls, router } = renderEntry(1, withLines([line]));
    const form = await findForm();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Organisation name' }).value).toBe('Northfield Trading Co');
    expect(screen.getByRole('link', { name: 'Northfield Trading Co' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'New employer' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('The minimum employment criteria has not been met, add another employer.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: EMPLOYERS_PATH,
      body: { id: 5, organization_name: 'Northfield Trading Co', is_present: true, employment_period_to: null, manager: { email: 'hr@northfield.example' } },
    });
    expect(router.state.location.pathname).toBe('/candidate-feedback/employers/employers/1');
  });

  it('goes home after Save once the section is complete', async () => {
    const response = withLines([savedLine(5, 'Northfield Trading Co')], 'role');
    const { router } = renderEntry(1, response);
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
  });

  it('puts the server’s refusal on the HR email and joins the whole form’s errors with commas', async () => {
    renderEntry(1, withLines([savedLine(5, 'Northfield Trading Co')]), () =>
      jsonResponse(
        { 'manager.email': ['Email address should not be gmail, googlemail, hotmail, or yahoo'], non_field_errors: ['First', 'Second'] },
        400,
      ),
    );
    const form = await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add another employer' }));
    const email = within(form).getByRole('textbox', { name: "HR or Line Manager's email address" });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('Email address should not be gmail, googlemail, hotmail, or yahoo');
    expect(summary.textContent).toContain('First, Second');
  });

  it('saves with Add another employer and opens the next entry', async () => {
    const { router } = renderEntry(1, withLines([savedLine(5, 'Northfield Trading Co')]));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add another employer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/employers/employers/2'));
    expect(router.state.location.search).toMatchObject({ guid: 'guid-1', user_token: 'token-1' });
  });

  it('removes an employer after the confirm dialog and opens the entry before', async () => {
    const lines = [savedLine(5, 'Northfield Trading Co'), savedLine(6, 'Harbour Logistics')];
    const { calls, router } = renderEntry(2, withLines(lines), () => jsonResponse(withLines(lines.slice(0, 1))));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Remove employer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove employer' });
    expect(dialog.textContent).toContain('Harbour Logistics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/employers/employers/1'));
    expect(calls).toStrictEqual([{ method: 'DELETE', path: `${EMPLOYERS_PATH}6/`, body: null }]);
  });

  it('says "An unknown error occurred" when the removal fails', async () => {
    renderEntry(1, withLines([savedLine(5, 'Northfield Trading Co')]), () => jsonResponse({ detail: 'Server error' }, 500));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Remove employer' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    expect(summary.textContent).toContain('An unknown error occurred');
  });

  it('skips the section with its reason and notes, then goes home', async () => {
    const { calls, router } = renderEntry(1, withLines([]));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'I have no further employment history: skip this section' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip employment history' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expect((await within(dialog).findAllByText('Select why you are skipping this section')).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'I have no additional employment history' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes (optional)' }), 'Studying until now');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback'));
    expect(calls).toStrictEqual([
      {
        method: 'PUT',
        path: '/api/oneform/guid-1/response-1/',
        body: { employment_check_skip_reason: 'no_additional_employment_history', employment_check_skip_notes: 'Studying until now' },
      },
    ]);
  });
});
