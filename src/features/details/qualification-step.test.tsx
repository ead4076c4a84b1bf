// @vitest-environment jsdom
/**
 * The professional qualification step through the real router and form: the minimum stated beside the question,
 * every error on its field, the other name revealed by a yes, the whole list posted in one body, the server's
 * refusal on the record's field, and the saved records shown again.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { QualificationRecord, ReferenceResponse } from '../../../domain/reference-response';
import type { CheckSpec } from '../../../domain/testing/build-response';
import { jsonResponse } from '../../testing/json-response';
import { describedBy, problemTargets, recordsStepParts, renderDetailsStep, requestWithEarlierSteps, typeDate } from './testing/render-details-step';

const ONE: CheckSpec[] = [{ slug: 'professional_qualification' }];
const THREE: CheckSpec[] = [{ slug: 'professional_qualification', minimum: 3 }];

/** A professional qualification check with the steps before it saved. */
function qualificationRequest(checks: CheckSpec[] = ONE, saved: QualificationRecord[] = []): ReferenceResponse {
  return requestWithEarlierSteps(checks, { candidate_qualification_details: saved });
}

const CIPD: QualificationRecord = {
  id: 3,
  holds_qualification: true,
  professional_organization_name: 'Chartered Institute of Personnel and Development',
  professional_qualification_attained: 'Chartered Member',
  professional_membership_number: 'CIPD-318204',
  membership_date: '2019-03-01',
  membership_attained_country: 1,
  membership_status: 'Active',
  is_membership_awarded_in_different_name: true,
  membership_awarded_name: 'Ada King',
  is_completed: true,
};

const renderStep = (response: ReferenceResponse, answer?: (body: unknown) => Response) =>
  renderDetailsStep('qualification', response, { answer });

const { question, record } = recordsStepParts('Do you hold a professional qualification or membership?', 'Qualification');

afterEach(cleanup);

describe('the professional qualification step', { timeout: 45_000 }, () => {
  it('states the minimum and names every missing field of the record in one pass', async () => {
    const { saves } = renderStep(qualificationRequest());
    await question();
    expect(screen.getByText('You need to provide one professional qualification: the one most relevant to this role.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await problemTargets()).toEqual([
      '#qualifications.0.professional_organization_name',
      '#qualifications.0.professional_qualification_attained',
      '#qualifications.0.membership_date',
      '#qualifications.0.membership_attained_country',
      '#qualifications.0.is_membership_awarded_in_different_name',
    ]);
    const body = within(record(1)).getByRole('textbox', { name: 'Name of the professional body' });
    await waitFor(() => expect(document.activeElement).toBe(body));
    expect(saves).toHaveLength(0);
  });

  it('asks the other name after a yes and posts the whole list', async () => {
    const view = renderStep(qualificationRequest(), () => jsonResponse(qualificationRequest(ONE, [CIPD])));
    await question();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const first = record(1);
    await userEvent.type(within(first).getByRole('textbox', { name: 'Name of the professional body' }), 'ICAEW');
    await userEvent.type(within(first).getByRole('textbox', { name: 'Qualification or membership grade' }), 'Chartered Accountant');
    await typeDate(first, 'Date awarded', '15', '11', '2021');
    await userEvent.type(within(first).getByRole('combobox', { name: 'Country where it was awarded' }), 'United K');
    await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
    const otherName = within(first).getByRole('radiogroup', { name: 'Was it awarded under a different name from your current one?' });
    await userEvent.click(within(otherName).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const awarded = await within(first).findByRole('textbox', { name: 'Name it was awarded under' });
    await waitFor(() => expect(describedBy(awarded)).toContain('Please fill in this field'));
    await userEvent.type(awarded, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/candidate-feedback'));
    expect(view.saves).toStrictEqual([
      {
        holds_qualification: true,
        qualifications: [
          {
            professional_organization_name: 'ICAEW',
            professional_qualification_attained: 'Chartered Accountant',
            professional_membership_number: null,
            membership_date: '2021-11-15',
            membership_attained_country: 1,
            membership_status: null,
            is_membership_awarded_in_different_name: true,
            membership_awarded_name: 'Ada King',
          },
        ],
      },
    ]);
  });

  it('saves a no', async () => {
    const view = renderStep(qualificationRequest());
    await question();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(view.saves).toStrictEqual([{ holds_qualification: false, qualifications: [] }]));
  });

  it('starts with as many records as asked, and adds more', async () => {
    renderStep(qualificationRequest(THREE));
    await question();
    expect(screen.getByText('You need to provide at least 3 professional qualifications. You can add more.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByRole('region', { name: /^Qualification / })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add another qualification' }));
    expect(screen.getAllByRole('region', { name: /^Qualification / })).toHaveLength(4);
    expect(within(record(4)).getByRole('button', { name: 'Remove qualification 4' })).toBeTruthy();
  });

  it('starts from the saved records and shows the server’s refusal on the field', async () => {
    const view = renderStep(qualificationRequest(ONE, [CIPD]), () =>
      jsonResponse({ 'qualifications.0.membership_status': ['Ensure this field has no more than 100 characters.'] }, 400),
    );
    await question();
    const first = record(1);
    expect(within(first).getByRole<HTMLInputElement>('textbox', { name: 'Name it was awarded under' }).value).toBe('Ada King');
    expect(within(first).getByRole<HTMLInputElement>('combobox', { name: 'Country where it was awarded' }).value).toBe('United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const status = within(first).getByRole('textbox', { name: 'Membership status (optional)' });
    await waitFor(() => expect(describedBy(status)).toContain('Ensure this field has no more than 100 characters.'));
    expect(view.router.state.location.pathname).toBe('/candidate-feedback/details/qualification');
  });
});
