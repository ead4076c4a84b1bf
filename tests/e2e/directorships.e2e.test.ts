/**
 * The directorships section as a candidate of the financial-services scenario meets it on a phone, with axe on the
 * form and its errors. The details step's yes adds the section to the home page; its Start opens entry 1:
 * - Save on the empty form shows "Please fill in this field" with the focus on the first field;
 * - a current directorship is entered, and Add a directorship saves it and opens entry 2;
 * - an ended one is entered, its end date by the keyboard alone: the end day waits, disabled, for the end year and
 *   month; an end month before the start month is refused with the focus on it and the specification's message;
 *   corrected, Save leads home, the section done, and the server holds both lines.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, descriptionOf, expectError, pickCountry } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';

const HOME_PATH = '/candidate-feedback';
const ENTRY_PATH = '/candidate-feedback/directorships/directorships';
/** Two directorships filled through the form, with axe several times, take longer than the default here. */
const LONG_TEST_MS = 180_000;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A select's button is named by its value, then its label. */
const selectButton = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`${label.replace(/[()]/g, '\\$&')}$`) });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** Picks a select's option with a finger: the button, then the option. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await selectButton(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectButton(page, label)).toContainText(option);
}

/** Picks a select's option by the keyboard alone, from the select's button holding the focus: open, type, Enter. */
async function pickByKeyboard(page: Page, button: Locator, option: string): Promise<void> {
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type(option);
  await expect(page.getByRole('option', { name: option, exact: true })).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(button).toContainText(option);
}

interface Organisation {
  name: string;
  title: string;
  type: 'Executive' | 'Non-executive';
  start: [year: string, month: string, day: string];
}

async function fillOrganisation(page: Page, organisation: Organisation): Promise<void> {
  await textbox(page, 'Organisation name').fill(organisation.name);
  await textbox(page, 'Address line 1').fill('14 Harbour Street');
  await textbox(page, 'Town or city').fill('Bristol');
  await textbox(page, 'Postal code').fill('BS1 4ST');
  await pickCountry(page, 'United Kingdom');
  await textbox(page, 'Title').fill(organisation.title);
  await choose(page.getByRole('radiogroup', { name: 'Type of directorship' }), organisation.type);
  const [year, month, day] = organisation.start;
  await pick(page, 'Start year', year);
  await pick(page, 'Start month', month);
  await pick(page, 'Start day', day);
}

test.describe('the directorships section on a phone', () => {
  test('takes a current and an ended directorship, the end date by keyboard, refusing an end before the start', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage('phone');

    // The details step's yes makes the section needed.
    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));
    await choose(page.getByRole('radiogroup', { name: 'Have you ever been a director of a company?' }), 'Yes');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    await page.getByRole('button', { name: 'Start Directorships' }).or(page.getByRole('link', { name: 'Start Directorships' })).click();
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/1`);

    // An empty save: each message on its field, the focus on the first.
    const form = page.getByRole('form', { name: 'Directorship 1' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectError(textbox(page, 'Organisation name'), 'Please fill in this field');
    await expect.poll(() => focusedId(page)).toBe('organisation_name');
    await expectError(page.getByRole('radiogroup', { name: 'Are you still a director of this organisation?' }), 'Select yes or no');
    await expectNoAxeViolations(page);

    // A current directorship: no end date is asked.
    await fillOrganisation(page, { name: 'Harbour Street Holdings Ltd', title: 'Director', type: 'Executive', start: ['2019', 'January', '7'] });
    await choose(page.getByRole('radiogroup', { name: 'Are you still a director of this organisation?' }), 'Yes');
    await expect(selectButton(page, 'End year')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add a directorship' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/2`);
    await expect(page.getByRole('form', { name: 'Directorship 2' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harbour Street Holdings Ltd' })).toHaveCount(1);

    // An ended one, its end by the keyboard alone.
    await fillOrganisation(page, { name: 'Quayside Trust', title: 'Trustee', type: 'Non-executive', start: ['2016', 'April', '12'] });
    await choose(page.getByRole('radiogroup', { name: 'Are you still a director of this organisation?' }), 'No');
    const endYear = selectButton(page, 'End year');
    const endMonth = selectButton(page, 'End month');
    const endDay = selectButton(page, 'End day (optional)');
    await expect(endDay).toBeDisabled();
    await page.keyboard.press('Tab');
    await pickByKeyboard(page, endYear, '2016');
    await expect(endDay).toBeDisabled();
    await page.keyboard.press('Tab');
    await pickByKeyboard(page, endMonth, 'March');
    expect(await endDay.isDisabled()).toBe(false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => descriptionOf(endMonth)).toContain('End month cannot be less than start month');
    await expect.poll(() => focusedId(page)).toBe('end_month');
    await expectNoAxeViolations(page);

    // The focus is on the end month: the keyboard corrects it and picks the day.
    await pickByKeyboard(page, endMonth, 'September');
    await page.keyboard.press('Tab');
    await pickByKeyboard(page, endDay, '30');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);

    const lines = (await readResponse(created.guid, created.user_token)).directorships;
    expect(lines.map((line) => [line.organisation_name, line.directorship_type, line.is_director])).toStrictEqual([
      ['Harbour Street Holdings Ltd', 'executive', true],
      ['Quayside Trust', 'non_executive', false],
    ]);
    expect(lines[0]).toMatchObject({ start_year: 2019, start_month: 1, start_day: 7, end_year: null, end_month: null, end_day: null });
    expect(lines[1]).toMatchObject({ start_year: 2016, start_month: 4, start_day: 12, end_year: 2016, end_month: 9, end_day: 30 });
    await expect(page.getByRole('button', { name: 'Edit Directorships' }).or(page.getByRole('link', { name: 'Edit Directorships' }))).toBeVisible();
  });
});
