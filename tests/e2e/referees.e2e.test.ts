/**
 * The referees section as candidates meet it on a phone, with axe on the summary, the form and its errors:
 * - gb-financial-services asks for two questionnaires (two regulatory referees, one character referee): the summary
 *   shows a card each with Start; an empty referee shows each message on its field with the focus on the first; the
 *   candidate's own address, a personal address and a referee already nominated are refused with the specification's
 *   words; Next leads to the second referee, then back to the summary (Edit), and the character referee, given by
 *   phone without an email, completes the section: Next leads home, the section done;
 * - gb-dbs-enhanced and au-acic each ask two referees of one questionnaire, with only its relationships offered.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, expectError, focusAndSettle } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const SUMMARY_PATH = '/candidate-feedback/reference/reference';
const HOME_PATH = '/candidate-feedback';
/** Three referees filled, with axe several times, take longer than the default on a busy machine. */
const LONG_TEST_MS = 180_000;

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const form = (page: Page) => page.locator('#referee-form');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

interface Referee {
  first: string;
  last: string;
  relationship: string;
  email?: string;
  /** A UK number, given when the email is not known. */
  phone?: string;
}

async function pickPhoneCountry(page: Page, option: string): Promise<void> {
  const code = page.getByRole('combobox', { name: 'Country code' });
  // A phone scrolls the focused field into view a moment later, and a scroll closes an open list.
  await focusAndSettle(page, code);
  await code.fill(option);
  // By keyboard, as the only option left: the list is still settling under the pointer while it filters.
  await expect.poll(() => page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([expect.stringContaining(option)]);
  await code.press('ArrowDown');
  await code.press('Enter');
  await expect(code).toHaveValue(option);
}

/** Fills every answer of a referee. */
async function fillReferee(page: Page, referee: Referee): Promise<void> {
  await textbox(page, "Referee's first name").fill(referee.first);
  await textbox(page, "Referee's last name").fill(referee.last);
  await choose(page.getByRole('group', { name: 'How do you know the referee?' }), referee.relationship);
  await textbox(page, 'Organisation').fill('Harbour Street Consulting');
  await choose(page.getByRole('radiogroup', { name: 'How long have you known the referee?' }), '3 - 5 years');
  if (referee.email) await textbox(page, "Referee's email address").fill(referee.email);
  else await choose(form(page), "I don't know the referee email address");
  if (referee.phone) {
    await pickPhoneCountry(page, 'United Kingdom');
    await textbox(page, 'Phone number').fill(referee.phone);
  }
  const consent = page.getByRole('checkbox', { name: 'I agree that this referee may be contacted now' });
  if (!(await consent.isChecked())) await choose(form(page), 'I agree that this referee may be contacted now (required)');
}

const waitForPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

test.describe('the referees section on a phone', () => {
  test('takes two questionnaires of a financial services request, refusing wrong answers with their messages', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-financial-services');
    await fillSectionsBefore(created, 'reference');
    const own = (await readResponse(created.guid, created.user_token)).reference_request.candidate.email;
    const page = await openPage('phone');
    await page.goto(pageUrl(created, SUMMARY_PATH));
    const regulatory = card(page, 'Regulatory reference (SYSC 22)');
    await expect(regulatory).toBeVisible();
    await expect(regulatory.getByText('Give the compliance or HR contact of each regulated firm')).toBeVisible();
    await expect(regulatory.getByText('0 of 2 referees given (0%)')).toBeVisible();
    await expect(card(page, 'Character reference').getByRole('link', { name: 'Start' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await regulatory.getByRole('link', { name: 'Start' }).click();
    await waitForPath(page, `${SUMMARY_PATH}/1`);
    expect(new URL(page.url()).searchParams.get('questionnaire')).toBe('fca-regulatory-reference');
    const relationship = page.getByRole('group', { name: 'How do you know the referee?' });
    await expect(relationship).toBeVisible();
    expect(await relationship.locator('label').allTextContents()).toEqual(['Current manager or supervisor', 'Previous manager or supervisor']);

    // Wrong: nothing but the candidate's own address.
    await textbox(page, "Referee's email address").fill(own.toUpperCase());
    await next(page);
    await expectError(textbox(page, "Referee's first name"), 'Please fill in this field');
    await expectError(textbox(page, "Referee's email address"), 'Referee email address should be different from your own email address.');
    const consent = page.getByRole('checkbox', { name: 'I agree that this referee may be contacted now' });
    await expectError(
      consent,
      'If you do not want this referee to be contacted now, delete their details and give another referee who can be contacted.',
    );
    await expect.poll(() => focusedId(page)).toBe('manager.first_name');
    await expectNoAxeViolations(page);

    // A personal address, where this request asks for work addresses only.
    await fillReferee(page, { first: 'Margaret', last: 'Osei', relationship: 'Current manager or supervisor', email: 'margaret.osei@gmail.com' });
    await next(page);
    await expectError(textbox(page, "Referee's email address"), 'Referee email address must be a business email address');
    await textbox(page, "Referee's email address").fill('margaret.osei@northfield-capital.example');
    await next(page);
    await waitForPath(page, `${SUMMARY_PATH}/2`);

    // The same person again.
    await expect(textbox(page, "Referee's first name")).toBeVisible();
    await expect(textbox(page, "Referee's first name")).toHaveValue('');
    await fillReferee(page, { first: 'Thomas', last: 'Lindqvist', relationship: 'Previous manager or supervisor', email: 'Margaret.Osei@northfield-capital.example' });
    await next(page);
    await expectError(textbox(page, "Referee's email address"), 'You have already nominated this referee.');
    await expect.poll(() => focusedId(page)).toBe('manager.email');
    await textbox(page, "Referee's email address").fill('thomas.lindqvist@fjord-asset.example');
    await next(page);
    await waitForPath(page, SUMMARY_PATH);

    await expect(regulatory.getByRole('link', { name: 'Edit' })).toBeVisible();
    await card(page, 'Character reference').getByRole('link', { name: 'Start' }).click();
    await waitForPath(page, `${SUMMARY_PATH}/1`);
    await expect(textbox(page, "Referee's first name")).toBeVisible();
    // Without an email the phone is asked.
    await fillReferee(page, { first: 'Aisha', last: 'Rahman', relationship: 'Mentor or project lead' });
    await next(page);
    await expectError(textbox(page, 'Phone number'), 'Please fill in this field');
    await pickPhoneCountry(page, 'United Kingdom');
    await textbox(page, 'Phone number').fill('020 7946 0958');
    await next(page);
    await waitForPath(page, SUMMARY_PATH);

    await page.getByRole('link', { name: 'Next', exact: true }).click();
    await waitForPath(page, HOME_PATH);
    const saved = (await readResponse(created.guid, created.user_token)).references;
    expect(saved.map((line) => [line.questionnaire, line.manager.full_name, line.manager.email, line.manager.contact_number])).toEqual([
      ['fca-regulatory-reference', 'Margaret Osei', 'margaret.osei@northfield-capital.example', null],
      ['fca-regulatory-reference', 'Thomas Lindqvist', 'thomas.lindqvist@fjord-asset.example', null],
      ['character-reference', 'Aisha Rahman', null, '02079460958'],
    ]);
  });

  for (const [scenario, questionnaire, relationship] of [
    ['gb-dbs-enhanced', 'Employment reference', 'Colleague'],
    ['au-acic', 'Work reference', 'Tertiary education professor'],
  ] as const) {
    test(`takes the two referees of ${scenario}`, async ({ openPage }) => {
      test.setTimeout(LONG_TEST_MS);
      const created = await invite(scenario);
      await fillSectionsBefore(created, 'reference');
      const page = await openPage('phone');
      await page.goto(pageUrl(created, SUMMARY_PATH));
      await card(page, questionnaire).getByRole('link', { name: 'Start' }).click();
      await waitForPath(page, `${SUMMARY_PATH}/1`);
      await expect(textbox(page, "Referee's first name")).toBeVisible();
      await fillReferee(page, { first: 'Daniel', last: 'Moreau', relationship, email: 'daniel.moreau@care-partners.example' });
      await expectNoAxeViolations(page);
      await next(page);
      await waitForPath(page, `${SUMMARY_PATH}/2`);
      await expect(textbox(page, "Referee's first name")).toBeVisible();
      await fillReferee(page, {
        first: 'Grace',
        last: 'Shaw',
        relationship: 'Current manager or supervisor',
        email: 'grace.shaw@care-partners.example',
        phone: '020 7946 0456',
      });
      await next(page);
      await waitForPath(page, SUMMARY_PATH);
      await expect(card(page, questionnaire).getByText('2 of 2 referees given (100%)')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Next', exact: true }).click();
      await waitForPath(page, HOME_PATH);
      expect((await readResponse(created.guid, created.user_token)).references).toHaveLength(2);
    });
  }
});
