/**
 * The name, previous names and social media steps as candidates of the sample scenarios meet them, in Chromium on
 * a phone and a desktop: each form filled wrongly shows every message on its field, is fixed and saved, and shows
 * the saved answers on the way back. Axe runs on each state.
 */
import type { Locator, Page } from '@playwright/test';
import { server } from './support/server';
import { describeEach, expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, descriptionOf, expectError } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';

const HOME_PATH = '/candidate-feedback';
const REQUIRED = 'Please fill in this field';

/** The candidate's own save, as a step page sends it (spec 000 §7: previous names go to the name's path). */
async function postName(created: CreatedRequest, body: unknown): Promise<void> {
  const { guid: responseGuid } = await readResponse(created.guid, created.user_token);
  const answer = await fetch(`${server('baseUrl')}/api/oneform/${created.guid}/${responseGuid}/details/name/`, {
    method: 'POST',
    headers: { Authorization: `Token ${created.user_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

/** A select's error describes the button that opens its list. */
async function expectSelectError(button: Locator, message: string): Promise<void> {
  await expect.poll(() => descriptionOf(button)).toContain(message);
}

const selectButton = (scope: Locator | Page, label: string) => scope.getByRole('button', { name: new RegExp(`${label}$`) });

async function pick(scope: Locator | Page, page: Page, label: string, option: string): Promise<void> {
  await selectButton(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectButton(scope, label)).toContainText(option);
}

async function optionsOf(page: Page, label: string): Promise<string[]> {
  await selectButton(page, label).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  return names;
}

/** Types a date into a segmented field, one segment at a time. */
async function typeDate(group: Locator, day: string, month: string, year: string): Promise<void> {
  // The year first: with day and month there, the year's first digit would complete a date in the year 1.
  for (const [name, value] of [['year', year], ['month', month], ['day', day]] as const) {
    await group.getByRole('spinbutton', { name: new RegExp(`^${name}`) }).click();
    await group.page().keyboard.type(value);
  }
  await expect(group.getByRole('spinbutton')).toHaveText([day, month, year]);
}

const textbox = (scope: Locator | Page, name: string) => scope.getByRole('textbox', { name, exact: true });
const saveAndGoBack = async (page: Page) => {
  await page.getByRole('button', { name: 'Save and Go back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

/** Each journey runs axe several times on a shared two-core machine. */
const JOURNEY_MS = 150_000;

describeEach(['phone', 'desktop'] as const, 'the name step on a %s', (viewport) => {
  test('refuses an incomplete name for a UK DBS check, saves the fixed one and shows it again', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-dbs-enhanced');
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    const first = textbox(page, 'First name');
    await expect(first).toBeVisible();
    await expect(first).toHaveValue('Olivia');
    await expect(first).toHaveAttribute('autocomplete', 'given-name');
    await expectNoAxeViolations(page);
    // A UK criminal record application takes no "other" title (spec 000 §5).
    expect(await optionsOf(page, 'Title')).toEqual(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr', 'Prof']);

    await first.fill('');
    // A name pasted with a right-to-left override shows otherwise than it would be stored.
    const last = textbox(page, 'Last name');
    await last.fill('\u202eBennett');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectSelectError(selectButton(page, 'Title'), 'Select your title');
    await expectError(first, REQUIRED);
    await expectError(textbox(page, 'Middle names'), REQUIRED);
    await expectError(last, 'Please remove the hidden control characters from this field');
    await expectSelectError(selectButton(page, 'Gender'), 'Select your gender');
    await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveCount(5);
    await expectNoAxeViolations(page);

    await pick(page, page, 'Title', 'Ms');
    await first.fill('Olivia');
    await last.fill('Bennett');
    await choose(page.locator('form'), 'I do not have a middle name');
    await expect(textbox(page, 'Middle names')).toBeDisabled();
    await textbox(page, 'Your full name in your native language (optional)').fill('Olivia Bennett');
    await pick(page, page, 'Gender', 'Female (F)');
    await saveAndGoBack(page);

    const saved = (await readResponse(created.guid, created.user_token)).candidate_details[0];
    expect(saved).toMatchObject({
      salutation: 'ms',
      first_name: 'Olivia',
      middle_name: null,
      last_name: 'Bennett',
      full_name: 'Olivia Bennett',
      asian_name: 'Olivia Bennett',
      gender: 'female',
      is_completed: true,
    });

    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    await expect(first).toBeVisible();
    await expect(first).toHaveValue('Olivia');
    await expect(page.getByRole('checkbox', { name: 'I do not have a middle name' })).toBeChecked();
    expect(await selectButton(page, 'Title').textContent()).toContain('Ms');
    expect(await selectButton(page, 'Gender').textContent()).toContain('Female (F)');
    await expectNoAxeViolations(page);
  });

  test('asks both parents’ full names in Brazil', async ({ openPage }) => {

    test.setTimeout(JOURNEY_MS);
    const created = await invite('br-family-names');
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    const father = textbox(page, 'Your father’s full name');
    const mother = textbox(page, 'Your mother’s full name');
    await expect(father).toBeVisible();
    await pick(page, page, 'Title', 'Ms');
    await choose(page.locator('form'), 'I do not have a middle name');
    await pick(page, page, 'Gender', 'Female (F)');
    await father.fill('x'.repeat(256));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectError(father, 'Ensure this field has no more than 255 characters.');
    await expectError(mother, REQUIRED);
    await expectNoAxeViolations(page);

    await father.fill('Paulo Ribeiro');
    await mother.fill('Ana Costa');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback/details/birth');
    expect((await readResponse(created.guid, created.user_token)).candidate_details[0]).toMatchObject({
      fathers_full_name: 'Paulo Ribeiro',
      mothers_full_name: 'Ana Costa',
      mothers_maiden_name: null,
    });

    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    await expect(father).toBeVisible();
    await expect(father).toHaveValue('Paulo Ribeiro');
    await expect(mother).toHaveValue('Ana Costa');
  });

  test('asks the mother’s maiden name for Disclosure Scotland', async ({ openPage }) => {

    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-scotland-basic', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    const maiden = textbox(page, 'Your mother’s maiden name');
    await expect(maiden).toBeVisible();
    await expect(maiden).toHaveValue('Campbell');
    await expect(page.getByRole('textbox', { name: 'Your father’s full name' })).toHaveCount(0);

    await maiden.fill('M'.repeat(61));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectError(maiden, 'Ensure this field has no more than 60 characters.');
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback/details/name');
    await expectNoAxeViolations(page);

    await maiden.fill('Sinclair');
    await saveAndGoBack(page);
    expect((await readResponse(created.guid, created.user_token)).candidate_details[0]?.mothers_maiden_name).toBe('Sinclair');
  });
});

describeEach(['phone', 'desktop'] as const, 'the previous names step on a %s', (viewport) => {
  test('shows every message of a wrong record on its field, saves the fixed one and shows it again', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    // Name and birth saved (born 12/04/1990); a rescreening DBS asks for previous names.
    const created = await invite('gb-rescreening', { state: 'in_progress' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/previous_name'));
    const question = page.getByRole('radiogroup', { name: 'Have you ever been known by another name?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    expect(await question.textContent()).toContain('Select yes or no');

    await choose(question, 'Yes');
    const record = page.getByRole('region', { name: 'Previous name 1' });
    await expect(record).toBeVisible();
    await textbox(record, 'First name').fill('N/A');
    await textbox(record, 'Last name').fill('-');
    await typeDate(record.getByRole('group', { name: 'Used from' }), '01', '01', '1980');
    await typeDate(record.getByRole('group', { name: 'Used until' }), '31', '12', '1979');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectError(textbox(record, 'First name'), 'Please add your previous first name, even if one is the same as your current name.');
    await expectError(textbox(record, 'Middle names'), 'If you do not have a previous middle name, tick the box below.');
    await expectError(textbox(record, 'Last name'), 'Please add your previous last name, even if one is the same as your current name.');
    const type = record.getByRole('radiogroup', { name: 'What kind of name is it?' });
    await expect(type).toHaveAttribute('aria-invalid', 'true');
    expect(await type.textContent()).toContain('Select what kind of name it is');
    await expect(record.getByText('Should be greater or equal to date of birth')).toHaveCount(1);
    await expect(record.getByText('The end date cannot be before the start date')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await textbox(record, 'First name').fill('Hannah');
    await choose(record, 'This name had no middle name');
    await textbox(record, 'Last name').fill('Morgan');
    await choose(type, 'Maiden name');
    await typeDate(record.getByRole('group', { name: 'Used from' }), '12', '04', '1990');
    await typeDate(record.getByRole('group', { name: 'Used until' }), '20', '06', '2015');
    await saveAndGoBack(page);

    const saved = (await readResponse(created.guid, created.user_token)).candidate_details[0];
    expect(saved?.is_any_other_names).toBe(true);
    expect(saved?.previous_names).toStrictEqual([
      {
        first_name: 'Hannah',
        middle_name: '',
        last_name: 'Morgan',
        full_name: 'Hannah Morgan',
        type: 'maiden_name',
        used_from: '1990-04-12',
        used_to: '2015-06-20',
      },
    ]);

    await page.goto(pageUrl(created, '/candidate-feedback/details/previous_name'));
    await expect(record).toBeVisible();
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(textbox(record, 'Last name')).toHaveValue('Morgan');
    await expect(record.getByRole('checkbox', { name: 'This name had no middle name' })).toBeChecked();
    await expect(type.getByRole('radio', { name: 'Maiden name' })).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

describeEach(['phone', 'desktop'] as const, 'the social media step on a %s', (viewport) => {
  test('refuses a wrong address and repeated accounts, saves the fixed list and shows it again', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    // The rescreening scenario asks for social media; its steps before it are saved here.
    const created = await invite('gb-rescreening', { state: 'in_progress' });
    await postName(created, { is_any_other_names: false });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/social_media'));
    const question = page.getByRole('radiogroup', { name: 'Do you have any social media accounts?' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);

    await choose(question, 'Yes');
    const record = (number: number) => page.getByRole('region', { name: `Account ${number}` });
    const address = (number: number) => textbox(record(number), 'Address of your profile');
    await expect(record(1)).toBeVisible();
    await pick(record(1), page, 'Platform', 'LinkedIn');
    await address(1).fill('linkedin.com/in/hannah-whitfield');
    await page.getByRole('button', { name: 'Add another account' }).click();
    await pick(record(2), page, 'Platform', 'LinkedIn');
    await address(2).fill('https://www.linkedin.com/in/hannah');
    await page.getByRole('button', { name: 'Add another account' }).click();
    await pick(record(3), page, 'Platform', 'Instagram');
    await address(3).fill('https://www.linkedin.com/in/hannah/');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectError(address(1), 'Please enter the full address of the account, starting with https://');
    await expectSelectError(selectButton(record(2), 'Platform'), 'You have already used this account type');
    await expectError(address(3), 'You have already used this account url');
    await expectNoAxeViolations(page);

    await address(1).fill('https://www.linkedin.com/in/hannah-whitfield');
    await pick(record(2), page, 'Platform', 'Facebook');
    await address(2).fill('https://www.facebook.com/hannah.whitfield');
    await page.getByRole('button', { name: 'Remove account 3' }).click();
    await saveAndGoBack(page);

    const saved = (await readResponse(created.guid, created.user_token)).candidate_details[0];
    expect(saved?.dont_have_social_media).toBe(false);
    expect(saved?.social_media).toStrictEqual([
      { social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/hannah-whitfield' },
      { social_media_platform: 'facebook', social_media_account: 'https://www.facebook.com/hannah.whitfield' },
    ]);

    await page.goto(pageUrl(created, '/candidate-feedback/details/social_media'));
    await expect(record(2)).toBeVisible();
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(address(1)).toHaveValue('https://www.linkedin.com/in/hannah-whitfield');
    expect(await selectButton(record(2), 'Platform').textContent()).toContain('Facebook');
    await expectNoAxeViolations(page);
  });
});
