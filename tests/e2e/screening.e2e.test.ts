/**
 * The drug screening step on a phone, against the real server and its sandbox widget (docs/providers/screening.md):
 * the widget framed beside its sidebar, message 5 resizing the frame, a site searched by zip code and distance and
 * booked (messages 3 then 6: the registration is saved, the step confirms the site booked, and 'Back to your sections'
 * leads to the hub, the section complete),
 * and messages from another origin or in a malformed shape changing nothing. Axe on the step and the hub.
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, type OpenPage, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { hubRow, pageUrl } from './support/pages';


const STEP = '/candidate-feedback/drug_screening_services_check/drug_screening';
const SECTION = 'Drug screening';
const REGISTRATION_CALL = '/api/providers/screening_registration';

async function openStep(openPage: OpenPage): Promise<{ page: Page; widget: FrameLocator }> {
  const created = await invite('us-employment');
  await fillSectionsBefore(created, 'drug_screening_services_check');
  const page = await openPage('phone');
  await page.goto(pageUrl(created, STEP));
  await expect(page.getByRole('heading', { name: 'Choosing a collection site' })).toBeVisible();
  const widget = page.frameLocator('iframe[title="Collection site search"]');
  await expect(widget.getByRole('heading', { name: 'Choose a collection site' })).toBeVisible();
  return { page, widget };
}

const frameHeight = (page: Page) =>
  page.locator('iframe[title="Collection site search"]').evaluate((frame) => (frame as HTMLIFrameElement).style.height);

test.describe('the drug screening step', () => {
  test('frames the sandbox widget beside the sidebar, and sets the frame height the widget asks for', async ({ openPage }) => {
    const { page, widget } = await openStep(openPage);
    await expect.poll(() => frameHeight(page)).toMatch(/^\d+px$/);
    await expectNoAxeViolations(page);

    await widget.getByLabel('Frame height in pixels').fill('1234');
    await widget.getByRole('button', { name: 'Set the frame height (message 5)' }).click();
    await expect.poll(() => frameHeight(page)).toBe('1234px');
  });

  test('books a site found by zip code and distance, saves the registration, confirms the site and shows the section complete', async ({ openPage }) => {
    const { page, widget } = await openStep(openPage);
    await widget.getByLabel('Zip code').fill('60601');
    await widget.getByLabel('Distance').selectOption('10');
    await widget.getByRole('button', { name: 'Search' }).click();
    await expect(widget.getByRole('heading', { name: 'Collection sites within 10 miles of 60601' })).toBeVisible();
    await expectNoAxeViolations(page);

    const saved = page.waitForResponse((response) => response.url().endsWith(REGISTRATION_CALL));
    await widget.getByRole('button', { name: 'Book Loop Employer Health Services' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({
      check: 'drug_screening',
      data: { service_id: 'SBX-DRUG-5PANEL', collection_site: { id: 'IL-0310', zip: '60601' } },
    });

    // The step confirms the site booked, focused, before the candidate goes home.
    const confirmation = page.getByRole('heading', { name: 'Collection site booked' });
    await expect(confirmation).toBeFocused();
    await expect(page.getByText(/^You have booked Loop Employer Health Services, .+ 60601\.$/)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(STEP);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back to your sections' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await expectNoAxeViolations(page);
  });

  test('changes nothing for a message from another origin or in a malformed shape', async ({ openPage }) => {
    const { page, widget } = await openStep(openPage);
    await expect.poll(() => frameHeight(page)).toMatch(/^\d+px$/);
    const before = await frameHeight(page);
    const registrations: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(REGISTRATION_CALL)) registrations.push(request.url());
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    // As a page of another site would post them: the browser stamps each message with its sender's origin.
    await page.evaluate(() => {
      const data = [
        { type: 5, height: 77 },
        { type: 6, data: { registration_id: 'FORGED-1', service_id: 'SBX-DRUG-5PANEL' } },
        { type: 2 },
      ];
      for (const message of data) {
        window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.example.net' }));
      }
    });
    await widget.getByRole('button', { name: 'Post malformed messages' }).click();
    await widget.getByRole('button', { name: 'Post an unknown message type (9)' }).click();
    await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(6);

    expect(await frameHeight(page)).toBe(before);
    expect(registrations).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(STEP);

    // The widget's own message 2 still leads home.
    await widget.getByRole('button', { name: 'Back to the form (message 2)' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(await hubRow(page, SECTION)).not.toMatch(/^Completed/);
  });
});
