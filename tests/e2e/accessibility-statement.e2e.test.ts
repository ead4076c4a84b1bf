/**
 * The accessibility statement (docs/decisions/0036), opened from the footer of a candidate's page: what it aims at,
 * how it is tested, what is known not to meet it, whom to tell (the organisation the candidate knows), the date it
 * was reviewed; axe clean, and in French once the language is changed.
 */
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { expectPath } from './support/pages';
import { server } from './support/server';

test('opens from the footer, names the standard and whom to tell, and reads in French', async ({ openPage }) => {
  const created = await invite('gb-dbs-enhanced');
  const page = await openPage('phone');
  await page.goto(created.url);
  await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expectPath(page, '/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByText(/We aim to meet the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA\./)).toBeVisible();
  for (const heading of ['How we test', 'What does not meet the standard yet', 'Reporting a problem']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  // The organisation that sent the link is the one to tell.
  await expect(page.getByRole('link', { name: 'recruitment@meadowbank-care.example' })).toHaveAttribute(
    'href',
    'mailto:recruitment@meadowbank-care.example',
  );
  await expect(page.getByText(/^This statement was last reviewed on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // WCAG 1.4.10: at 320 px wide nothing needs scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Signaler un problème' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('without a link it tells the candidate to write to the organisation that asked', async ({ openPage }) => {
  const page = await openPage('desktop');
  await page.goto(`${server('baseUrl')}/accessibility`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByText(/using the contact details in the email they sent you\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});
