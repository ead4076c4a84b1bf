// @vitest-environment jsdom
/**
 * The education step through the real router and form: the minimum stated beside the question, the list revealed
 * by a yes, every error on its field, Add and Remove by keyboard, the whole list posted in one body, the server's
 * refusal on the record's field and on the list, and the saved records shown again.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EducationRecord, ReferenceResponse } from '../../../domain/reference-response';
import type { CheckSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { describedBy, problemTargets, recordsStepParts, renderDetailsStep, requestWithEarlierSteps, typeDate } from './testing/render-details-step';
import { savedBristolEducation } from '../../../domain/testing/bristol-education';

const ONE: CheckSpec[] = [{ slug: 'academic_qualification', level: ['one'] }];
const TWO: CheckSpec[] = [{ slug: 'academic_qualification', level: ['two'], minimum: 2 }];

/** An academic check with the steps before education saved, so its step is the one left. */
function educationRequest(checks: CheckSpec[] = ONE, saved: EducationRecord[] = []): ReferenceResponse {
  return requestWithEarlierSteps(checks, { candidate_education_details: saved });
}

const BRISTOL = savedBristolEducation();

const renderStep = (response: ReferenceResponse, answer?: (body: unknown) => Response) =>
  renderDetailsStep('education', response, { answer });

const { question, record } = recordsStepParts('Have you studied at a university or college?', 'Institution');

afterEach(cleanup);

describe('the education step', { timeout: 45_000 }, () => {
  it('states the minimum, asks the question first and names every missing field of the record in one pass', async () => {
    const { saves } = renderStep(educationRequest());
    await question();
    expect(screen.getByText('You need to provide one education record: your highest qualification.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Institution 1' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(await question()).findByText('Select yes or no')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    // One record only: no Add, and nothing to remove.
    expect(screen.queryByRole('button', { name: 'Add another institution' })).toBeNull();
    expect(within(record(1)).queryByRole('button', { name: /Remove/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await problemTargets()).toEqual([
      '#education.0.institution_name',
      '#education.0.institution_email',
      '#education.0.institution_country',
      '#education.0.mode_of_study',
      '#education.0.start_date_attended',
      '#education.0.did_graduate',
    ]);
    const name = within(record(1)).getByRole('textbox', { name: 'Name of the university or college' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(describedBy(within(record(1)).getByRole('combobox', { name: 'Country' }))).toContain('Please select from the list');
    expect(saves).toHaveLength(0);
  });

  it('asks the graduation questions after a yes, and refuses the candidate’s own email', async () => {
    renderStep(educationRequest(ONE, [BRISTOL]));
    await question();
    const first = record(1);
    expect(within(first).getByRole('radiogroup', { name: 'Can you upload a copy of your certificate or transcript?' })).toBeTruthy();
    await userEvent.click(within(within(first).getByRole('radiogroup', { name: 'Did you graduate or receive a qualification?' })).getByRole('radio', { name: 'No' }));
    expect(within(first).queryByRole('textbox', { name: 'Name of the qualification' })).toBeNull();

    const email = within(first).getByRole('textbox', { name: 'Email address of the university or college' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ADA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(describedBy(email)).toContain('Institution email cannot be the same as candidate email'));
  });

  it('posts the whole list in one body and goes home once the saved response is in', async () => {
    const view = renderStep(educationRequest(), () => jsonResponse(educationRequest(ONE, [BRISTOL])));
    await question();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const first = record(1);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Name of the university or college' }), 'Leeds City College');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Email address of the university or college' }), 'admissions@leeds.example');
    await userEvent.type(within(first).getByRole('combobox', { name: 'Country' }), 'United K');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    await userEvent.click(within(first).getByRole('radio', { name: 'Part-time' }));
    await typeDate(first, 'Start date', '12', '01', '2015');
    await userEvent.click(within(within(first).getByRole('radiogroup', { name: 'Did you graduate or receive a qualification?' })).getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([
      {
        has_higher_education: true,
        education: [
          {
            id: null,
            institution_name: 'Leeds City College',
            institution_email: 'admissions@leeds.example',
            institution_address: null,
            institution_country: 1,
            institution_phone_code: null,
            institution_phone_number: null,
            mode_of_study: 'PART_TIME',
            faculty: null,
            student_id_number: null,
            start_date_attended: '2015-01-12',
            end_date_attended: null,
            did_graduate: false,
            date_of_qualification: null,
            grade_obtained: null,
            is_certificate_copy: null,
          },
        ],
      },
    ]);
  });

  it('saves a no without judging the records', async () => {
    const view = renderStep(educationRequest());
    await question();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(within(record(1)).getByRole('textbox', { name: 'Name of the university or college' }), 'x');
    await userEvent.click(screen.getAllByRole('radio', { name: 'No' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.saves).toStrictEqual([{ has_higher_education: false, education: [] }]));
  });

  it('offers Add when more than one record is asked, moving the focus as records come and go', async () => {
    renderStep(educationRequest(TWO));
    await question();
    expect(screen.getByText('You need to provide at least 2 education records. You can add more.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByRole('region', { name: /^Institution / })).toHaveLength(2);

    const add = screen.getByRole('button', { name: 'Add another institution' });
    act(() => add.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Institution 3' })));

    const remove = within(record(3)).getByRole('button', { name: 'Remove institution 3' });
    act(() => remove.focus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Institution 2' })));
    expect(screen.getAllByRole('region', { name: /^Institution / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Remove institution/ })).toBeNull();
  });

  it('shows the server’s refusal on the record’s field and on the list, and stays', async () => {
    const view = renderStep(educationRequest(ONE, [BRISTOL]), () =>
      jsonResponse(
        {
          education: ['You need to provide at least 1 education records.'],
          'education.0.institution_email': ['Invalid email address'],
        },
        400,
      ),
    );
    await question();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const list = await screen.findByRole('group', { name: 'Your education' });
    expect(await within(list).findByText('You need to provide at least 1 education records.')).toBeTruthy();
    const email = within(record(1)).getByRole('textbox', { name: 'Email address of the university or college' });
    expect(describedBy(email)).toContain('Invalid email address');
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/education');
  });

  it('starts from the saved records, and sends their ids back', async () => {
    const view = renderStep(educationRequest(ONE, [BRISTOL]));
    await question();
    const first = record(1);
    expect(within(first).getByRole<HTMLInputElement>('textbox', { name: 'Name of the university or college' }).value).toBe(
      'University of Bristol',
    );
    expect(within(first).getByRole<HTMLInputElement>('combobox', { name: 'Country' }).value).toBe('United Kingdom');
    expect(within(first).getByRole<HTMLInputElement>('textbox', { name: 'Name of the qualification' }).value).toBe('BSc Economics');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.saves).toHaveLength(1));
    expect(view.saves[0]).toMatchObject({ has_higher_education: true, education: [{ id: 7, institution_phone_code: '44' }] });
  });
});
