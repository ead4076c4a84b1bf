/**
 * The identity documents step as candidates of four countries meet it, with axe on the step and on its errors:
 * - an English DBS candidate of Indian nationality (on a phone): the passport, the National Insurance number,
 *   convictions, and the share code an Indian passport calls for;
 * - an Australian ACIC candidate: the passport type, the licence's state and agency from their lists, the
 *   firearms licence and citizenship (the different-name question is the community confirmation page's);
 * - a New Zealand police vetting candidate (on a phone): the licence with a free-text region, and citizenship;
 * - a US candidate, by keyboard alone: the social security number in its format.
 * Each fills the step wrongly, sees each message on its field, fixes it, saves, and finds the answers again.
 * Requests come in progress (docs/decisions/0002-sandbox-states.md); the steps before this one are saved by API.
 */
import type { Locator, Page } from '@playwright/test';
import { server } from './support/server';
import { expect, type OpenPage, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { IdDocumentDetails } from '../../domain/reference-response';
import { expectNoAxeViolations, type ViewportName } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, descriptionOf, pickCountry } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';

const ID_PATH = '/candidate-feedback/details/id';
const HOME_PATH = '/candidate-feedback';
const THIS_YEAR = new Date().getFullYear();
/** Each journey runs axe three times on a shared two-core machine. */
const JOURNEY_MS = 120_000;

async function openStep(openPage: OpenPage, created: CreatedRequest, viewport: ViewportName): Promise<Page> {
  const page = await openPage(viewport);
  await page.goto(pageUrl(created, ID_PATH));
  await expect(question(page, 'Do you have a current passport?')).toBeVisible();
  return page;
}

const authorization = (created: CreatedRequest) => ({ Authorization: `Token ${created.user_token}` });

/** The id of a country or nationality by its ISO code, from the lists the forms pick from. */
async function listId(created: CreatedRequest, path: string, code: string): Promise<number> {
  const answer = await fetch(`${server('baseUrl')}/api${path}`, { headers: authorization(created) });
  const rows = (await answer.json()) as { id: number; short_name: string }[];
  return rows.find((row) => row.short_name === code)!.id;
}

/** The candidate's own save of an earlier step, as its page sends it. */
async function saveStep(created: CreatedRequest, path: string, body: unknown): Promise<void> {
  const { guid: responseGuid } = await readResponse(created.guid, created.user_token);
  const answer = await fetch(`${server('baseUrl')}/api/oneform/${created.guid}/${responseGuid}/details/${path}/`, {
    method: 'POST',
    headers: { ...authorization(created), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status).toBe(200);
}

const savedId = async (created: CreatedRequest) =>
  (await readResponse(created.guid, created.user_token)).candidate_id_document_details as IdDocumentDetails;

const question = (scope: Page | Locator, name: string) => scope.getByRole('radiogroup', { name });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const selectButton = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: new RegExp(`${label}$`) });
const daySegment = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: /^day/ });

async function expectError(control: Locator, message: string): Promise<void> {
  await expect.poll(() => descriptionOf(control)).toContain(message);
}

/** A radio group's error is its own text, shown inside the group. */
async function expectGroupError(radios: Locator, message: string): Promise<void> {
  await expect(radios).toContainText(message);
}

async function answer(scope: Page | Locator, name: string, option: string): Promise<void> {
  await choose(question(scope, name), option);
}

const pageOf = (scope: Page | Locator): Page => ('keyboard' in scope ? scope : scope.page());

async function pick(scope: Page | Locator, label: string, option: string): Promise<void> {
  await selectButton(scope, label).click();
  await pageOf(scope).getByRole('option', { name: option, exact: true }).click();
  await expect(selectButton(scope, label)).toContainText(option);
}

/** Types a date into a segmented field, the year first (see details-name.e2e.test.ts). */
async function typeDate(scope: Page | Locator, label: string, day: string, month: string, year: number): Promise<void> {
  const field = scope.getByRole('group', { name: label, exact: true });
  for (const [name, value] of [['year', String(year)], ['month', month], ['day', day]] as const) {
    await field.getByRole('spinbutton', { name: new RegExp(`^${name}`) }).click();
    await pageOf(field).keyboard.type(value);
  }
  await expect(field.getByRole('spinbutton')).toHaveText([day, month, String(year)]);
}

