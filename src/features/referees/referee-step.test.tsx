// @vitest-environment jsdom
/**
 * The referee summary and form through the real router: the cards' buttons by progress, the required answers on
 * their fields with the focus on the first, the questionnaire's relationships only, the phone asked once the email is
 * not known, what Next posts and where it leads, a failed save's message, and the remove dialog.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCheck } from '../../../domain/testing/build-response';
import { refereeLine } from '../../../domain/testing/referee-line';
import type { RefereeLine, ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { withEarlierSectionsComplete } from '../../testing/earlier-sections';
import { type ApiCall, renderWithCalls } from '../../testing/render-with-calls';

const QUERY = 'guid=guid-1&user_token=token-1';
const REFEREES_PATH = '/api/oneform/guid-1/response-1/reference/reference/';

function withReferees(lines: RefereeLine[]): ReferenceResponse {
  const fixture = referenceResponseFixture();
  const check = buildCheck(
    {
      slug: 'reference',
      referenceConfig: [
        {
          questionnaire: 'regulatory',
          name_displayed: 'Regulatory reference',
          minimum_criteria_count: 2,
          note_to_candidate: 'Your last two regulated employers.',
          relationship: ['manager', 'previous_manager'],
        },
        { questionnaire: 'character', name_displayed: 'Character reference', minimum_criteria_count: 1, note_to_candidate: null, relationship: [] },
      ],
    },
    'GB',
    9,
  );
  return withEarlierSectionsComplete({ ...fixture, references: lines, reference_request: { ...fixture.reference_request, checks: [check] } }, 'reference');
}

const render = (path: string, response: ReferenceResponse, answer: (call: ApiCall) => Response = () => jsonResponse(response)) =>
  renderWithCalls({ url: `/candidate-feedback/reference/reference${path}`, response, under: REFEREES_PATH, answer });

const findForm = () => screen.findByRole('form', { name: /^Referee \d/ }, { timeout: 15_000 });
const regulatory = (id: number, first: string) =>
  refereeLine({ id, questionnaire: 'regulatory', manager: { ...refereeLine().manager, first_name: first, full_name: `${first} Osei`, email: `${first}@firm.example` } });

afterEach(cleanup);

// The first test also loads the section's lazy chunk, which jsdom transforms on first use.
describe('the referees section', { timeout: 30_000 }, () => {
  it('shows a card per questionnaire with Start, Continue or Edit, and Next once all are complete', async () => {
    render(`?${QUERY}`, withReferees([regulatory(1, 'Ada')]));
    const card = (await screen.findByRole('heading', { name: 'Regulatory reference' }, { timeout: 15_000 })).closest('li')!;
    expect(card.textContent).toContain('Your last two regulated employers.');
    expect(card.textContent).toContain('1 of 2 referees given (50%)');
    expect(within(card).getByRole('link', { name: 'Continue' }).getAttribute('href')).toContain('/reference/reference/2?');
    const character = screen.getByRole('heading', { name: 'Character reference' }).closest('li')!;
    expect(within(character).getByRole('link', { name: 'Start' }).getAttribute('href')).toContain('questionnaire=character');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    cleanup();

    const character1 = refereeLine({ id: 3, questionnaire: 'character' });
    render(`?${QUERY}`, withReferees([regulatory(1, 'Ada'), regulatory(2, 'Tom'), character1]));
    const done = (await screen.findByRole('heading', { name: 'Regulatory reference' }, { timeout: 15_000 })).closest('li')!;
    expect(within(done).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toMatch(/^\/candidate-feedback\?/);
  });

  it('refuses an empty referee, shows each message on its field and focuses the first', async () => {
    const { calls } = render(`/1?${QUERY}&questionnaire=regulatory`, withReferees([]));
    const form = await findForm();
    // Only the questionnaire's relationships are offered.
    const relationship = within(form).getByRole('group', { name: 'How do you know the referee?' });
    expect(within(relationship).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toStrictEqual([
      'Current manager or supervisor',
      'Previous manager or supervisor',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const first = within(form).getByRole('textbox', { name: "Referee's first name" });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(form.textContent).toContain('Please choose at least one relationship');
    expect(form.textContent).toContain(
      'If you do not want this referee to be contacted now, delete their details and give another referee who can be contacted.',
    );
    expect(calls).toHaveLength(0);
  });

  it('asks for the phone instead of the email, posts the referee and opens the next one', async () => {
    // The answer holds the saved referee, so the second one can be opened.
    const { calls, router } = render(`/1?${QUERY}&questionnaire=regulatory`, withReferees([]), () =>
      jsonResponse(withReferees([regulatory(1, 'Ada')])),
    );
    const form = await findForm();
    await userEvent.type(within(form).getByRole('textbox', { name: "Referee's first name" }), 'Ada');
    await userEvent.type(within(form).getByRole('textbox', { name: "Referee's last name" }), 'Shaw');
    await userEvent.click(within(form).getByText('Current manager or supervisor'));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Organisation' }), 'Northfield Trading Co');
    await userEvent.click(within(form).getByText('3 - 5 years'));
    await userEvent.click(within(form).getByText("I don't know the referee email address"));
    expect(within(form).queryByRole('textbox', { name: "Referee's email address" })).toBeNull();
    await userEvent.click(within(form).getByRole('checkbox', { name: 'I agree that this referee may be contacted now (required)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const number = within(form).getByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(number.getAttribute('aria-invalid')).toBe('true'));

    await userEvent.type(within(form).getByRole('combobox', { name: 'Country code' }), 'United K');
    await userEvent.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await userEvent.type(number, '020 7946 0958');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/reference/reference/2'));
    expect(router.state.location.search).toMatchObject({ questionnaire: 'regulatory' });
    expect(calls).toStrictEqual([
      {
        method: 'POST',
        path: REFEREES_PATH,
        body: {
          id: null,
          questionnaire: 'regulatory',
          manager: { first_name: 'Ada', last_name: 'Shaw', email: null, country_code: '44', contact_number: '02079460958', phone_country: 1 },
          relationship: ['manager'],
          organization_name: 'Northfield Trading Co',
          together_work_experience: 3,
          have_email: false,
          information_undertaking: true,
        },
      },
    ]);
  });

  it('returns to the summary after the last referee the questionnaire asks for', async () => {
    const lines = [regulatory(1, 'Ada'), regulatory(2, 'Tom')];
    const { router } = render(`/2?${QUERY}&questionnaire=regulatory`, withReferees(lines));
    await findForm();
    expect(screen.getByRole('heading', { name: 'Referee 2: Tom Osei' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/reference/reference'));
  });

  it('shows the server’s refusal on the email, and the failure message when the save fails', async () => {
    const lines = [regulatory(1, 'Ada')];
    const answers = [jsonResponse({ 'manager.email': ['You have already nominated this referee.'] }, 400), jsonResponse({ detail: 'Server error' }, 500)];
    render(`/1?${QUERY}&questionnaire=regulatory`, withReferees(lines), () => answers.shift()!);
    const form = await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const email = within(form).getByRole('textbox', { name: "Referee's email address" });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(form.textContent).toContain('You have already nominated this referee.');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary.textContent).toContain('There was an error submitting the form. Please try again.'));
  });

  it('removes a referee after the confirm dialog and opens the one before', async () => {
    const lines = [regulatory(1, 'Ada'), regulatory(2, 'Tom')];
    const { calls, router } = render(`/2?${QUERY}&questionnaire=regulatory`, withReferees(lines), () => jsonResponse(withReferees(lines.slice(0, 1))));
    await findForm();
    await userEvent.click(screen.getByRole('button', { name: 'Remove referee' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove referee' });
    expect(dialog.textContent).toContain('Tom Osei');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidate-feedback/reference/reference/1'));
    expect(calls).toStrictEqual([{ method: 'DELETE', path: `${REFEREES_PATH}2/`, body: null }]);
  });
});
