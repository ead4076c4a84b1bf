/**
 * The directorship step as a candidate of the financial-services scenario meets it: the saved answer is there, a
 * yes adds the Directorships section to the home page, and a no takes it away again. On a phone and a desktop,
 * with axe on the step and its error.
 */
import { describeEach, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const QUESTION = 'Have you ever been a director of a company?';

describeEach(['phone', 'desktop'] as const, 'the directorship step on a %s', (viewport) => {
  test('changes the saved answer, and the home page follows it', async ({ openPage }) => {
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));

    const question = page.getByRole('radiogroup', { name: QUESTION });
    await expect(question).toBeVisible();
    await expect(question.getByRole('radio', { name: 'No' })).toBeChecked();
    await expectNoAxeViolations(page);

    await choose(question, 'Yes');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    await expect(page.getByRole('link', { name: 'Start Directorships' }).or(page.getByRole('button', { name: 'Start Directorships' }))).toBeVisible();
    expect((await readResponse(created.guid, created.user_token)).candidate_directorship_details).toStrictEqual({
      past_directorships: true,
      is_completed: true,
    });

    await page.goto(pageUrl(created, '/candidate-feedback/details/directorship'));
    await expect(question).toBeVisible();
    await expect(question.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await choose(question, 'No');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Directorships', { exact: true })).toHaveCount(0);
  });
});
