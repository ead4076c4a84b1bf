/**
 * The address history step as candidates meet it, with the sandbox address service behind the search, and axe on
 * the step, its errors and its open suggestions:
 * - UK (5 years) on a phone: the current address found by the search and filled in cleaned; an earlier address
 *   added by keyboard and filled wrongly (punctuation, a postcode without its space, a move-in date after the
 *   current one, too short a history), each message on its field; fixed, saved, found again;
 * - Australia (10 years) on a desktop: the failed search and the failed retrieve say so, the candidate types the
 *   address in, the state from its list;
 * - New Zealand (7 years) on a desktop: N/A refused as a postcode, the search fills the fields;
 * - United States (1 year) on a phone: only the current address, its state from the list, the ZIP code's rule.
 * Requests come ready to submit (docs/decisions/0002-sandbox-states.md), so every earlier step is saved and the step
 * opens on the sandbox's current address.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { yearsBefore } from '../../domain/calendar';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { expectError } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const ADDRESS_PATH = '/candidate-feedback/details/address';
const PHONE_PATH = '/candidate-feedback/details/phone';
const LONG_TEST_MS = 120_000;
const today = () => new Date().toISOString().slice(0, 10);
const yearsAgo = (years: number) => yearsBefore(today(), years);

const record = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const search = (scope: Locator) => scope.getByRole('combobox', { name: 'Search for the address' });

const movedIn = (scope: Locator) => scope.getByRole('group', { name: 'Date you moved in', exact: true });

/** Picks a yyyy-MM-dd date in the field's calendar: the year and month lists, then the day. */
async function pickDate(scope: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  await movedIn(scope).getByRole('button', { name: 'Choose a date from a calendar' }).click();
  const calendar = scope.page().getByRole('dialog', { name: 'Calendar' });
  await calendar.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await calendar.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await calendar.locator('[role=gridcell] [role=button]:not([data-outside-month])').getByText(String(date), { exact: true }).click();
  await expect(calendar).toBeHidden();
}

/** Types a yyyy-MM-dd date into the field's segments, day first as en-GB writes it: the calendar offers no later day. */
async function typeDate(scope: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-') as [string, string, string];
  await movedIn(scope).getByRole('spinbutton', { name: /^day/ }).click();
  await scope.page().keyboard.type(`${date}${month}${year}`);
}

/**
 * Types into the address search key by key, as a candidate does: the suggestions open with each key, and close
 * when the page scrolls (React Aria's popovers do), which a browser may do as the caret first comes into view.
 */
async function typeSearch(scope: Locator, query: string): Promise<void> {
  await search(scope).fill('');
  await search(scope).click();
  await search(scope).pressSequentially(query, { delay: 20 });
}

const suggestion = (page: Page, name: RegExp) => page.getByRole('listbox').getByRole('option', { name });

/** The arrow key opens the suggestions if a scroll closed them, and moves to the first; Enter picks it. */
async function chooseFirstByKeyboard(scope: Locator): Promise<void> {
  await scope.page().keyboard.press('ArrowDown');
  await expect(search(scope)).toHaveAttribute('aria-activedescendant', /./);
  await scope.page().keyboard.press('Enter');
}

/** Searches and picks the suggestion whose text matches: by a tap, or by the keyboard (the first suggestion). */
async function lookUp(scope: Locator, query: string, name: RegExp, by: 'tap' | 'keyboard' = 'keyboard'): Promise<void> {
  await typeSearch(scope, query);
  const option = suggestion(scope.page(), name);
  if (by === 'tap') {
    await option.click();
  } else {
    await expect(option).toBeVisible();
    await chooseFirstByKeyboard(scope);
  }
  await expect
    .poll(() => scope.getByRole('status').textContent())
    .toBe('The address is filled in below. Check it, and change anything that is wrong.');
}

async function chooseOption(scope: Locator, field: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(field) }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

const savedAddresses = async (created: CreatedRequest) =>
  (await readResponse(created.guid, created.user_token)).candidate_address_details;

