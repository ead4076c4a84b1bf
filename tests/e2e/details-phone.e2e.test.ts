/**
 * The phone step as candidates meet it, on a phone and a desktop, with axe on the step and on its errors:
 * - Scotland's basic disclosure asks for a phone but not its type: wrong answers show each message on its field,
 *   then a +1 number is judged by the North American plan, saved, and found again;
 * - an ACIC check in Australia asks what kind of number it is: a first visit starts on +61 and requires the type;
 * - a US request keeps its saved number and refuses one that is not 10 digits.
 * Requests come ready to submit (docs/decisions/0002-sandbox-states.md), so every step before the phone is done.
 */
import type { Page } from '@playwright/test';
import { describeEach, expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { descriptionOf, expectError } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const PHONE_PATH = '/candidate-feedback/details/phone';

const codeField = (page: Page) => page.getByRole('combobox', { name: 'Country code' });
const numberField = (page: Page) => page.getByRole('textbox', { name: 'Phone number' });
const typeField = (page: Page) => page.getByRole('radiogroup', { name: 'What kind of number is it?' });
const saveAndGoBack = (page: Page) => page.getByRole('button', { name: 'Save and Go back' }).click();
// Save and Go back keeps a refused page as a draft and leaves (decision 0007): the step's own button shows the errors.
const pressNext = (page: Page) => page.getByRole('button', { name: /^(Next|Submit)$/ }).click();


/** The +code shown beside the picker's input. */
const shownCode = (page: Page) => page.getByRole('group').filter({ has: codeField(page) }).getByText(/^\+[\d ]+$/).textContent();

async function pickCountry(page: Page, typed: string, option: string): Promise<void> {
  await codeField(page).fill(typed);
  // By keyboard, as the only option left: the list is still settling under the pointer while it filters.
  await expect.poll(() => page.getByRole('option').allTextContents()).toEqual([expect.stringContaining(option)]);
  await codeField(page).press('ArrowDown');
  await codeField(page).press('Enter');
  await expect(codeField(page)).toHaveValue(option);
}

const phoneOf = async (created: CreatedRequest) => {
  const details = (await readResponse(created.guid, created.user_token)).candidate_details[0];
  return { phone_code: details?.phone_code, phone_number: details?.phone_number, phone_number_type: details?.phone_number_type };
};

describeEach(['phone', 'desktop'] as const, 'the phone step on a %s', (viewport) => {
  test('shows each wrong answer on its field, saves a +1 number once it is right, and keeps it', async ({ openPage }) => {
    const created = await invite('gb-scotland-basic', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, PHONE_PATH));

    await expect(numberField(page)).toBeVisible();
    await expect(numberField(page)).toHaveValue('2079460123');
    await expect(codeField(page)).toHaveValue('United Kingdom');
    expect(await shownCode(page)).toBe('+44');
    await expect(typeField(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await codeField(page).fill('');
    await codeField(page).press('Tab');
    await numberField(page).fill('');
    await pressNext(page);
    await expectError(codeField(page), 'Please select from the list');
    await expectError(numberField(page), 'Please fill in this field');
    const summary = page.getByRole('region', { name: 'There is a problem' });
    await expect(summary.getByRole('link', { name: 'Please select from the list' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Please fill in this field' })).toBeVisible();
    await expect(codeField(page)).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(PHONE_PATH);
    await expectNoAxeViolations(page);

    await pickCountry(page, 'United Kingdom', 'United Kingdom');
    await numberField(page).fill('call me');
    await pressNext(page);
    await expectError(numberField(page), 'Please enter a phone number using digits only');
    await expect(codeField(page)).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await pickCountry(page, 'United States', 'United States of America');
    await numberField(page).fill('555 0142');
    await pressNext(page);
    await expectError(numberField(page), 'Invalid USA phone number');
    expect(await codeField(page).getAttribute('aria-invalid')).not.toBe('true');

    await numberField(page).fill('(202) 555-0143');
    await saveAndGoBack(page);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(await phoneOf(created)).toStrictEqual({ phone_code: '1', phone_number: '2025550143', phone_number_type: null });

    await page.goto(pageUrl(created, PHONE_PATH));
    await expect(numberField(page)).toBeVisible();
    await expect(numberField(page)).toHaveValue('2025550143');
    await expect(codeField(page)).toHaveValue('United States of America');
    expect(await shownCode(page)).toBe('+1');
    await page.context().close();
  });

  test('asks what kind of number it is for an ACIC check, and will not save without it', async ({ openPage }) => {
    const created = await invite('au-acic', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    // A first visit: the sandbox's saved phone is taken out of the response the page loads.
    await page.route(`**/api/oneform/${created.guid}/`, async (route) => {
      const answer = await route.fetch();
      const response = (await answer.json()) as ReferenceResponse;
      const details = response.candidate_details[0];
      if (details) Object.assign(details, { phone_code: null, phone_number: null, phone_number_type: null });
      await route.fulfill({ response: answer, json: response });
    });
    await page.goto(pageUrl(created, PHONE_PATH));
    await expect(numberField(page)).toBeVisible();
    await page.unrouteAll();

    await expect(codeField(page)).toHaveValue('Australia');
    expect(await shownCode(page)).toBe('+61');
    await expect(numberField(page)).toHaveValue('');
    const type = typeField(page);
    await expect(type.getByRole('radio')).toHaveCount(3);
    await expect(type.getByRole('radio', { checked: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Save and Go back would leave a form nobody changed: the step's own button judges it.
    await page.getByRole('button', { name: /^(Next|Submit)$/ }).click();
    await expectError(numberField(page), 'Please fill in this field');
    await expect(type.getByText('Select what kind of number it is')).toBeVisible();
    await expectNoAxeViolations(page);

    await numberField(page).fill('0491 570 006');
    await pressNext(page);
    await expect(type.getByText('Select what kind of number it is')).toBeVisible();
    await expect(type.getByRole('radio', { name: 'Private (home)' })).toBeFocused();

    await type.getByText('Business (work)', { exact: true }).click();
    await saveAndGoBack(page);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(await phoneOf(created)).toStrictEqual({ phone_code: '61', phone_number: '0491570006', phone_number_type: 'business' });

    await page.goto(pageUrl(created, PHONE_PATH));
    await expect(numberField(page)).toBeVisible();
    await expect(numberField(page)).toHaveValue('0491570006');
    await expect(type.getByRole('radio', { name: 'Business (work)' })).toBeChecked();
    await page.context().close();
  });

  test('judges a US request’s number by the North American plan', async ({ openPage }) => {
    const created = await invite('us-employment', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, PHONE_PATH));

    await expect(numberField(page)).toBeVisible();
    await expect(codeField(page)).toHaveValue('United States of America');
    await expect(numberField(page)).toHaveValue('3035550142');
    expect(await descriptionOf(numberField(page))).toContain('The 10-digit number, for example (202) 555-0143.');

    await numberField(page).fill('103-555-0142');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectError(numberField(page), 'Invalid USA phone number');
    await expectNoAxeViolations(page);

    await numberField(page).fill('303.555.0199');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname !== PHONE_PATH);
    expect(await phoneOf(created)).toStrictEqual({ phone_code: '1', phone_number: '3035550199', phone_number_type: null });
    await page.context().close();
  });
});
