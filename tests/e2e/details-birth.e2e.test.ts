/**
 * The birth step as candidates meet it, on a phone and a desktop, with axe on the step and on its errors:
 * - an English DBS request asks the town and the nationalities: wrong answers (too young, a town with a digit,
 *   a changed nationality without the new one) show each message on its field, then the fixed answers are saved
 *   and found again;
 * - a US request asks only the date of birth;
 * - an ACIC check in Australia asks the state of birth too.
 * Requests come in progress (docs/decisions/0002-sandbox-states.md): the name and birth steps are already saved.
 */
import type { Page } from '@playwright/test';
import { describeEach, expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, expectError, pickOption } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const BIRTH_PATH = '/candidate-feedback/details/birth';
const HOME_PATH = '/candidate-feedback';
const PATTERN_MESSAGE =
  "Please enter only letters, spaces, hyphens (–) or apostrophes ('), and make sure the entry begins and ends with a letter.";

const dateField = (page: Page) => page.getByRole('group', { name: 'Date of birth' });
const segment = (page: Page, name: 'day' | 'month' | 'year') =>
  dateField(page).getByRole('spinbutton', { name: new RegExp(`^${name}`) });
const countryField = (page: Page) => page.getByRole('combobox', { name: 'Country of birth' });
const townField = (page: Page) => page.getByRole('textbox', { name: 'Town or city of birth' });
const stateField = (page: Page) => page.getByRole('textbox', { name: 'State or territory of birth' });
const nationalityField = (page: Page, name: string) => page.getByRole('combobox', { name });
const changedQuestion = (page: Page) => page.getByRole('radiogroup', { name: 'Has your nationality changed since birth?' });
const dualQuestion = (page: Page) => page.getByRole('radiogroup', { name: 'Do you hold a second nationality?' });
const saveAndGoBack = (page: Page) => page.getByRole('button', { name: 'Save and Go back' }).click();
// Save and Go back keeps a refused page as a draft and leaves (decision 0007): the step's own button shows the errors.
const pressNext = (page: Page) => page.getByRole('button', { name: /^(Next|Submit)$/ }).click();

const shownDate = async (page: Page) =>
  [await segment(page, 'day').textContent(), await segment(page, 'month').textContent(), await segment(page, 'year').textContent()].join('/');

