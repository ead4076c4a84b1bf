/** What every journey file opens: one Chromium for the file, a fresh context per page, the candidate's own links. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { CreatedRequest } from '../../../domain/org-request.schema';
import { launchBrowser, newContext, type ViewportName } from './browser';

export interface FileBrowser {
  /** The browser of this file, once its beforeAll has started it. */
  browser: () => Browser;
  /** A page in a context of its own, so no cookie or storage leaks between journeys; `locale` is the browser's. */
  openPage: (viewport: ViewportName, locale?: string) => Promise<Page>;
}

/** Starts Chromium before the file's tests and closes it after them. Call at the top level of a test file. */
export function chromiumForFile(): FileBrowser {
  let started: Browser | undefined;
  beforeAll(async () => {
    started = await launchBrowser();
  });
  afterAll(async () => {
    await started?.close();
  });
  const browser = () => {
    if (!started) throw new Error('Chromium starts in beforeAll; open pages inside tests');
    return started;
  };
  return { browser, openPage: async (viewport, locale) => (await newContext(browser(), viewport, locale)).newPage() };
}

/** The candidate's own address for a page of their request, as their link gives it. */
export const pageUrl = (created: CreatedRequest, path: string) =>
  `${inject('baseUrl')}${path}?guid=${created.guid}&user_token=${encodeURIComponent(created.user_token)}`;

/** Finish on the hub, confirmed in its dialog: the completion page says the form was received. */
export async function submitFromHub(page: Page): Promise<void> {
  const finish = page.getByRole('button', { name: 'Finish' });
  await finish.click();
  await page.getByRole('alertdialog', { name: 'Confirm data' }).getByRole('button', { name: 'Complete' }).click();
  await page.waitForURL((url) => url.pathname === '/candidate-feedback/complete');
  await page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' }).waitFor();
}

/**
 * A section's row on the hub as its words read: the status, and the action when the row offers one
 * ("Not started, Start References"); a section that cannot start yet has its status only.
 */
export async function hubRow(page: Page, section: string): Promise<string> {
  const list = page.getByRole('list', { name: 'Your sections' });
  const row = list.getByRole('listitem').filter({ has: page.getByText(section, { exact: true }) });
  await row.waitFor();
  const status = await row.locator('[id^="section-status-"]').textContent();
  const actions = await row.locator('a, button').allTextContents();
  return [status, ...actions].join(', ');
}
