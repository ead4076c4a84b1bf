/**
 * The check of the answers before submitting (docs/hub.md "Check your answers"), in Chromium on a phone and a
 * desktop: Finish opens every answer of a filled request, a Change link opens the step that holds one, its save comes
 * back to the answers showing the new value, and the candidate goes on to Confirm data and the completion page.
 * Axe runs on the answers page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { invite } from './support/invite';
import { expectPath } from './support/pages';

/** The answer a summary list gives for a question, within one section's part of the page. */
const answerTo = (page: Page, section: string, question: string) =>
  page
    .getByRole('region', { name: section })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${question}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');

/** WCAG 1.4.10: at 320 px wide the page needs no sideways scrolling (as tests/e2e/every-page.e2e.test.ts checks). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize(size);
}

for (const viewport of ['phone', 'desktop'] as const) {
  test(`on a ${viewport}: Finish shows every answer, one is changed and comes back, then the request is submitted`, async ({ openPage }) => {
    const created = await invite('br-family-names', { state: 'ready_to_submit' });
    const saved = await readResponse(created.guid, created.user_token);
    const details = saved.candidate_details[0]!;
    const page = await openPage(viewport);
    await page.goto(created.url);

    await page.getByRole('button', { name: 'Finish' }).click();
    await expectPath(page, '/candidate-feedback/answers');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
    // Grouped as the hub lists the sections, Personal details first.
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Personal details');
    await expect(answerTo(page, 'Personal details', 'First name')).toHaveText(details.first_name!);
    await expect(answerTo(page, 'Personal details', 'Last name')).toHaveText(details.last_name!);
    const [year, month, day] = details.date_of_birth!.split('-');
    await expect(answerTo(page, 'Personal details', 'Date of birth')).toHaveText(`${day}/${month}/${year}`);
    await expectNoAxeViolations(page);
    if (viewport === 'phone') await expectNoSidewaysScroll(page);

    await page.getByRole('link', { name: 'Change First name' }).click();
    await expectPath(page, '/candidate-feedback/details/name');
    expect(new URL(page.url()).searchParams.get('from')).toBe('answers');
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue(details.first_name!);
    await firstName.fill('Marisol');
    await page.getByRole('button', { name: 'Next' }).click();

    // Back on the answers, not the hub, showing the new value; the mark that led back is gone from the address.
    await expectPath(page, '/candidate-feedback/answers');
    expect(new URL(page.url()).searchParams.get('from')).toBeNull();
    await expect(answerTo(page, 'Personal details', 'First name')).toHaveText('Marisol');
    expect((await readResponse(created.guid, created.user_token)).candidate_details[0]?.first_name).toBe('Marisol');

    await page.getByRole('button', { name: 'Continue to submit' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm data' });
    await expect(dialog.getByText('Once all data is submitted, you can no longer edit it.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectPath(page, '/candidate-feedback/complete');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
    await page.context().close();
  });
}

test('in French, countries, nationalities and the forms’ options read in French', async ({ openPage }) => {
  const created = await invite('br-family-names', { state: 'ready_to_submit' });
  const page = await openPage('phone');
  await page.goto(created.url);
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('button', { name: 'Terminer' }).click();
  await expectPath(page, '/candidate-feedback/answers');
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez vos réponses avant de les envoyer' })).toBeVisible();

  const details = 'Informations personnelles';
  await expect(answerTo(page, details, 'Pays de naissance')).toHaveText('Brésil');
  await expect(answerTo(page, details, 'Nationalité à la naissance')).toHaveText('Brésilien');
  await expect(answerTo(page, details, 'Pays qui a délivré le passeport')).toHaveText('Brésil');
  await expect(answerTo(page, details, 'Sexe')).toHaveText('Féminin (F)');
  // The national identity number's type: its question ends in '?', which answerTo would read as a pattern.
  await expect(page.getByRole('region', { name: details }).getByRole('definition').filter({ hasText: /^CPF \(Brésil\)$/ })).toHaveCount(1);
  // The passport's country is named once, not again as its code.
  await expect(page.getByRole('definition').filter({ hasText: /^BR$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the answers page sends a request with sections left to complete back to the list', async ({ openPage }) => {
  const created = await invite('br-family-names', { state: 'in_progress' });
  const page = await openPage('phone');
  await page.goto(created.url.replace('/candidate-feedback?', '/candidate-feedback/answers?'));
  await expectPath(page, '/candidate-feedback');
  await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
  await page.context().close();
});
