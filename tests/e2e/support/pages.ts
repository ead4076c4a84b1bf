/** The candidate's own links, and what journeys do on the hub. */
import { expect, type Page } from '@playwright/test';
import type { CreatedRequest } from '../../../domain/org-request.schema';
import { server } from './server';

/** The candidate's own address for a page of their request, as their link gives it. */
export const pageUrl = (created: CreatedRequest, path: string) =>
  `${server('baseUrl')}${path}?guid=${created.guid}&user_token=${encodeURIComponent(created.user_token)}`;

/** The app shows `path`. */
export const expectPath = (page: Page, path: string) => expect(page).toHaveURL((url) => url.pathname === path);

/** Finish on the hub, confirmed in its dialog: the completion page says the form was received. */
export async function submitFromHub(page: Page): Promise<void> {
  const finish = page.getByRole('button', { name: 'Finish' });
  await finish.click();
  await page.getByRole('alertdialog', { name: 'Confirm data' }).getByRole('button', { name: 'Complete' }).click();
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
