/**
 * The employer step as a candidate of the US scenario meets it on a phone, with axe on the form, its errors and its
 * dialogs. The request counts employment by roles (three employers) and allows personal email:
 * - an employer filled wrongly shows each message on its field with the focus on the first; filled right, Add another
 *   employer saves it and opens the second; the second, a past job, saves and stays with the criteria message; the
 *   tabs name both; removing the second leads back to the first;
 * - the skip dialog saves its reason and notes and leads home;
 * - with three employers saved (ready to submit), Save leads home: the roles are counted.
 * A request counting years (three, looked back over five) draws the timeline above the form:
 * - three employers, two of them overlapping, leave a gap of a year: the timeline merges the overlap with its count
 *   and flags the gap, Save refuses until the gap is explained through its dialog, then leads home, the section done;
 * - the keyboard alone opens the gap dialog, fills it and saves it, and the timeline shows the gap explained.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { yearsBefore } from '../../domain/calendar';
import { addDays } from '../../domain/employers/timeline';
import { candidateToday } from '../../domain/today';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, descriptionOf, expectError, pickCountry } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';

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
  await expect(calendar).toBeHidden();
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

test.describe('the employer step on a phone', () => {
  test('shows each wrong answer on its field, adds a second employer, and removes it again', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('us-employment');
    await fillSectionsBefore(created, 'employers');
    const own = (await readResponse(created.guid, created.user_token)).reference_request.candidate.email;
    const page = await openPage('phone');
    await page.goto(pageUrl(created, ENTRY_PATH));
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/1`);
    await expect(textbox(page, 'Organisation name')).toBeVisible();
    await expect(page.getByText('We need at least 3 employers.')).toBeVisible();
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
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/2`);
    const first = (await readResponse(created.guid, created.user_token)).employers;
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      organization_name: 'Summit Freight Partners',
      is_present: true,
      is_agency: false,
      agency_email: null,
      manager: { email: 'dana.whitfield@gmail.com', full_name: 'Dana Whitfield' },
    });

    await expect(textbox(page, 'Organisation name')).toBeVisible();
    await expect(textbox(page, 'Organisation name')).toHaveValue('');
    await fillEmployer(page, { name: 'Front Range Haulage', title: 'Dispatcher', start: yearsAgo(6), left: yearsAgo(3) });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByText('The minimum employment criteria has not been met, add another employer.')).toBeVisible();
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
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/1`);
    await expect(textbox(page, 'Organisation name')).toHaveValue('Summit Freight Partners');
    expect((await readResponse(created.guid, created.user_token)).employers.map((line) => line.organization_name)).toEqual([
      'Summit Freight Partners',
    ]);
  });

  test('skips the section with a reason and notes, and goes home', async ({ openPage }) => {
    const created = await invite('us-employment');
    await fillSectionsBefore(created, 'employers');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await page.getByRole('button', { name: 'I have no further employment history: skip this section' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip employment history' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await choose(dialog, 'I have no additional employment history');
    await dialog.getByRole('textbox', { name: 'Notes (optional)' }).fill('Recently graduated; this is my first role.');
    await dialog.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    const saved = await readResponse(created.guid, created.user_token);
    expect([saved.employment_check_skip_reason, saved.employment_check_skip_notes]).toEqual([
      'no_additional_employment_history',
      'Recently graduated; this is my first role.',
    ]);
  });

  test('goes home after Save once the request’s three roles are saved', async ({ openPage }) => {
    const created = await invite('us-employment', { state: 'ready_to_submit' });
    const saved = (await readResponse(created.guid, created.user_token)).employers;
    expect(saved).toHaveLength(3);
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/3`));
    await expect(textbox(page, 'Organisation name')).toBeVisible();
    await expect(textbox(page, 'Organisation name')).toHaveValue(saved[2]?.organization_name ?? '');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  });
});

/** Scotland's basic check counts three years of employment and allows personal email. */
const YEARS_SCENARIO = 'gb-scotland-basic';
const today = candidateToday();
const before = (years: number) => yearsBefore(today, years);

const timelineList = (page: Page) => page.getByRole('list', { name: 'Employment timeline' });
/** A period of the timeline by its text; a RegExp matches case-sensitively, so 'Explained' is not 'Unexplained'. */
const period = (page: Page, text: string | RegExp) => timelineList(page).getByRole('listitem').filter({ hasText: text });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Presses Tab until the focused element satisfies `reached`; a bounded walk, so a missing control fails. */
async function tabTo(page: Page, reached: (page: Page) => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await reached(page)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the control');
}