/** Picks a date in the field's calendar: the year and month lists, then the day. */
async function pickDate(page: Page, year: number, month: string, day: number): Promise<void> {
  await dateField(page).getByRole('button', { name: 'Choose a date from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption({ label: month });
  await calendar.locator('[role=gridcell] [role=button]:not([data-outside-month])').getByText(String(day), { exact: true }).click();
  await expect(calendar).toBeHidden();
}

async function pickNationality(page: Page, field: string, typed: string, option: string): Promise<void> {
  await pickOption(nationalityField(page, field), typed, option);
}

const birthOf = async (created: CreatedRequest) => {
  const details = (await readResponse(created.guid, created.user_token)).candidate_details[0];
  return {
    date_of_birth: details?.date_of_birth,
    country_of_birth_name: details?.country_of_birth_name,
    town_of_birth: details?.town_of_birth,
    state_of_birth: details?.state_of_birth,
    nationality_at_birth_name: details?.nationality_at_birth_name,
    is_nationality_changed_since_birth: details?.is_nationality_changed_since_birth,
    new_nationality_name: details?.new_nationality_name,
    holds_dual_nationality: details?.holds_dual_nationality,
    second_nationality_name: details?.second_nationality_name,
  };
};

describeEach(['phone', 'desktop'] as const, 'the birth step on a %s', (viewport) => {
  test('shows each wrong answer on its field, saves the answers once right, and keeps them', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced', { state: 'in_progress' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, BIRTH_PATH));

    await expect(dateField(page)).toBeVisible();
    expect(await shownDate(page)).toBe('12/04/1990');
    await expect(countryField(page)).toHaveValue('United Kingdom');
    await expect(townField(page)).toHaveValue('Bristol');
    await expect(nationalityField(page, 'Nationality at birth')).toHaveValue('British');
    await expect(stateField(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The calendar's year list reaches 120 years back from this year.
    await dateField(page).getByRole('button', { name: 'Choose a date from a calendar' }).click();
    const years = page.getByRole('dialog', { name: 'Calendar' }).getByRole('combobox', { name: 'Year' }).locator('option');
    const thisYear = new Date().getFullYear();
    expect([await years.first().textContent(), await years.last().textContent(), await years.count()]).toEqual([
      String(thisYear),
      String(thisYear - 120),
      121,
    ]);
    await page.keyboard.press('Escape');

    await pickDate(page, thisYear - 10, 'March', 15);
    await townField(page).fill('Bristol 2');
    await choose(changedQuestion(page), 'Yes');
    await expect(nationalityField(page, 'Your nationality now')).toBeVisible();
    await pressNext(page);

    await expectError(segment(page, 'day'), 'Your age must be between 16 and 110 years');
    await expectError(townField(page), PATTERN_MESSAGE);
    await expectError(nationalityField(page, 'Your nationality now'), 'Please select from the list');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    expect(await summary.getByRole('link').allTextContents()).toEqual([
      'Date of birth: Your age must be between 16 and 110 years',
      `Town or city of birth: ${PATTERN_MESSAGE}`,
      'Your nationality now: Please select from the list',
    ]);
    expect(new URL(page.url()).pathname).toBe(BIRTH_PATH);
    await expectNoAxeViolations(page);

    await pickDate(page, 1988, 'November', 3);
    await townField(page).fill('Saint-Étienne');
    await pickNationality(page, 'Your nationality now', 'Ireland', 'Irish');
    await choose(dualQuestion(page), 'Yes');
    await pickNationality(page, 'Your second nationality', 'Fren', 'French');
    await saveAndGoBack(page);
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    expect(await birthOf(created)).toStrictEqual({
      date_of_birth: '1988-11-03',
      country_of_birth_name: 'United Kingdom',
      town_of_birth: 'Saint-Étienne',
      state_of_birth: null,
      nationality_at_birth_name: 'British',
      is_nationality_changed_since_birth: true,
      new_nationality_name: 'Irish',
      holds_dual_nationality: true,
      second_nationality_name: 'French',
    });

    await page.goto(pageUrl(created, BIRTH_PATH));
    await expect(dateField(page)).toBeVisible();
    expect(await shownDate(page)).toBe('03/11/1988');
    await expect(townField(page)).toHaveValue('Saint-Étienne');
    await expect(nationalityField(page, 'Your nationality now')).toHaveValue('Irish');
    await expect(nationalityField(page, 'Your second nationality')).toHaveValue('French');
    await expect(changedQuestion(page).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('asks a US request only the date of birth', async ({ openPage }) => {
    const created = await invite('us-employment', { state: 'in_progress' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, BIRTH_PATH));

    await expect(dateField(page)).toBeVisible();
    // A US request's dates are month first (docs/decisions/0010): 12 April 1990 reads 4/12/1990.
    await expect(dateField(page).getByRole('spinbutton')).toHaveText(['4', '12', '1990']);
    const form = page.locator('#birth-form');
    await expect(form.getByRole('combobox')).toHaveCount(0);
    await expect(form.getByRole('textbox')).toHaveCount(0);
    await expect(form.getByRole('radiogroup')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pickDate(page, 1985, 'July', 4);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname !== BIRTH_PATH);
    expect(await birthOf(created)).toMatchObject({ date_of_birth: '1985-07-04', country_of_birth_name: null, town_of_birth: null });
    await page.context().close();
  });

  test('asks the state of birth for an ACIC check', async ({ openPage }) => {
    const created = await invite('au-acic', { state: 'in_progress' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, BIRTH_PATH));

    await expect(stateField(page)).toBeVisible();
    await expect(countryField(page)).toHaveValue('Australia');
    await expect(stateField(page)).toHaveValue('VIC');
    await stateField(page).fill('');
    await pressNext(page);
    await expectError(stateField(page), 'Please fill in this field');
    await expectNoAxeViolations(page);

    await stateField(page).fill('Victoria');
    await saveAndGoBack(page);
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    expect(await birthOf(created)).toMatchObject({ country_of_birth_name: 'Australia', town_of_birth: 'Ballarat', state_of_birth: 'Victoria' });
    await page.context().close();
  });
});
