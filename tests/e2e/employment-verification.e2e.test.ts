/**
 * Instant employment verification on a phone, against the real server and its sandbox
 * (docs/providers/employment-verification.md): the sandbox's tax-account page in the step's frame, connected and
 * shared, which completes the step and the hub's row; the decline dialog with its errors shown first, then OTHER
 * with notes; and the way back with case=fail, 'Service unavailable', then home. Axe on each of the step's screens.
 */
import type { Page } from '@playwright/test';
import { expect, type OpenPage, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { choose, expectError } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { hubRow, pageUrl } from './support/pages';


const HUB = '/candidate-feedback';
const STEP = '/candidate-feedback/instant_employment_verification/instant_employment_verification';
const SECTION = 'Instant employment verification';
/** The scenario whose checks include instant employment verification (docs/scenarios.md). */
const SCENARIO = 'gb-digital-id';

const frameOf = (page: Page) => page.frameLocator('iframe[title="Tax account service"]');

/** The step's page, once the sections the hub lists before it are complete. */
async function openStep(openPage: OpenPage, created: CreatedRequest, query = ''): Promise<Page> {
  await fillSectionsBefore(created, 'instant_employment_verification');
  const page = await openPage('phone');
  await page.goto(`${pageUrl(created, STEP)}${query}`);
  return page;
}

test.describe('instant employment verification on a phone', () => {
  test('verifies employment in the sandbox, which completes the step and its row on the hub', async ({ openPage }) => {
    const created = await invite(SCENARIO);
    const page = await openStep(openPage, created);
    const frame = frameOf(page);
    await expect(frame.getByText('Sandbox: this is a test tax-account page.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await frame.getByRole('button', { name: 'Connect the tax account' }).click();
    await expect(frame.getByText('The tax account is connected.', { exact: false })).toBeVisible();
    await frame.getByRole('button', { name: /Share the employment history/ }).click();

    // The sandbox sends the whole window back to the step, which asks the server for the outcome.
    await expect(page.getByRole('heading', { name: 'Employment verified' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(STEP);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next step' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  test('declines with OTHER and notes, showing each error first', async ({ openPage }) => {
    const created = await invite(SCENARIO);
    const page = await openStep(openPage, created);
    await expect(frameOf(page).getByRole('button', { name: 'Connect the tax account' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline instant employment verification' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    const reasons = dialog.getByRole('radiogroup', { name: 'Why are you declining?' });
    await expect(dialog.getByText('Please select decline reason').first()).toBeVisible();
    await expect(reasons).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await choose(dialog, 'Other');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await expectError(notes, 'Please enter decline notes');
    await expect(notes).toBeFocused();

    await notes.fill('I moved to the country last month.');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verification declined' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next step' }).click();
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  test("shows 'Service unavailable' back from the service with case=fail, then leads home", async ({ openPage }) => {
    const created = await invite(SCENARIO);
    const page = await openStep(openPage, created);
    const frame = frameOf(page);
    await frame.getByRole('button', { name: 'Connect the tax account' }).click();
    await frame.getByRole('button', { name: /The service fails/ }).click();

    await expect(page.getByRole('heading', { name: 'Service unavailable' })).toBeVisible();
    await expect(page.getByText('Sorry this facility is currently unavailable. Please try again later.')).toBeVisible();
    // The case is read once and taken out of the address.
    await expect(page).toHaveURL((url) => !url.searchParams.has('case'));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Return to the home page' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    expect(await hubRow(page, SECTION)).not.toMatch(/^Completed/);
    await page.context().close();
  });
});