test.describe('the address step', () => {
  test('in the UK on a phone: finds the current address, shows each wrong answer on its field, saves and keeps the history', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-dbs-enhanced', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    await page.goto(pageUrl(created, ADDRESS_PATH));
    const current = record(page, 'Current address');
    await expect(search(current)).toBeVisible();
    await expect(page.getByText('Give every address where you have lived in the last 5 years', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await lookUp(current, '14 St Marys', /Flat 2, 14 St\. Mary's Road/, 'tap');
    await expect(textbox(current, 'Address line 1')).toHaveValue('Flat 2 14 St Marys Road');
    await expect(textbox(current, 'Address line 2 (optional)')).toHaveValue('Ealing');
    await expect(textbox(current, 'Town or city')).toHaveValue('London');
    await expect(textbox(current, 'Postcode')).toHaveValue('W5 5RF');
    await pickDate(current, yearsAgo(2));

    // An earlier address by keyboard, filled wrongly.
    await page.getByRole('button', { name: 'Add a previous address' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Previous address 1');
    const previous = record(page, 'Previous address 1');
    await textbox(previous, 'Address line 1').fill('3, Mill Lane');
    await textbox(previous, 'Town or city').fill('St. Albans');
    await textbox(previous, 'Postcode').fill('AL14AP');
    await typeDate(previous, yearsAgo(1));
    await page.getByRole('button', { name: 'Next' }).click();

    const punctuation = 'Please do not include any commas (,), apostrophes (’), full stops (.) or hyphens (-)';
    await expectError(textbox(previous, 'Address line 1'), punctuation);
    await expectError(textbox(previous, 'Town or city'), punctuation);
    await expectError(textbox(previous, 'Postcode'), 'Please enter a UK postcode with a space in the middle, for example SW1A 1AA');
    await expectError(
      movedIn(previous).getByRole('spinbutton', { name: /^day/ }),
      'This date cannot be later than the date you moved into the address above',
    );
    const list = page.getByRole('group', { name: 'Your addresses' });
    await expect(list.getByText('Please provide the minimum number of years of address history.').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('addresses.1.street_address');
    expect(new URL(page.url()).pathname).toBe(ADDRESS_PATH);
    await expectNoAxeViolations(page);

    await textbox(previous, 'Address line 1').fill('3 Mill Lane');
    await textbox(previous, 'Town or city').fill('St Albans');
    await textbox(previous, 'Postcode').fill('al1 4ap');
    await pickDate(previous, yearsAgo(6));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PHONE_PATH);

    const saved = await savedAddresses(created);
    const answers = saved.map(({ id: _id, country: _country, country_name: _name, state: _state, is_completed: _done, ...rest }) => rest);
    expect(answers).toEqual([
      {
        street_address: 'Flat 2 14 St Marys Road',
        street_address_cont: 'Ealing',
        city: 'London',
        postal_code: 'W5 5RF',
        period_residence_from: yearsAgo(2),
        period_residence_to: null,
        is_current_residence: true,
      },
      {
        street_address: '3 Mill Lane',
        street_address_cont: null,
        city: 'St Albans',
        postal_code: 'AL1 4AP',
        period_residence_from: yearsAgo(6),
        period_residence_to: yearsAgo(2),
        is_current_residence: false,
      },
    ]);

    await page.goto(pageUrl(created, ADDRESS_PATH));
    await expect(record(page, 'Previous address 1')).toBeVisible();
    await expect(textbox(record(page, 'Current address'), 'Address line 1')).toHaveValue('Flat 2 14 St Marys Road');
    await expect(textbox(record(page, 'Previous address 1'), 'Postcode')).toHaveValue('AL1 4AP');
  });

  test('in Australia on a desktop: says when the search or the retrieve fails, and takes the address typed in', async ({ openPage, expectFailures }) => {
    test.setTimeout(LONG_TEST_MS);
    // The sandbox's failing search and retrieve answer 502 on purpose.
    expectFailures({ status: 502, path: '/api/address-lookup/find/' }, { status: 502, path: '/api/address-lookup/retrieve/' });
    const created = await invite('au-acic', { state: 'ready_to_submit' });
    const page = await openPage('desktop');
    await page.goto(pageUrl(created, ADDRESS_PATH));
    const current = record(page, 'Current address');
    await expect(search(current)).toBeVisible();
    await expect(page.getByText('in the last 10 years', { exact: false })).toBeVisible();

    await typeSearch(current, 'Sydney Opera');
    await expect(suggestion(page, /Sydney Opera House/)).toBeVisible();
    // The open suggestions hide the rest of the page from assistive technology (React Aria), which axe reports as
    // hidden focusable content: the page is judged once they close.
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);

    await typeSearch(current, 'lookup error');
    await expect
      .poll(() => current.getByRole('status').textContent())
      .toBe('Whoops! Something went wrong. Please try again. Or enter your address manually.');
    await typeSearch(current, 'unretrievable');
    await expect(suggestion(page, /1 Sandbox Street/)).toBeVisible();
    await chooseFirstByKeyboard(current);
    await expect(current.getByRole('status')).toHaveText('Failed to fetch address details.');

    await textbox(current, 'Address line 1').fill('Unit 7 18 Lygon Street');
    await textbox(current, 'Address line 2 (optional)').fill('');
    await textbox(current, 'Town or city').fill('Carlton');
    await chooseOption(current, 'State or territory', 'Victoria');
    await textbox(current, 'Postcode').fill('3053');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PHONE_PATH);

    const [saved] = await savedAddresses(created);
    expect(saved).toMatchObject({
      street_address: 'Unit 7 18 Lygon Street',
      city: 'Carlton',
      state: 'VIC',
      postal_code: '3053',
      country_name: 'Australia',
    });
  });

  test('in New Zealand on a desktop: refuses N/A as a postcode of 4 digits, and the search fills the fields', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('nz-police-vetting', { state: 'ready_to_submit' });
    const page = await openPage('desktop');
    await page.goto(pageUrl(created, ADDRESS_PATH));
    const current = record(page, 'Current address');
    await expect(search(current)).toBeVisible();
    await expect(page.getByText('in the last 7 years', { exact: false })).toBeVisible();

    await textbox(current, 'Postcode').fill('N/A');
    // The last step of the section: its button reads Submit.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectError(textbox(current, 'Postcode'), 'Please enter the 4 digits of the postcode');
    await expect(textbox(current, 'Postcode')).toHaveAccessibleDescription(/4 digits, for example 6011\./);
    await expect(textbox(current, 'Address line 1')).toHaveAccessibleDescription(/For example, 55 Cable Street\./);
    await expectNoAxeViolations(page);

    await lookUp(current, '55 Cable', /55 Cable Street/);
    await expect(textbox(current, 'Postcode')).toHaveValue('6011');
    await expect(textbox(current, 'County, state or region (optional)')).toHaveValue('Wellington');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');

    const [saved] = await savedAddresses(created);
    expect(saved).toMatchObject({ street_address: '55 Cable Street', street_address_cont: 'Te Aro', postal_code: '6011' });
  });

  test('in the US on a phone: asks only the current address, its state from the list and a valid ZIP code', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('us-employment', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    await page.goto(pageUrl(created, ADDRESS_PATH));
    const current = record(page, 'Current address');
    await expect(search(current)).toBeVisible();
    await expect(page.getByText('Give the address where you live now.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add a previous address' })).toHaveCount(0);

    await lookUp(current, '1600 Pennsylvania', /1600 Pennsylvania Avenue NW/);
    expect(await current.getByRole('button', { name: /State/ }).textContent()).toContain('District of Columbia');
    await expect(textbox(current, 'ZIP code')).toHaveValue('20500-0003');
    // A US page speaks of ZIP codes and gives American examples only.
    await expect(page.getByText(/postcode|0000|St Johns/i)).toHaveCount(0);
    await expect(textbox(current, 'Address line 1')).toHaveAccessibleDescription('For example, 1600 Pennsylvania Avenue NW.');

    await textbox(current, 'ZIP code').fill('2050');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectError(textbox(current, 'ZIP code'), 'Invalid USA postal code.');
    await expectNoAxeViolations(page);

    await chooseOption(current, 'State', 'Colorado');
    await textbox(current, 'ZIP code').fill('80202');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === PHONE_PATH);
    const saved = await savedAddresses(created);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ street_address: '1600 Pennsylvania Avenue NW', state: 'CO', postal_code: '80202' });
  });
});
