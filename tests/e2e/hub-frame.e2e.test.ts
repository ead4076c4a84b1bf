/**
 * The hub's first frame, which the shell draws from its early read before any module has run
 * (docs/decisions/0042-hub-frame-in-the-shell.md): with the modules held back, the page already shows the request's
 * company, the heading, what to do and the list's heading in the candidate's language, accessibly; once they run,
 * React's page takes its place with nothing doubled.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { describeEach, expect, test } from './support/test';

/** Holds every JavaScript module of the build until the returned function is called. */
async function holdModules(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const WORDS = {
  en: { heading: 'Complete your background check', lead: 'has asked you to complete a background check.', list: 'Your sections' },
  fr: {
    heading: 'Complétez votre vérification des antécédents',
    lead: 'vous a demandé de compléter une vérification de vos antécédents.',
    list: 'Vos sections',
  },
} as const;

describeEach(['en', 'fr'] as const, 'the hub frame in %s', (language) => {
  test('shows the hub before the modules run, then gives way to the same page drawn by React', async ({ openPage }) => {
    const created = await invite('au-acic');
    const page = await openPage('phone', language);
    const release = await holdModules(page);
    await page.goto(created.url, { waitUntil: 'commit' });

    const words = WORDS[language];
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(main.getByText(words.lead)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: words.list })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Drawn by the shell: no list yet, only the skeleton rows, hidden from assistive technologies.
    await expect(page.getByRole('list', { name: words.list })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const drawnBox = await main.getByText(words.lead).boundingBox();

    release();
    await expect(page.getByRole('list', { name: words.list })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: words.list })).toHaveCount(1);
    // React's sentence has the size of the shell's, so the largest paint stays the shell's.
    const reactBox = await main.getByText(words.lead).boundingBox();
    expect({ width: reactBox?.width, height: reactBox?.height }).toEqual({ width: drawnBox?.width, height: drawnBox?.height });
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test('a submitted request never shows the hub frame on its way to the status page', async ({ openPage }) => {
  const created = await invite('completed');
  const page = await openPage('phone');
  const release = await holdModules(page);
  const earlyRead = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/api/oneform/'));
  await page.goto(created.url, { waitUntil: 'commit' });
  await earlyRead;
  await expect(page.locator('.page-skeleton')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/candidate-feedback\/complete/);
  await page.context().close();
});
