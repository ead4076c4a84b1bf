/**
 * The directorship step as a candidate of the financial-services scenario meets it: the saved answer is there, a
 * yes adds the Directorships section to the home page, and a no takes it away again. On a phone and a desktop,
 * with axe on the step and its error.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations, launchBrowser, newContext, type ViewportName } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { invite } from './support/invite';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(viewport: ViewportName): Promise<Page> {
  return (await newContext(browser, viewport)).newPage();
}

const pageUrl = (created: CreatedRequest, path: string) =>
  `${baseUrl}${path}?guid=${created.guid}&user_token=${encodeURIComponent(created.user_token)}`;

const QUESTION = 'Have you ever been a director of a company?';

describe.each(['phone', 'desktop'] as const)('the directorship step on a %s', (viewport) => {
  it('changes the saved answer, and the home page follows it', async () => {
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));

    const question = page.getByRole('radiogroup', { name: QUESTION });
    await question.waitFor();
    expect(await question.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    await choose(question, 'Yes');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate-feedback');
    await page.getByRole('link', { name: 'Start Directorships' }).or(page.getByRole('button', { name: 'Start Directorships' })).waitFor();
    expect((await readResponse(created.guid, created.user_token)).candidate_directorship_details).toStrictEqual({
      past_directorships: true,
      is_completed: true,
    });

    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));
    await question.waitFor();
    expect(await question.getByRole('radio', { name: 'Yes' }).isChecked()).toBe(true);
    await choose(question, 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate-feedback');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByText('Directorships', { exact: true }).count()).toBe(0);
  });
});