/** Enters each employer through the form: Add another employer between them, Save after the last. */
async function enterEmployers(page: Page, employers: Employer[]): Promise<void> {
  for (const [index, employer] of employers.entries()) {
    await expect(page).toHaveURL((url) => url.pathname === `${ENTRY_PATH}/${index + 1}`);
    await expect(textbox(page, 'Organisation name')).toBeVisible();
    await fillEmployer(page, employer);
    const last = index === employers.length - 1;
    await page.getByRole('button', { name: last ? 'Save' : 'Add another employer', exact: true }).click();
  }
}

test.describe('the employment timeline of a request counting years, on a phone', () => {
  test('merges the overlap, holds Save on the flagged gap until it is explained, then completes', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite(YEARS_SCENARIO);
    await fillSectionsBefore(created, 'employers');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await expect(timelineList(page)).toBeAttached();
    await expectNoAxeViolations(page);

    // Two overlapping jobs from six to two years ago, then a year unemployed, then the present job.
    await enterEmployers(page, [
      { name: 'Firth Hospitality', title: 'Porter', start: before(6), left: before(3) },
      { name: 'Loch Lomond Inns', title: 'Night porter', start: before(4), left: before(2) },
      { name: 'Glen Coe Lodge', title: 'Senior night porter', start: before(1) },
    ]);
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByText('Please fill all employment gaps identified in your employment history.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${ENTRY_PATH}/3`);

    const overlap = period(page, 'Overlapping employments: 2');
    expect(await overlap.textContent()).toContain('Firth Hospitality');
    expect(await overlap.textContent()).toContain('Loch Lomond Inns');
    const gap = period(page, 'Unexplained gap of over one month');
    await expect(gap).toBeVisible();
    const [gapStart, gapEnd] = [addDays(before(2), 1), addDays(before(1), -1)];
    const shown = (day: string) => day.split('-').reverse().join('/');
    expect(await gap.textContent()).toContain(`${shown(gapStart)} to ${shown(gapEnd)}`);
    await expectNoAxeViolations(page);

    await gap.getByRole('button', { name: 'Add gap activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add gap activity' });
    await expect(dialog).toBeVisible();
    await choose(question(dialog, 'Reason'), 'Other');
    await dialog.getByRole('button', { name: 'Save gap activity' }).click();
    const notes = dialog.getByRole('textbox', { name: 'Notes', exact: true });
    await expectError(notes, 'Please fill in this field');
    await expectNoAxeViolations(page);
    await notes.fill('Caring for a relative at home.');
    await dialog.getByRole('button', { name: 'Save gap activity' }).click();
    await expect(dialog).toBeHidden();
    const explained = period(page, /Explained gap/);
    await expect(explained.getByText('Caring for a relative at home.')).toBeVisible();
    expect(await explained.textContent()).toContain('Gap activity: Other');
    const saved = (await readResponse(created.guid, created.user_token)).employment_gaps;
    expect(saved.map((line) => [line.start_date, line.end_date, line.gap_reason, line.additional_notes])).toEqual([
      [gapStart, gapEnd, 'OTHER', 'Caring for a relative at home.'],
    ]);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    const edit = page.getByRole('link', { name: 'Edit Employment history' });
    await expect(edit).toBeVisible();
    expect(await descriptionOf(edit)).toBe('Completed');
    await expectNoAxeViolations(page);
  });

  test('takes the keyboard alone through the gap dialog', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite(YEARS_SCENARIO);
    await fillSectionsBefore(created, 'employers');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await enterEmployers(page, [
      { name: 'Firth Hospitality', title: 'Porter', start: before(6), left: before(2) },
      { name: 'Glen Coe Lodge', title: 'Senior night porter', start: before(1) },
    ]);
    const gap = period(page, 'Unexplained gap of over one month');
    await expect(gap).toBeVisible();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, async () => (await focusedText(page)) === 'Add gap activity');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add gap activity' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    // The dates come filled from the gap; the reason is a radio group, where the arrows move the choice.
    await tabTo(page, () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    const vacation = dialog.getByRole('radio', { name: 'On vacation', exact: true });
    await expect(vacation).toBeChecked();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await page.keyboard.type('Travelling in South America.');
    await tabTo(page, async () => (await focusedText(page)) === 'Save gap activity');
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const explained = period(page, /Explained gap/);
    await expect(explained.getByText('Travelling in South America.')).toBeVisible();
    expect(await explained.textContent()).toContain('Gap activity: On vacation');
    await expectNoAxeViolations(page);
  });
});
