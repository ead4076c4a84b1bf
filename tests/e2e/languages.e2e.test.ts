/**
 * The first visit speaks the browser's language until the candidate chooses one, and every page's title says where
 * the candidate is, with 'Error: ' (in the page's language) first while the page shows errors.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { chromiumForFile, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

const SERVICE = { en: 'Complete your background check', fr: 'Complétez votre vérification des antécédents' };

const expectTitle = (page: Page, title: string) => expect.poll(() => page.title()).toBe(title);

describe('a browser set to French', () => {
  it('shows the hub in French, keeps English once chosen, and titles each page in its language', async () => {
    const created = await invite('gb-dbs-enhanced');
    const page = await openPage('phone', 'fr-FR');
    await page.goto(created.url);

    await page.getByRole('heading', { level: 1, name: SERVICE.fr }).waitFor();
    await page.getByRole('list', { name: 'Vos sections' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await expectTitle(page, `Vos sections – ${SERVICE.fr}`);
    // Only a choice is remembered: the browser keeps deciding until then.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    await page.getByRole('heading', { level: 2, name: 'Nom' }).waitFor();
    await expectTitle(page, `Nom – Informations personnelles – ${SERVICE.fr}`);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { level: 2, name: 'Il y a un problème' }).waitFor();
    await expectTitle(page, `Erreur : Nom – Informations personnelles – ${SERVICE.fr}`);
    await expectNoAxeViolations(page);

    await page.getByLabel('Langue', { exact: true }).selectOption('en');
    await expectTitle(page, `Error: Name – Personal details – ${SERVICE.en}`);

    await page.goto(created.url);
    await page.getByRole('list', { name: 'Your sections' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: SERVICE.en }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expectTitle(page, `Your sections – ${SERVICE.en}`);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
