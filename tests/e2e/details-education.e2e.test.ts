/**
 * The education and professional qualification steps as candidates meet them, on a phone and a desktop, with axe
 * on each step and on its errors:
 * - the financial-services scenario's academic check asks for two education records: wrong answers (no name, the
 *   candidate's own email, letters in a phone number, an end date before the start, no qualification name) show
 *   each message on its field; a third record is added and removed by keyboard; the fixed records are saved and
 *   found again; then a "no" replaces them;
 * - the care scenario's professional qualification check asks for one record: the same, with the name it was
 *   awarded under revealed by a yes.
 * Requests come ready to submit (docs/decisions/0002-sandbox-states.md), so both steps open on saved records.
 */
import type { Locator, Page } from '@playwright/test';
import { describeEach, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, expectError } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const EDUCATION_PATH = '/candidate-feedback/details/education';
const QUALIFICATION_PATH = '/candidate-feedback/details/qualification';
const HOME_PATH = '/candidate-feedback';
/** The walks through a whole list with axe twice take longer than the default on a busy machine. */
const LONG_TEST_MS = 120_000;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

const dateGroup = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });
const daySegment = (scope: Locator, label: string) => dateGroup(scope, label).getByRole('spinbutton', { name: /^day/ });

/** Picks a yyyy-MM-dd date in the field's calendar: the year and month lists, then the day. */
async function pickDate(scope: Locator, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await dateGroup(scope, label).getByRole('button', { name: 'Choose a date from a calendar' }).click();
  const calendar = scope.page().getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await calendar.locator('[role=gridcell] [role=button]:not([data-outside-month])').getByText(String(date), { exact: true }).click();
  await expect(calendar).toBeHidden();
}

