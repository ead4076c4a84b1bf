/**
 * The first visit speaks the browser's language until the candidate chooses one, and every page's title says where
 * the candidate is, with 'Error: ' (in the page's language) first while the page shows errors.
 */
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const SERVICE = { en: 'Complete your background check', fr: 'Complétez votre vérification des antécédents' };

test.describe('a browser set to French', () => {
  test('shows the hub in French, keeps English once chosen, and titles each page in its language', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced');
    const page = await openPage('phone', 'fr-FR');
    await page.goto(created.url);

    await expect(page.getByRole('heading', { level: 1, name: SERVICE.fr })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vos sections' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`Vos sections – ${SERVICE.fr}`);
    // Only a choice is remembered: the browser keeps deciding until then.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.goto(pageUrl(created, '/candidate-feedback/details/name'));
    await expect(page.getByRole('heading', { level: 2, name: 'Nom' })).toBeVisible();
    await expect(page).toHaveTitle(`Nom – Informations personnelles – ${SERVICE.fr}`);
    await page.getByRole('button', { name: 'Suivant' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Il y a un problème' })).toBeVisible();
    await expect(page).toHaveTitle(`Erreur : Nom – Informations personnelles – ${SERVICE.fr}`);
    await expectNoAxeViolations(page);

    await page.getByLabel('Langue', { exact: true }).selectOption('en');
    await expect(page).toHaveTitle(`Error: Name – Personal details – ${SERVICE.en}`);

    await page.goto(created.url);
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: SERVICE.en })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(`Your sections – ${SERVICE.en}`);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
