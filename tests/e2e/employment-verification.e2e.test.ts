/**
 * Instant employment verification on a phone, against the real server and its sandbox
 * (docs/providers/employment-verification.md): the sandbox's tax-account page in the step's frame, connected and
 * shared, which completes the step and the hub's row; the decline dialog with its errors shown first, then OTHER
 * with notes; and the way back with case=fail, 'Service unavailable', then home. Axe on each of the step's screens.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { choose, expectError } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { chromiumForFile, hubRow, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

const HUB = '/candidate-feedback';
const STEP = '/candidate-feedback/instant_employment_verification/instant_employment_verification';
const SECTION = 'Instant employment verification';
/** The scenario whose checks include instant employment verification (docs/scenarios.md). */
const SCENARIO = 'gb-digital-id';

const frameOf = (page: Page) => page.frameLocator('iframe[title="Tax account service"]');

/** The step's page, once the sections the hub lists before it are complete. */
async function openStep(created: CreatedRequest, query = ''): Promise<Page> {
  await fillSectionsBefore(created, 'instant_employment_verification');
  const page = await openPage('phone');
  await page.goto(`${pageUrl(created, STEP)}${query}`);
  return page;
}

describe('instant employment verification on a phone', () => {
  it('verifies employment in the sandbox, which completes the step and its row on the hub', async () => {
    const created = await invite(SCENARIO);
    const page = await openStep(created);
    const frame = frameOf(page);
    await frame.getByText('Sandbox: this is a test tax-account page.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await frame.getByRole('button', { name: 'Connect the tax account' }).click();
    await frame.getByText('The tax account is connected.', { exact: false }).waitFor();
    await frame.getByRole('button', { name: /Share the employment history/ }).click();

    // The sandbox sends the whole window back to the step, which asks the server for the outcome.
    await page.getByRole('heading', { name: 'Employment verified' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(STEP);
    expect(await page.locator('iframe').count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next step' }).click();
    await page.waitForURL((url) => url.pathname === HUB);
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  it('declines with OTHER and notes, showing each error first', async () => {
    const created = await invite(SCENARIO);
    const page = await openStep(created);
    await frameOf(page).getByRole('button', { name: 'Connect the tax account' }).waitFor();
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline instant employment verification' });
    await dialog.waitFor();

    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    const reasons = dialog.getByRole('radiogroup', { name: 'Why are you declining?' });
    await dialog.getByText('Please select decline reason').first().waitFor();
    expect(await reasons.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await choose(dialog, 'Other');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    const notes = dialog.getByRole('textbox', { name: 'Notes' });
    await expectError(notes, 'Please enter decline notes');
    await expect.poll(() => notes.evaluate((element) => element === document.activeElement)).toBe(true);

    await notes.fill('I moved to the country last month.');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.getByRole('heading', { name: 'Verification declined' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next step' }).click();
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  it("shows 'Service unavailable' back from the service with case=fail, then leads home", async () => {
    const created = await invite(SCENARIO);
    const page = await openStep(created);
    const frame = frameOf(page);
    await frame.getByRole('button', { name: 'Connect the tax account' }).click();
    await frame.getByRole('button', { name: /The service fails/ }).click();

    await page.getByRole('heading', { name: 'Service unavailable' }).waitFor();
    await page.getByText('Sorry this facility is currently unavailable. Please try again later.').waitFor();
    // The case is read once and taken out of the address.
    await expect.poll(() => new URL(page.url()).searchParams.has('case')).toBe(false);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Return to the home page' }).click();
    await page.waitForURL((url) => url.pathname === HUB);
    expect(await hubRow(page, SECTION)).not.toMatch(/^Completed/);
    await page.context().close();
  });
});
