/**
 * The adverse financial history step on a phone, against the real server and its sandbox credit check
 * (docs/providers/credit-check.md): the summary of what the search uses, Submit, the status polled until the
 * sandbox answers, 'Data successfully verified', Next to the home page, and the hub showing the section complete.
 * Axe on the summary, the wait, the verified screen and the hub.
 */
import { server } from './support/server';
import { expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { Country } from '../../domain/reference-response';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { hubRow, pageUrl } from './support/pages';


const HUB = '/candidate-feedback';
const STEP = '/candidate-feedback/adverse_financial_history/adverse_financial_history';
const SECTION = 'Adverse financial history';

/** Saves a current address in Bristol through the candidate's own API, as the address step would. */
async function saveAddress(created: CreatedRequest): Promise<void> {
  const headers = { Authorization: `Token ${created.user_token}`, 'Content-Type': 'application/json' };
  const countries = (await (await fetch(`${server('baseUrl')}/api/countries/`, { headers })).json()) as Country[];
  const gb = countries.find((country) => country.short_name === 'GB')!.id;
  const { guid: responseGuid } = await readResponse(created.guid, created.user_token);
  const body = ['2024-01-01', '2018-01-01'].map((from, index) => ({
    country: gb,
    street_address: `${index + 14} Harbour Street`,
    street_address_cont: null,
    city: 'Bristol',
    state: null,
    postal_code: 'BS1 5TR',
    period_residence_from: from,
  }));
  const saved = await fetch(`${server('baseUrl')}/api/oneform/${created.guid}/${responseGuid}/details/address/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  expect(saved.status).toBe(200);
}

test.describe('the adverse financial history step', () => {
  test.describe.configure({ timeout: 60_000 });
  test('submits the summary, waits for the sandbox credit check, and completes the section', async ({ openPage }) => {
    // The name and birth steps are saved by the sandbox state; the address is saved here.
    const created = await invite('gb-financial-services', { state: 'in_progress' });
    await saveAddress(created);

    const page = await openPage('phone');
    await page.goto(pageUrl(created, HUB));
    // Personal details are still in progress, so the hub offers the section later, and its address leads back.
    expect(await hubRow(page, SECTION)).toBe('Cannot start yet');
    await page.goto(pageUrl(created, STEP));
    await expect(page.getByText(`${SECTION} cannot start yet. Finish Personal details first:`, { exact: false })).toBeVisible();

    // A passport issued abroad: with a British one, identity validation would run the credit search instead.
    await fillSectionsBefore(created, 'adverse_financial_history', { passport: 'foreign' });
    await page.goto(pageUrl(created, STEP));
    await expect(page.getByRole('heading', { level: 1, name: SECTION })).toBeVisible();
    const summary = page.locator('main dl');
    await expect(summary).toBeVisible();
    expect(await summary.locator('dt').allTextContents()).toEqual(['Name', 'Date of birth', 'Current address']);
    expect(await summary.locator('dd').first().textContent()).toBe('Priya Raman');
    expect(await summary.locator('dd').nth(2).textContent()).toContain('14 Harbour Street');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Checking your details with the credit reference agency. This can take a moment.')).toBeVisible();
    await expectNoAxeViolations(page);

    const verified = page.getByRole('heading', { level: 2, name: 'Data successfully verified' });
    await expect(verified).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Data successfully verified');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    expect(await hubRow(page, SECTION)).toMatch(/^Completed, /);
    await expectNoAxeViolations(page);
  });
});
