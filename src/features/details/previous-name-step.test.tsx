// @vitest-environment jsdom
/**
 * The previous names step through the real router and form: the question first, a yes opening the list on a blank
 * record, each error on its record's field, records added and removed from the keyboard, the body the API reads
 * (a no sends an empty list, whatever was typed), and the saved records shown again.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CandidateDetails, PreviousName, ReferenceResponse } from '../../../domain/reference-response';
import { jsonResponse } from '../../testing/json-response';
import { referenceResponseFixture } from '../../testing/reference-response-fixture';
import { recordsStepParts, renderDetailsStep, typeDate } from './testing/render-details-step';

const QUESTION = 'Have you ever been known by another name?';

/** A UK criminal record check (it asks for previous names) with the name and birth steps saved. */
function previousNamesRequest(saved: Partial<CandidateDetails> = {}): ReferenceResponse {
  return {
    ...referenceResponseFixture(),
    candidate_details: [
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        date_of_birth: '1990-04-12',
        country_of_birth: 1,
        is_completed: true,
        is_any_other_names: null,
        previous_names: [],
        social_media: [],
        ...saved,
      } as CandidateDetails,
    ],
  };
}

const renderStep = (response: ReferenceResponse) =>
  renderDetailsStep<Partial<CandidateDetails>>('previous_name', response, {
    savePath: 'name',
    answer: (body) => jsonResponse(previousNamesRequest({ is_any_other_names: body.is_any_other_names })),
  });

const { question, record } = recordsStepParts(QUESTION, 'Previous name');
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true';

afterEach(cleanup);

// The first test also loads the step's lazy chunk, which jsdom transforms on first use.
describe('the previous names step', { timeout: 30_000 }, () => {
  it('asks the question first, and requires an answer', async () => {
    const { saves } = renderStep(previousNamesRequest());
    const group = await question();
    expect(screen.queryByRole('group', { name: 'Your previous names' })).toBeNull();
    await next();
    expect(await within(group).findByText('Select yes or no')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(group).getByRole('radio', { name: 'Yes' })));
    expect(saves).toHaveLength(0);
  });

  it('opens the list on a yes, shows each error on its field, then posts the fixed record', async () => {
    const view = renderStep(previousNamesRequest());
    await userEvent.click(within(await question()).getByRole('radio', { name: 'Yes' }));
    const first = record(1);
    await userEvent.type(within(first).getByRole('textbox', { name: 'First name' }), 'n/a');
    await next();

    await waitFor(() => expect(invalid(within(first).getByRole('textbox', { name: 'First name' }))).toBe(true));
    expect(within(first).getByText('Please add your previous first name, even if one is the same as your current name.')).toBeTruthy();
    expect(within(first).getByText('If you do not have a previous middle name, tick the box below.')).toBeTruthy();
    expect(invalid(within(first).getByRole('textbox', { name: 'Last name' }))).toBe(true);
    expect(within(first).getByRole('radiogroup', { name: 'What kind of name is it?' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(within(first).getByRole('textbox', { name: 'First name' })));
    expect(view.saves).toHaveLength(0);

    await userEvent.clear(within(first).getByRole('textbox', { name: 'First name' }));
    await userEvent.type(within(first).getByRole('textbox', { name: 'First name' }), 'Ada');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'This name had no middle name' }));
    expect((within(first).getByRole('textbox', { name: 'Middle names' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Last name' }), 'Byron');
    await userEvent.click(within(first).getByRole('radio', { name: 'Maiden name' }));
    await typeDate(first, 'Used from', '12', '04', '1990');
    await typeDate(first, 'Used until', '08', '07', '2012');
    await next();

    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toStrictEqual({
      is_any_other_names: true,
      previous_names: [
        {
          first_name: 'Ada',
          middle_name: '',
          no_middle_name: true,
          last_name: 'Byron',
          type: 'maiden_name',
          used_from: '1990-04-12',
          used_to: '2012-07-08',
        },
      ],
    });
    await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/candidate-feedback/details/previous_name'));
  });

  it('adds and removes records from the keyboard, moving the focus to the record', async () => {
    renderStep(previousNamesRequest());
    await userEvent.click(within(await question()).getByRole('radio', { name: 'Yes' }));
    const add = screen.getByRole('button', { name: 'Add another name' });
    act(() => add.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(record(2)).getByRole('heading', { name: 'Previous name 2' })));
    const remove = screen.getByRole('button', { name: 'Remove previous name 2' });
    act(() => remove.focus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Previous name 2' })).toBeNull());
    expect(document.activeElement).toBe(within(record(1)).getByRole('heading', { name: 'Previous name 1' }));
    // One record is the least a yes needs: it has no Remove button.
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('saves an empty list on a no, keeping what was typed out of sight', async () => {
    const view = renderStep(previousNamesRequest());
    const group = await question();
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(within(record(1)).getByRole('textbox', { name: 'First name' }), 'Augusta');
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Your previous names' })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
    expect((within(record(1)).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Augusta');
    await userEvent.click(within(group).getByRole('radio', { name: 'No' }));
    await next();
    await waitFor(() => expect(view.saves).toStrictEqual([{ is_any_other_names: false, previous_names: [] }]));
  });

  it('shows the saved records again, with the box ticked for a name saved without a middle name', async () => {
    const saved: PreviousName[] = [
      { first_name: 'Ada', middle_name: 'Augusta', last_name: 'Byron', full_name: 'Ada Augusta Byron', type: 'maiden_name', used_from: '1990-04-12', used_to: '2012-07-08' },
      { first_name: 'Ada', middle_name: '', last_name: 'King', full_name: 'Ada King', type: 'alias', used_from: '2012-07-08', used_to: '2020-01-01' },
    ];
    renderStep(previousNamesRequest({ is_any_other_names: true, previous_names: saved }));
    const group = await question();
    expect(within(group).getByRole('radio', { name: 'Yes' }).closest('label')?.hasAttribute('data-selected')).toBe(true);
    expect((within(record(1)).getByRole('textbox', { name: 'Last name' }) as HTMLInputElement).value).toBe('Byron');
    expect((within(record(1)).getByRole('checkbox', { name: 'This name had no middle name' }) as HTMLInputElement).checked).toBe(false);
    expect((within(record(2)).getByRole('checkbox', { name: 'This name had no middle name' }) as HTMLInputElement).checked).toBe(true);
    expect(within(record(2)).getByRole('radio', { name: 'Alias' }).closest('label')?.hasAttribute('data-selected')).toBe(true);
  });
});
