/**
 * The identity document selection as an Australian candidate (au-acic) meets it on a phone, against the real
 * server, with axe on each state: Save with nothing ticked asks for a primary document on its group; a passport
 * moves the meter to 70 of 100; on the secondary tab a utility bill leaves it under 100 and asks for more; a driving
 * licence, ticked with the keyboard alone, reaches 110; Save stores the selection and the hub shows the step done.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const LONG_TEST_MS = 120_000;
const PRIMARY_GROUP = 'Choose the primary documents you will provide';
const SECONDARY_GROUP = 'Choose the secondary documents you will provide';

const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const meterText = (page: Page) => page.getByRole('meter', { name: 'Identity points' }).getAttribute('aria-valuetext');
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('label')?.textContent ?? document.activeElement?.textContent ?? null);

/** The group is marked invalid, each of its boxes too, and its error, tied to the group, says `message`. */
async function expectGroupError(scope: Locator, message: string): Promise<void> {
  await expect(scope).toHaveAttribute('data-invalid', 'true');
  await expect(scope.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
  const described = await scope.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );
  expect(described).toContain(message);
}

test.describe('the identity document selection on a phone', () => {
  test('asks for a primary document, then for 100 points, and saves the selection', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('au-acic');
    await fillSectionsBefore(created, 'documents_selection');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, '/candidate-feedback/documents_selection/documents_selection'));
    const primary = group(page, PRIMARY_GROUP);
    await expect(primary).toBeVisible();
    expect(await meterText(page)).toBe('0 of 100 points');
    await expectNoAxeViolations(page);

    // Save with nothing ticked: the primary message on the primary group, which takes the focus.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(group(page, SECONDARY_GROUP)).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectGroupError(primary, 'Please select at least one primary document');
    await expect.poll(() => focusedName(page)).toContain('Passport');
    expect(await page.getByRole('region', { name: 'There is a problem' }).textContent()).toContain(
      'Please select at least one primary document',
    );
    await expectNoAxeViolations(page);

    await choose(primary, 'Passport (70 points) The photo page of a current passport.');
    await expect.poll(() => meterText(page)).toBe('70 of 100 points');
    await expect(page.locator('[aria-live="polite"]', { hasText: '70 of 100 points' })).toHaveCount(1);

    // Under 100 points: the secondary message on the secondary group.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const secondary = group(page, SECONDARY_GROUP);
    await expect(secondary).toBeVisible();
    await choose(secondary, 'Utility bill (25 points) A utility bill from the last 3 months.');
    await expect.poll(() => meterText(page)).toBe('95 of 100 points');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectGroupError(secondary, 'Please select more documents to make a minimum of 100 points');
    await expectNoAxeViolations(page);

    // The keyboard alone: from the focused utility bill box, up to the driving licence and Space.
    await secondary.getByRole('checkbox', { name: /^Utility bill/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toContain('Driving licence (40 points)');
    await page.keyboard.press('Space');
    await expect.poll(() => meterText(page)).toBe('135 of 100 points');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    const saved = await readResponse(created.guid, created.user_token);
    expect(saved.selected_documents).toEqual({
      primary: ['passport'],
      secondary: ['utility-bill', 'driving-license'],
      is_completed: true,
    });
    const row = page.getByRole('listitem').filter({ hasText: 'Identity document selection' });
    await expect(row).toContainText('Completed');
    await expectNoAxeViolations(page);

    // Back on the step, the saved boxes are ticked.
    await page.goto(pageUrl(created, '/candidate-feedback/documents_selection/documents_selection'));
    await expect(primary).toBeVisible();
    await expect(primary.getByRole('checkbox', { name: /^Passport/ })).toBeChecked();
    expect(await meterText(page)).toBe('135 of 100 points');
    await page.context().close();
  });
});