describeEach(['phone', 'desktop'] as const, 'the education step on a %s', (viewport) => {
  const institution = (page: Page, number: number) => page.getByRole('region', { name: `Institution ${number}` });
  const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
  const question = (page: Page) => page.getByRole('radiogroup', { name: 'Have you studied at a university or college?' });

  test('shows each wrong answer on its field, saves the records once right, and keeps them', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const saved = (await readResponse(created.guid, created.user_token)).candidate_education_details;
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, EDUCATION_PATH));

    await expect(institution(page, 2)).toBeVisible();
    await expect(question(page).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(page.getByText('You need to provide at least 2 education records. You can add more.')).toBeVisible();
    await expect(textbox(institution(page, 1), 'Name of the university or college')).toHaveValue(saved[0]?.institution_name ?? '');
    await expectNoAxeViolations(page);

    const first = institution(page, 1);
    const second = institution(page, 2);
    await textbox(first, 'Name of the university or college').fill('');
    await textbox(first, 'Email address of the university or college').fill('Priya.Raman@example.com');
    await textbox(first, 'Name of the qualification').fill('');
    await textbox(second, 'Phone number of the university or college (optional)').fill('0117 CALL US');
    const startYear = Number(saved[1]!.start_date_attended!.slice(0, 4));
    await pickDate(second, 'End date', `${startYear - 1}-01-15`);
    await page.getByRole('button', { name: 'Next' }).click();

    await expectError(textbox(first, 'Name of the university or college'), 'Please fill in this field');
    await expectError(
      textbox(first, 'Email address of the university or college'),
      'Institution email cannot be the same as candidate email',
    );
    await expectError(textbox(first, 'Name of the qualification'), 'Please fill in this field');
    await expectError(
      textbox(second, 'Phone number of the university or college (optional)'),
      'Please enter a phone number using digits only',
    );
    await expectError(daySegment(second, 'End date'), 'The end date cannot be before the start date');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('link')).toHaveCount(5);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('education.0.institution_name');
    expect(new URL(page.url()).pathname).toBe(EDUCATION_PATH);
    await expectNoAxeViolations(page);

    // A third record by keyboard, then removed again: the focus follows.
    await page.getByRole('button', { name: 'Add another institution' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('Institution 3');
    await institution(page, 3).getByRole('button', { name: 'Remove institution 3' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedText(page)).toBe('Institution 2');
    await expect(page.getByRole('region', { name: /^Institution / })).toHaveCount(2);

    await textbox(first, 'Name of the university or college').fill('University of Warwick');
    await textbox(first, 'Email address of the university or college').fill('registry@warwick.example');
    await textbox(first, 'Name of the qualification').fill('BA (Hons) Philosophy');
    await textbox(second, 'Phone number of the university or college (optional)').fill('024 7652 3523');
    await pickDate(second, 'End date', saved[1]!.end_date_attended!);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === QUALIFICATION_PATH);

    const records = (await readResponse(created.guid, created.user_token)).candidate_education_details;
    expect(records.map((record) => [record.id, record.institution_name, record.institution_email, record.grade_obtained])).toEqual([
      [saved[0]!.id, 'University of Warwick', 'registry@warwick.example', 'BA (Hons) Philosophy'],
      [saved[1]!.id, saved[1]!.institution_name, saved[1]!.institution_email, saved[1]!.grade_obtained],
    ]);
    expect(records[1]).toMatchObject({ institution_phone_number: '02476523523', end_date_attended: saved[1]!.end_date_attended });

    await page.goto(pageUrl(created, EDUCATION_PATH));
    await expect(institution(page, 2)).toBeVisible();
    await expect(textbox(institution(page, 1), 'Name of the university or college')).toHaveValue('University of Warwick');
    await expect(textbox(institution(page, 2), 'Phone number of the university or college (optional)')).toHaveValue(
      '02476523523',
    );
  });

  test('replaces the records with a no, and shows the no again', async ({ openPage }) => {
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, EDUCATION_PATH));
    await expect(institution(page, 1)).toBeVisible();

    await choose(question(page), 'No');
    await expect(page.getByRole('region', { name: /^Institution / })).toHaveCount(0);
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    const records = (await readResponse(created.guid, created.user_token)).candidate_education_details;
    expect(records.map(({ no_higher_education, is_completed, institution_name }) => ({ no_higher_education, is_completed, institution_name }))).toEqual([
      { no_higher_education: true, is_completed: true, institution_name: null },
    ]);

    await page.goto(pageUrl(created, EDUCATION_PATH));
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('radio', { name: 'No' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

describeEach(['phone', 'desktop'] as const, 'the professional qualification step on a %s', (viewport) => {
  const record = (page: Page) => page.getByRole('region', { name: 'Qualification 1' });
  const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
  const question = (page: Page) => page.getByRole('radiogroup', { name: 'Do you hold a professional qualification or membership?' });
  const otherNameQuestion = (scope: Locator) =>
    scope.getByRole('radiogroup', { name: 'Was it awarded under a different name from your current one?' });

  test('shows each wrong answer on its field, saves the record once right, and keeps it', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-dbs-enhanced', { state: 'ready_to_submit' });
    const [saved] = (await readResponse(created.guid, created.user_token)).candidate_qualification_details;
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, QUALIFICATION_PATH));

    await expect(record(page)).toBeVisible();
    await expect(page.getByText('You need to provide one professional qualification: the one most relevant to this role.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add another qualification' })).toHaveCount(0);
    await expect(textbox(record(page), 'Name of the professional body')).toHaveValue(saved?.professional_organization_name ?? '');
    await expect(record(page).getByRole('combobox', { name: 'Country where it was awarded' })).toHaveValue('United Kingdom');
    await expectNoAxeViolations(page);

    await textbox(record(page), 'Name of the professional body').fill('');
    await textbox(record(page), 'Membership status (optional)').fill('x'.repeat(101));
    await choose(otherNameQuestion(record(page)), 'Yes');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expectError(textbox(record(page), 'Name of the professional body'), 'Please fill in this field');
    await expectError(
      textbox(record(page), 'Membership status (optional)'),
      'Ensure this field has no more than 100 characters.',
    );
    await expectError(textbox(record(page), 'Name it was awarded under'), 'Please fill in this field');
    expect(new URL(page.url()).pathname).toBe(QUALIFICATION_PATH);
    await expectNoAxeViolations(page);

    await textbox(record(page), 'Name of the professional body').fill('Nursing and Midwifery Council');
    await textbox(record(page), 'Membership status (optional)').fill('Registered');
    await textbox(record(page), 'Name it was awarded under').fill('Olivia Hart');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);

    const records = (await readResponse(created.guid, created.user_token)).candidate_qualification_details;
    expect(records).toEqual([
      {
        ...saved,
        id: expect.any(Number),
        professional_organization_name: 'Nursing and Midwifery Council',
        membership_status: 'Registered',
        is_membership_awarded_in_different_name: true,
        membership_awarded_name: 'Olivia Hart',
      },
    ]);

    await page.goto(pageUrl(created, QUALIFICATION_PATH));
    await expect(record(page)).toBeVisible();
    await expect(textbox(record(page), 'Name of the professional body')).toHaveValue('Nursing and Midwifery Council');
    await expect(textbox(record(page), 'Name it was awarded under')).toHaveValue('Olivia Hart');
  });

  test('replaces the record with a no, and shows the no again', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, QUALIFICATION_PATH));
    await expect(record(page)).toBeVisible();

    await choose(question(page), 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    const records = (await readResponse(created.guid, created.user_token)).candidate_qualification_details;
    expect(records.map(({ holds_qualification, is_completed }) => ({ holds_qualification, is_completed }))).toEqual([
      { holds_qualification: false, is_completed: true },
    ]);

    await page.goto(pageUrl(created, QUALIFICATION_PATH));
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(record(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
