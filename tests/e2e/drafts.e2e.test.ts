/**
 * Nothing typed is lost, and a double press saves once (docs/decisions/0007, docs/api.md "Idempotency"), on a phone:
 * a half-filled directorship survives a reload and 'Save and Go back', comes back with the line saying so, and is
 * stored once when Save and 'Add a directorship' are pressed together.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose, pickCountry } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';

const HOME_PATH = '/candidate-feedback';
const ENTRY_PATH = '/candidate-feedback/directorships/directorships';
const RESTORED = 'We kept the answers you had not saved on this device. Check them, then save this page to keep them.';
/** Several reloads and axe runs on a shared two-core machine. */
const JOURNEY_MS = 180_000;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const selectButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`${label}$`) });

async function pick(page: Page, label: string, option: string): Promise<void> {
  await selectButton(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(selectButton(page, label)).toContainText(option);
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('draft:')));

test.describe('unsaved answers on a phone', () => {
  test('survive a reload and Save and Go back, come back with a line, and a double press stores them once', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    // The details step's yes makes the section needed.
    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));
    await choose(page.getByRole('radiogroup', { name: 'Have you ever been a director of a company?' }), 'Yes');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await expect(page.getByRole('form', { name: 'Directorship 1' })).toBeVisible();
    await expect(page.getByText(RESTORED)).toHaveCount(0);

    // Half filled, then the page is reloaded: the answers come back, and the page says why.
    await textbox(page, 'Organisation name').fill('Quayside Trust');
    await textbox(page, 'Address line 1').fill('2 Quay Street');
    await page.reload();
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(textbox(page, 'Organisation name')).toHaveValue('Quayside Trust');
    await expect(textbox(page, 'Address line 1')).toHaveValue('2 Quay Street');
    await expectNoAxeViolations(page);

    // 'Save and Go back' on the half-filled page leads home without errors, keeping the answers on the device.
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    expect(await draftKeys(page)).toStrictEqual([`draft:${created.guid}:directorships/1`]);
    expect((await readResponse(created.guid, created.user_token)).directorships).toStrictEqual([]);
    await page.goto(pageUrl(created, `${ENTRY_PATH}/1`));
    await expect(page.getByText(RESTORED)).toBeVisible();
    await expect(textbox(page, 'Organisation name')).toHaveValue('Quayside Trust');

    // The rest, then Save and 'Add a directorship' pressed in the same instant: one line is stored.
    await textbox(page, 'Town or city').fill('Bristol');
    await textbox(page, 'Postal code').fill('BS1 4ST');
    await pickCountry(page, 'United Kingdom');
    await textbox(page, 'Title').fill('Trustee');
    await choose(page.getByRole('radiogroup', { name: 'Type of directorship' }), 'Non-executive');
    await pick(page, 'Start year', '2016');
    await pick(page, 'Start month', 'April');
    await pick(page, 'Start day', '12');
    await choose(page.getByRole('radiogroup', { name: 'Are you still a director of this organisation?' }), 'Yes');
    await page.evaluate(() => {
      const buttons = [...document.querySelectorAll('button')];
      const named = (text: string) => buttons.find((button) => button.textContent?.trim() === text);
      named('Save')?.click();
      named('Add a directorship')?.click();
      named('Save')?.click();
    });
    await expect(page).toHaveURL((url) => url.pathname !== `${ENTRY_PATH}/1`);
    await expect
      .poll(async () => (await readResponse(created.guid, created.user_token)).directorships.map((line) => line.organisation_name))
      .toStrictEqual(['Quayside Trust']);
    // Saved: no draft is left on the device.
    await expect.poll(() => draftKeys(page)).toStrictEqual([]);
  });
});
