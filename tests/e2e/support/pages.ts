/** The candidate's own links, and what journeys do on the hub. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { CreatedRequest } from '../../../domain/org-request.schema';
import { server } from './server';

/** The candidate's own address for a page of their request, as their link gives it. */
export const pageUrl = (created: CreatedRequest, path: string) =>
  `${server('baseUrl')}${path}?guid=${created.guid}&user_token=${encodeURIComponent(created.user_token)}`;

/** The app shows `path`. */
export const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);

/** The words of Finish's way to the Confirm data dialog, in the page's language (English unless given). */
export interface FinishWords {
  finish: string;
  answersHeading: string;
  goOn: string;
  dialog: string;
}

export const ENGLISH_FINISH: FinishWords = {
  finish: 'Finish',
  answersHeading: 'Check your answers before submitting',
  goOn: 'Continue to submit',
  dialog: 'Confirm data',
};

/**
 * Finish on the hub, which opens the check of the answers, and on from there to the Confirm data dialog, which it
 * answers once open (docs/hub.md "Check your answers").
 */
export async function openConfirmDialog(page: Page, words: FinishWords = ENGLISH_FINISH): Promise<Locator> {
  await page.getByRole('button', { name: words.finish }).click();
  await expectPath(page, '/candidate-feedback/answers');
  await expect(page.getByRole('heading', { level: 1, name: words.answersHeading })).toBeVisible();
  await page.getByRole('button', { name: words.goOn }).click();
  const dialog = page.getByRole('alertdialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Finish on the hub, through the check of the answers, confirmed in its dialog: the completion page says the form was received. */
export async function submitFromHub(page: Page): Promise<void> {
  const dialog = await openConfirmDialog(page);
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expectPath(page, '/candidate-feedback/complete');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
}

/**
 * A section's row on the hub as its words read: the status, and the action when the row offers one
 * ("Not started, Start References"); a section that cannot start yet has its status only.
 */
export async function hubRow(page: Page, section: string): Promise<string> {
  const list = page.getByRole('list', { name: 'Your sections' });
  const row = list.getByRole('listitem').filter({ has: page.getByText(section, { exact: true }) });
  await expect(row).toBeVisible();
  const status = await row.locator('[id^="section-status-"]').textContent();
  const actions = await row.locator('a, button').allTextContents();
  return [status, ...actions].join(', ');
}