const summaryMessages = (page: Page) => page.getByRole('region', { name: 'There is a problem' }).getByRole('link').allTextContents();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id);
const holdsFocus = (control: Locator) => control.evaluate((element) => element.contains(document.activeElement));

async function saveAndGoBack(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save and Go back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
}

test.describe('the identity documents step', () => {
  test('asks an Indian candidate of a UK DBS check for a share code, on a phone', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-dbs-enhanced', { state: 'in_progress' });
    await saveStep(created, 'name', { is_any_other_names: false });
    await saveStep(created, 'birth', {
      date_of_birth: '1990-04-12',
      country_of_birth: await listId(created, '/countries/', 'IN'),
      town_of_birth: 'Pune',
      nationality_at_birth: await listId(created, '/nationality/', 'IN'),
      is_nationality_changed_since_birth: false,
      holds_dual_nationality: false,
    });
    const page = await openStep(openPage, created, 'phone');
    await expect(group(page, 'Right to work in the UK')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const passport = group(page, 'Passport');
    await answer(page, 'Do you have a current passport?', 'Yes');
    await textbox(passport, 'Passport number').fill('Z8812345');
    await pickCountry(passport, 'India', { label: 'Country that issued the passport' });
    await typeDate(passport, 'Date of issue', '01', '03', THIS_YEAR + 1);
    await typeDate(passport, 'Expiry date', '01', '03', THIS_YEAR - 1);
    const rightToWork = group(page, 'Right to work in the UK');
    await answer(rightToWork, 'Do you have a share code to prove your right to work?', 'Yes');
    await textbox(rightToWork, 'Share code').fill('W12 345');
    await answer(page, 'Do you have a national identity number?', 'Yes');
    await pick(page, 'Type of number', 'Other');
    await page.getByRole('button', { name: 'Next' }).click();

    expect(await summaryMessages(page)).toEqual([
      'Date of issue: The date cannot be in the future',
      'Expiry date: The expiry date must be after the issue date',
      'Share code: Please enter valid sharecode',
      'What kind of number is it, and who issued it?: Please fill in this field',
      'Number: Please fill in this field',
      'Do you have any criminal convictions?: Select yes or no',
    ]);
    await expect.poll(() => holdsFocus(passport.getByRole('group', { name: 'Date of issue', exact: true }))).toBe(true);
    await expectError(daySegment(passport, 'Date of issue'), 'The date cannot be in the future');
    await expectError(daySegment(passport, 'Expiry date'), 'The expiry date must be after the issue date');
    await expectError(textbox(rightToWork, 'Share code'), 'Please enter valid sharecode');
    await expectError(page.getByRole('textbox', { name: 'What kind of number is it, and who issued it?' }), 'Please fill in this field');
    await expectError(textbox(page, 'Number'), 'Please fill in this field');
    await expectGroupError(question(page, 'Do you have any criminal convictions?'), 'Select yes or no');
    expect(new URL(page.url()).pathname).toBe(ID_PATH);
    await expectNoAxeViolations(page);

    await typeDate(passport, 'Date of issue', '01', '03', THIS_YEAR - 2);
    await typeDate(passport, 'Expiry date', '01', '03', THIS_YEAR + 8);
    await textbox(rightToWork, 'Share code').fill('wab 12c 3d4');
    await page.getByRole('textbox', { name: 'What kind of number is it, and who issued it?' }).fill('Aadhaar, Government of India');
    await textbox(page, 'Number').fill('2345 6789 0123');
    await answer(page, 'Do you have any criminal convictions?', 'No');
    await saveAndGoBack(page);
    expect(await savedId(created)).toMatchObject({
      is_current_passport: true,
      passport_number: 'Z8812345',
      passport_issue_country_name: 'India',
      passport_issue_date: `${THIS_YEAR - 2}-03-01`,
      passport_expiry_date: `${THIS_YEAR + 8}-03-01`,
      has_right_to_work_share_code: true,
      right_to_work_share_code: 'WAB12C3D4',
      id_type: 'other',
      id_type_details: 'Aadhaar, Government of India',
      national_id_number: '2345 6789 0123',
      is_conviction: false,
      is_completed: true,
    });

    await page.goto(pageUrl(created, ID_PATH));
    await expect(textbox(page, 'Share code')).toBeVisible();
    await expect(textbox(page, 'Share code')).toHaveValue('WAB12C3D4');
    await expect(page.getByRole('combobox', { name: 'Country that issued the passport' })).toHaveValue('India');
    await expect(textbox(page, 'Number')).toHaveValue('2345 6789 0123');
    await page.context().close();
  });

  test('asks an ACIC candidate the passport type, the licence’s state and agency, and citizenship', async ({ openPage }) => {

    test.setTimeout(JOURNEY_MS);
    const created = await invite('au-acic', { state: 'in_progress' });
    await saveStep(created, 'name', { is_any_other_names: false });
    const page = await openStep(openPage, created, 'desktop');
    await expectNoAxeViolations(page);

    const passport = group(page, 'Passport');
    await answer(page, 'Do you have a current passport?', 'Yes');
    await textbox(passport, 'Passport number').fill('PA1234567');
    await pickCountry(passport, 'Australia', { label: 'Country that issued the passport' });
    await typeDate(passport, 'Date of issue', '05', '01', THIS_YEAR - 4);
    await typeDate(passport, 'Expiry date', '05', '01', THIS_YEAR + 6);
    const licence = group(page, 'Driving licence');
    await answer(page, 'Do you have a current driving licence?', 'Yes');
    await textbox(licence, 'Licence number').fill('082039457');
    await pickCountry(licence, 'Australia', { label: 'Country that issued the licence' });
    await typeDate(licence, 'Valid from', '01', '08', THIS_YEAR - 3);
    await typeDate(licence, 'Expiry date', '01', '08', THIS_YEAR + 2);
    await answer(page, 'Do you have a current firearms licence?', 'No');
    await answer(page, 'Do you have any criminal convictions?', 'No');
    await page.getByRole('button', { name: 'Next' }).click();

    expect(await summaryMessages(page)).toEqual([
      'Passport type: Select the passport type',
      'State or territory that issued the licence: Select the state or territory',
      'Agency that issued the licence: Select the agency that issued the licence',
      'Are you an Australian or New Zealand citizen?: Select your citizenship',
    ]);
    await expectError(selectButton(passport, 'Passport type'), 'Select the passport type');
    await expectError(selectButton(licence, 'State or territory that issued the licence'), 'Select the state or territory');
    await expectError(selectButton(licence, 'Agency that issued the licence'), 'Select the agency that issued the licence');
    await expectGroupError(question(page, 'Are you an Australian or New Zealand citizen?'), 'Select your citizenship');
    await expect(question(page, 'Do any of your identity documents show a name other than your current name?')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await pick(passport, 'Passport type', 'Ordinary');
    await pick(licence, 'State or territory that issued the licence', 'Victoria');
    await pick(licence, 'Agency that issued the licence', 'Royal Australian Air Force');
    await answer(page, 'Are you an Australian or New Zealand citizen?', 'Neither');
    await saveAndGoBack(page);
    expect(await savedId(created)).toMatchObject({
      passport_type: 'ordinary',
      driving_license_issue_country_name: 'Australia',
      driving_license_issue_state: 'VIC',
      driving_license_agency: 'raaf',
      is_current_firearms_license: false,
      citizenship: null,
      is_conviction: false,
      has_different_name_in_acic_documents: null,
    });

    await page.goto(pageUrl(created, ID_PATH));
    await expect(selectButton(page, 'Passport type')).toBeVisible();
    expect(await selectButton(page, 'Agency that issued the licence').textContent()).toContain('Royal Australian Air Force');
    const citizenship = question(page, 'Are you an Australian or New Zealand citizen?');
    await expect(citizenship.getByRole('radio', { name: 'Neither' })).toBeChecked();
    await page.context().close();
  });

  test('asks a New Zealand candidate the licence with its region typed, on a phone', async ({ openPage }) => {

    test.setTimeout(JOURNEY_MS);
    const created = await invite('nz-police-vetting', { state: 'in_progress' });
    await saveStep(created, 'name', { is_any_other_names: false });
    const page = await openStep(openPage, created, 'phone');
    await expectNoAxeViolations(page);

    await answer(page, 'Do you have a current passport?', 'No');
    const licence = group(page, 'Driving licence');
    await answer(page, 'Do you have a current driving licence?', 'Yes');
    await textbox(licence, 'Licence number').fill('DL123456');
    await pickCountry(licence, 'New Zealand', { label: 'Country that issued the licence' });
    await textbox(licence, 'State, province or region that issued the licence (optional)').fill('Waikato');
    await typeDate(licence, 'Valid from', '10', '06', THIS_YEAR - 2);
    await typeDate(licence, 'Expiry date', '09', '06', THIS_YEAR - 2);
    await answer(page, 'Are you an Australian or New Zealand citizen?', 'New Zealand citizen');
    await page.getByRole('button', { name: 'Next' }).click();

    expect(await summaryMessages(page)).toEqual([
      'Expiry date: The expiry date cannot be before the valid from date',
      'Do you have any criminal convictions?: Select yes or no',
    ]);
    await expectError(daySegment(licence, 'Expiry date'), 'The expiry date cannot be before the valid from date');
    await expectGroupError(question(page, 'Do you have any criminal convictions?'), 'Select yes or no');
    await expectNoAxeViolations(page);

    await typeDate(licence, 'Expiry date', '09', '06', THIS_YEAR + 8);
    await answer(page, 'Do you have any criminal convictions?', 'No');
    await saveAndGoBack(page);
    expect(await savedId(created)).toMatchObject({
      is_current_passport: false,
      passport_number: null,
      driving_license_number: 'DL123456',
      driving_license_issue_state: 'Waikato',
      driving_license_expiry_date: `${THIS_YEAR + 8}-06-09`,
      driving_license_agency: null,
      citizenship: 'NZ',
    });

    await page.goto(pageUrl(created, ID_PATH));
    await expect(textbox(page, 'Licence number')).toBeVisible();
    await expect(textbox(page, 'State, province or region that issued the licence (optional)')).toHaveValue('Waikato');
    await page.context().close();
  });

  test('asks a US candidate the social security number in its format', async ({ openPage }) => {

    test.setTimeout(JOURNEY_MS);
    const created = await invite('us-employment', { state: 'in_progress' });
    await saveStep(created, 'name', { is_any_other_names: false, dont_have_social_media: true });
    const page = await openStep(openPage, created, 'desktop');
    await expect(question(page, 'Do you have a national identity number?')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard alone: Tab between the questions, an arrow to pick No, Space to pick the focused Yes.
    await question(page, 'Do you have a current passport?').getByRole('radio', { name: 'Yes' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123-456-789');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Previous');
    await page.keyboard.press('Tab');
    await expect.poll(focusedText).toBe('Next');
    await page.keyboard.press('Enter');

    const ssnMessage = 'Please enter the 9 digits of the social security number, for example 123-45-6789';
    await expectError(textbox(page, 'Social Security number'), ssnMessage);
    expect(await summaryMessages(page)).toEqual([`Social Security number: ${ssnMessage}`]);
    await expect.poll(() => focusedId(page)).toBe('national_id_number');
    await expectNoAxeViolations(page);

    // Typed without its hyphens, it is kept in the AAA-GG-SSSS form.
    await textbox(page, 'Social Security number').fill('123456789');
    await saveAndGoBack(page);
    expect(await savedId(created)).toMatchObject({
      is_current_passport: false,
      has_national_id_number: true,
      id_type: 'social_security',
      national_id_number: '123-45-6789',
      is_current_driving_license: false,
      is_conviction: false,
    });

    await page.goto(pageUrl(created, ID_PATH));
    await expect(textbox(page, 'Social Security number')).toBeVisible();
    await expect(textbox(page, 'Social Security number')).toHaveValue('123-45-6789');
    await page.context().close();
  });
});
