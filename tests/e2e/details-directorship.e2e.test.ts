/**
 * The directorship step as a candidate of the financial-services scenario meets it: the saved answer is there, a
 * yes adds the Directorships section to the home page, and a no takes it away again. On a phone and a desktop,
 * with axe on the step and its error.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { invite } from './support/invite';
import { chromiumForFile, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

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
