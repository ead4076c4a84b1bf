/**
 * The employer step as a candidate of the US scenario meets it on a phone, with axe on the form, its errors and its
 * dialogs. The request counts employment by roles (three employers) and allows personal email:
 * - an employer filled wrongly shows each message on its field with the focus on the first; filled right, Add another
 *   employer saves it and opens the second; the second, a past job, saves and stays with the criteria message; the
 *   tabs name both; removing the second leads back to the first;
 * - the skip dialog saves its reason and notes and leads home;
 * - with three employers saved (ready to submit), Save leads home: the roles are counted.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, expectError, focusAndSettle } from './support/forms';
import { invite } from './support/invite';
import { chromiumForFile, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

const ENTRY_PATH = '/candidate-feedback/employers/employers';
const HOME_PATH = '/candidate-feedback';
/** A whole employer filled twice, with axe several times, takes longer than the default on a busy machine. */
const LONG_TEST_MS = 180_000;

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const question = (scope: Page | Locator, name: string) => scope.getByRole('radiogroup', { name, exact: true });
const dateGroup = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label, exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** Picks a yyyy-MM-dd date in the field's calendar: the year and month lists, then the day. */
async function pickDate(page: Page, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await dateGroup(page, label).getByRole('button', { name: 'Choose a date from a calendar' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await calendar.locator('[role=gridcell] [role=button]:not([data-outside-month])').getByText(String(date), { exact: true }).click();
  await calendar.waitFor({ state: 'hidden' });
}

/** Picks a country by typing its name; the list shows once React Aria has placed it. */
async function pickCountry(page: Page, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: 'Country' });
  await focusAndSettle(page, input);
  await input.fill(option);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect.poll(() => choice.evaluate((element) => getComputedStyle(element.closest('[data-trigger]')!).opacity)).toBe('1');
  await choice.click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

const yearsAgo = (years: number) => {
  const day = new Date();
  day.setFullYear(day.getFullYear() - years, 0, 15);
  return day.toISOString().slice(0, 10);
};

interface Employer {
  name: string;
  title: string;
  start: string;
  /** The leaving date of a past job; a present one has none. */
  left?: string;
}

/** Fills every required answer of an employer, HR contact included. */
async function fillEmployer(page: Page, employer: Employer): Promise<void> {
  await textbox(page, 'Organisation name').fill(employer.name);
  await textbox(page, 'Address').fill('2200 Market Street, Denver, CO 80205');
  await pickCountry(page, 'Australia');
  await pickDate(page, 'Start date', employer.start);
  await textbox(page, 'Job title').fill(employer.title);
  await textbox(page, 'Job title of the person you reported to').fill('Director of operations');
  await choose(question(page, 'Type of employment'), 'Full-time');
  if (employer.left) {
    await choose(question(page, 'Is this your current employer?'), 'No');
    await pickDate(page, 'Leaving date', employer.left);
    await page.getByRole('button', { name: /Reason for leaving/ }).click();
    await page.getByRole('option', { name: 'Another job', exact: true }).click();
  } else {
    await choose(question(page, 'Is this your current employer?'), 'Yes');
  }
  await choose(question(page, 'Do you have an employee ID?'), 'No');
  await choose(question(page, 'Were you employed through an agency?'), 'No');
  await textbox(page, "HR or Line Manager's full name").fill('Dana Whitfield');
  await textbox(page, "HR or Line Manager's email address").fill('dana.whitfield@gmail.com');
  await choose(question(page, 'Can we contact this employer now?'), 'Yes');
}

describe('the employer step on a phone', () => {
  it('shows each wrong answer on its field, adds a second employer, and removes it again', async () => {
    const created = await invite('us-employment');
    const own = (await readResponse(created.guid, created.user_token)).reference_request.candidate.email;
    const page = await openPage('phone');
    await page.goto(pageUrl(created, ENTRY_PATH));
    await page.waitForURL((url) => url.pathname === `${ENTRY_PATH}/1`);
    await textbox(page, 'Organisation name').waitFor();
    expect(await page.getByText('We need at least 3 employers.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Wrong: no name, the agency's and the HR contact's email the candidate's own.
    await choose(question(page, 'Were you employed through an agency?'), 'Yes');
    await textbox(page, 'Agency email address').fill(own.toUpperCase());
    await textbox(page, "HR or Line Manager's email address").fill(own);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expectError(textbox(page, 'Organisation name'), 'Please fill in this field');
    await expectError(textbox(page, 'Agency email address'), 'Agency email address should be different from your own email address.');
    await expectError(
      textbox(page, "HR or Line Manager's email address"),
      'HR email address should be different from your own email address.',
    );
    await expect.poll(() => focusedId(page)).toBe('organization_name');
    expect(new URL(page.url()).pathname).toBe(`${ENTRY_PATH}/1`);
    await expectNoAxeViolations(page);

    // Right: a present job, through no agency, and a personal HR address, which this request allows.
    await choose(question(page, 'Were you employed through an agency?'), 'No');
    await fillEmployer(page, { name: 'Summit Freight Partners', title: 'Regional operations lead', start: yearsAgo(2) });
    await page.getByRole('button', { name: 'Add another employer' }).click();
    await page.waitForURL((url) => url.pathname === `${ENTRY_PATH}/2`);
    const first = (await readResponse(created.guid, created.user_token)).employers;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      organization_name: 'Summit Freight Partners',
      is_present: true,
      is_agency: false,
      agency_email: null,
      manager: { email: 'dana.whitfield@gmail.com', full_name: 'Dana Whitfield' },
    });

    await textbox(page, 'Organisation name').waitFor();
    expect(await textbox(page, 'Organisation name').inputValue()).toBe('');
    await fillEmployer(page, { name: 'Front Range Haulage', title: 'Dispatcher', start: yearsAgo(6), left: yearsAgo(3) });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await summary.getByText('The minimum employment criteria has not been met, add another employer.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`${ENTRY_PATH}/2`);
    const tabs = page.getByRole('navigation', { name: 'Your employers' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual(['Summit Freight Partners', 'Front Range Haulage', 'New employer']);
    const second = (await readResponse(created.guid, created.user_token)).employers;
    expect(second.map((line) => [line.organization_name, line.reason_for_leaving])).toEqual([
      ['Summit Freight Partners', null],
      ['Front Range Haulage', 'another_job'],
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove employer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove employer' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${ENTRY_PATH}/1`);
    expect(await textbox(page, 'Organisation name').inputValue()).toBe('Summit Freight Partners');
    expect((await readResponse(created.guid, created.user_token)).employers.map((line) => line.organization_name)).toEqual([
      'Summit Freight Partners',
    ]);
  }, LONG_TEST_MS);

  it('skips the section with a reason and notes, and goes home', async () => {
    const created = await invite('us-employment');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await page.getByRole('button', { name: 'I have no further employment history: skip this section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip employment history' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await choose(dialog, 'I have no additional employment history');
    await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('Recently graduated; this is my first role.');
    await dialog.getByRole('button', { name: 'Skip', exact: true }).click();
    await page.waitForURL((url) => url.pathname === HOME_PATH);
    const saved = await readResponse(created.guid, created.user_token);
    expect([saved.employment_check_skip_reason, saved.employment_check_skip_notes]).toEqual([
      'no_additional_employment_history',
      'Recently graduated; this is my first role.',
    ]);
  });

  it('goes home after Save once the request’s three roles are saved', async () => {
    const created = await invite('us-employment', { state: 'ready_to_submit' });
    const saved = (await readResponse(created.guid, created.user_token)).employers;
    expect(saved).toHaveLength(3);
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/3`));
    await textbox(page, 'Organisation name').waitFor();
    expect(await textbox(page, 'Organisation name').inputValue()).toBe(saved[2]?.organization_name);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === HOME_PATH);
  });
});
