/**
 * The home page as a candidate works through it, one request state at a time: a fresh request, one under way, one
 * ready to finish (Finish, the check of the answers, the Confirm data dialog, the completion page), a completion the server refuses, the hub
 * in French, and the whole way by keyboard alone. Requests are created in their state with `invite --state`
 * (docs/decisions/0002-sandbox-states.md).
 */
import type { Locator, Page } from '@playwright/test';
import { describeEach, expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { postComplete, readResponse } from './support/candidate-api';
import { invite } from './support/invite';
import { openConfirmDialog, pageUrl } from './support/pages';


/** Waits until the app shows `path`, and checks the link's guid and token came along. */
async function expectAt(page: Page, path: string, created: CreatedRequest): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path);
  const search = new URL(page.url()).searchParams;
  expect({ guid: search.get('guid'), token: search.get('user_token') }).toEqual({ guid: created.guid, token: created.user_token });
}

/**
 * Each row of the task list as a screen reader meets it: the section, the status that describes its action, and
 * the action's role and name, e.g. `Personal details: Not started, link "Start Personal details"`; a row without
 * an action (and without any control, not even a disabled one) is its section and status alone.
 */
async function hubRows(page: Page, listName = 'Your sections'): Promise<string[]> {
  const list = page.getByRole('list', { name: listName });
  await expect(list).toBeVisible();
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const title = item.firstElementChild?.textContent;
      const controls = item.querySelectorAll('a, button, input, select');
      const action = controls[0];
      if (!action) return `${title}: ${item.querySelector('[id^="section-status-"]')?.textContent}`;
      const status = document.getElementById(action.getAttribute('aria-describedby') ?? '')?.textContent;
      const role = action instanceof HTMLButtonElement ? 'button' : 'link';
      return `${title}: ${status}, ${role} "${action.textContent}"${controls.length > 1 ? ' (and more)' : ''}`;
    }),
  );
}

const ready = (section: string, action = 'Edit') => `${section}: Completed, link "${action} ${section}"`;
const notReady = (section: string) => `${section}: Cannot start yet`;

/** 'Save and Go back' is a link home on a step with nothing to save, and its form's submit button otherwise. */
const saveAndGoBack = (page: Page, name = 'Save and Go back'): Locator =>
  page.getByRole('link', { name }).or(page.getByRole('button', { name }));

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

test.describe('a fresh request', () => {
  test('offers only Personal details, which opens on its first step and keeps later steps closed', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced');
    const page = await openPage('phone');
    await page.goto(created.url);

    expect(await hubRows(page)).toEqual([
      'Personal details: Not started, link "Start Personal details"',
      notReady('Criminal record check consent'),
      notReady('References'),
      notReady('Employment history'),
      notReady('Criminal record check documents'),
      notReady('Supporting documents'),
    ]);
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await expect(page.getByRole('button').filter({ hasText: /^Start / })).toHaveCount(0);
    await expect(page.getByText('0 of 6 sections complete', { exact: true })).toBeVisible();
    await expect(page.getByText(/^This link expires on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
    const contact = page.getByRole('link', { name: 'recruitment@meadowbank-care.example' });
    await expect(contact).toHaveAttribute('href', 'mailto:recruitment@meadowbank-care.example');
    await expectNoAxeViolations(page);

    // A section that cannot start yet, opened by its address, leads back here with the reason and the link's query.
    await page.goto(pageUrl(created, '/candidate-feedback/documents/document_upload'));
    await expect(page
      .getByRole('status')
      .getByText(
        'Supporting documents cannot start yet. Start with Personal details: sections are completed one at a time, in order.',
      )
      ).toBeVisible();
    await expectAt(page, '/candidate-feedback', created);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start Personal details' }).click();
    await expectAt(page, '/candidate-feedback/details/name', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Name' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
    await expect(page.getByText('(1/7)', { exact: true })).toBeVisible();
    await expect(saveAndGoBack(page)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(pageUrl(created, '/candidate-feedback/details/address'));
    await expectAt(page, '/candidate-feedback/details/name', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Name' })).toBeVisible();

    await saveAndGoBack(page).click();
    await expectAt(page, '/candidate-feedback', created);
    await expect(page.getByRole('link', { name: 'Start Personal details' })).toBeVisible();
    await page.context().close();
  });

  test('is refused by the API, which names every section still to do', async () => {
    const created = await invite('gb-dbs-enhanced');
    const { status, body } = await postComplete(created.guid, created.user_token);
    expect(status).toBe(409);
    expect(body.missing_sections).toEqual([
      'details',
      'dbs_declaration_consent',
      'reference',
      'employers',
      'dbs_documents',
      'documents',
    ]);
  });
});

test.describe('a request under way', () => {
  test('continues Personal details where it stopped; the tabs reach finished steps but not later ones', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced', { state: 'in_progress' });
    const page = await openPage('desktop');
    await page.goto(created.url);

    expect(await hubRows(page)).toEqual([
      'Personal details: In progress, link "Continue Personal details"',
      notReady('Criminal record check consent'),
      notReady('References'),
      notReady('Employment history'),
      notReady('Criminal record check documents'),
      notReady('Supporting documents'),
    ]);
    await expect(page.getByRole('link', { name: /^Start / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Continue Personal details' }).click();
    await expectAt(page, '/candidate-feedback/details/previous_name', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Previous names' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Steps of Personal details' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'NameCompleted',
      'Date and place of birthCompleted',
      'Previous names',
    ]);
    await expect(tabs.getByRole('link', { name: 'Previous names' })).toHaveAttribute('aria-current', 'page');
    expect(await tabs.getByRole('listitem').filter({ hasText: 'Identity documents' }).textContent()).toBe(
      'Identity documentsCannot start yet',
    );
    await expect(page.getByText('(3/7)', { exact: true })).toBeHidden();
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: /^Name/ }).click();
    await expectAt(page, '/candidate-feedback/details/name', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Name' })).toBeVisible();
    await tabs.getByRole('link', { name: /^Date and place of birth/ }).click();
    await expectAt(page, '/candidate-feedback/details/birth', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Date and place of birth' })).toBeVisible();

    await page.goto(pageUrl(created, '/candidate-feedback/details/address'));
    await expectAt(page, '/candidate-feedback/details/previous_name', created);
    await expect(page.getByRole('heading', { level: 2, name: 'Previous names' })).toBeVisible();

    // Where the tabs are hidden, the counter says where the candidate is.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('(3/7)', { exact: true })).toBeVisible();
    await page.context().close();
  });
});

const READY_TO_SUBMIT = [
  {
    scenario: 'gb-financial-services',
    viewport: 'phone',
    // A current British passport moves the DBS identity to digital ID, which stands in for the credit search.
    rows: [
      ready('Consent', 'Show'),
      ready('Personal details'),
      ready('Criminal record check consent'),
      ready('Fraud prevention consent'),
      ready('Identity validation', 'Show'),
      ready('References'),
      ready('Employment history'),
      ready('Fitness and propriety questionnaire'),
    ],
    // The UK's criminal record and the overseas search in India, told apart by their countries.
    checks: [
      'Criminal record (United Kingdom)', 'Criminal record (India)', 'Financial regulatory', 'Credit history', 'Bankruptcy',
      'Directorships', 'Fitness and propriety', 'Global sanctions', 'Adverse media', 'Academic qualifications',
      'Professional qualifications', 'Employment history', 'References',
    ],
  },
  {
    scenario: 'au-acic',
    viewport: 'desktop',
    rows: [
      ready('Personal details'),
      ready('Australian Criminal Intelligence Commission consent', 'Show'),
      ready('Australian Federal Police consent form', 'Show'),
      ready('References'),
      ready('Employment history'),
      ready('Identity document selection'),
      ready('Australian Federal Police check documents'),
      ready('Australian Criminal Intelligence Commission check documents'),
      ready('Supporting documents'),
    ],
    checks: [
      'Criminal record', 'Identity check', 'Right to work', 'Documents', 'Academic qualifications', 'Employment history',
      'References',
    ],
  },
] as const;

describeEach(READY_TO_SUBMIT, 'a $scenario request ready to submit, on a $viewport', ({ scenario, viewport, rows, checks }) => {
  test('finishes through the Confirm data dialog and reaches the completion page for good', async ({ openPage }) => {
    const created = await invite(scenario, { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(created.url);

    expect(await hubRows(page)).toEqual(rows);
    const dialog = await openConfirmDialog(page);
    await expect(dialog.getByText('Please ensure that all your data is final before proceeding with the submission.')).toBeVisible();
    await expect(dialog.getByText('Once all data is submitted, you can no longer edit it.')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => focusedText(page)).toBe('Continue to submit');

    await page.getByRole('button', { name: 'Continue to submit' }).click();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectAt(page, '/candidate-feedback/complete', created);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
    // The date the server stamped, as the browser's clock shows it, and the reference read from the request's guid.
    const { completed_at: completedAt } = await readResponse(created.guid, created.user_token);
    const submittedOn = await page.evaluate((instant) => {
      const local = new Date(instant!);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${pad(local.getDate())}/${pad(local.getMonth() + 1)}/${local.getFullYear()}`;
    }, completedAt);
    const receipt = await page.getByRole('term').evaluateAll((terms) =>
      terms.map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    );
    expect(receipt).toEqual([
      `Submitted on: ${submittedOn}`,
      `Your reference: ${created.guid.slice(0, 4).toUpperCase()}-${created.guid.slice(4, 8).toUpperCase()}`,
    ]);
    const inProgress = page.getByRole('heading', { level: 2, name: 'Background checks in progress' }).locator('xpath=following-sibling::ul[1]');
    expect(await inProgress.getByRole('heading', { level: 3 }).allTextContents()).toEqual(checks);
    // Before the organisation reports anything, each check reads as received on the day it was submitted.
    for (const item of await inProgress.getByRole('listitem').all()) await expect(item).toContainText(`Received Received on ${submittedOn}`);
    // A plain list: nothing in it is a link or a button to tap.
    await expect(inProgress.locator('a, button, [role="link"], [role="button"], [tabindex]')).toHaveCount(0);
    expect(await page.getByRole('link', { name: 'help centre' }).getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await page.getByRole('link', { name: 'Set up your digital career passport' }).getAttribute('href')).toMatch(
      /^https?:\/\//,
    );
    await expectNoAxeViolations(page);

    await page.goto(created.url);
    await expectAt(page, '/candidate-feedback/complete', created);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();

    const again = await postComplete(created.guid, created.user_token);
    expect(again).toEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    await page.context().close();
  });
});

test.describe('a completion the server refuses', () => {
  test('keeps the dialog open with the server’s reason, and Close returns to the answers', async ({ openPage, expectFailures }) => {
    expectFailures({ status: 409, path: '/complete/' });
    const created = await invite('br-family-names', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    await page.goto(created.url);
    const dialog = await openConfirmDialog(page);

    // The same candidate submits from another tab while this one still shows the dialog.
    expect((await postComplete(created.guid, created.user_token)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expect(dialog
      .getByRole('alert')
      .getByText('This form has already been submitted and can no longer be changed.', { exact: true })
      ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback/answers');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your answers before submitting' })).toBeVisible();
    await page.context().close();
  });
});

test.describe('the hub in French', () => {
  test('translates the statuses, the actions, the step frame and the dialog', async ({ openPage }) => {
    const underWay = await invite('gb-dbs-enhanced', { state: 'in_progress' });
    const page = await openPage('phone');
    await page.goto(underWay.url);
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await page.getByLabel('Language').selectOption('fr');

    const notStartable = (section: string) => `${section}: Impossible de commencer pour l’instant`;
    expect(await hubRows(page, 'Vos sections')).toEqual([
      'Informations personnelles: En cours, link "Continuer Informations personnelles"',
      notStartable('Consentement à la vérification du casier judiciaire'),
      notStartable('Références'),
      notStartable('Parcours professionnel'),
      notStartable('Documents pour la vérification du casier judiciaire'),
      notStartable('Pièces justificatives'),
    ]);
    await expect(page.getByText('Sections terminées\u00a0: 0 sur 6', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Continuer Informations personnelles' }).click();
    await expectAt(page, '/candidate-feedback/details/previous_name', underWay);
    await expect(page.getByRole('heading', { level: 1, name: 'Informations personnelles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Noms antérieurs' })).toBeVisible();
    await expect(page.getByText('(3/7)', { exact: true })).toBeVisible();
    await saveAndGoBack(page, 'Enregistrer et revenir').click();
    await expectAt(page, '/candidate-feedback', underWay);

    const readyToSubmit = await invite('gb-financial-services', { state: 'ready_to_submit' });
    await page.goto(readyToSubmit.url);
    const rows = await hubRows(page, 'Vos sections');
    expect(rows[0]).toBe('Consentement: Terminé, link "Afficher Consentement"');
    expect(rows[1]).toBe('Informations personnelles: Terminé, link "Modifier Informations personnelles"');
    const dialog = await openConfirmDialog(page, {
      finish: 'Terminer',
      answersHeading: 'Vérifiez vos réponses avant de les envoyer',
      goOn: 'Continuer vers l’envoi',
      dialog: 'Confirmer les données',
    });
    await expect(dialog.getByText('Une fois toutes les données envoyées, vous ne pourrez plus les modifier.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Valider' })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('keyboard only', () => {
  /**
   * Presses Tab until `target` has the focus (a bounded walk through the page's tab order). It waits for the target
   * first: a step's form renders after its data arrives, and a walk through the loading page would miss it.
   */
  async function tabTo(page: Page, target: Locator): Promise<void> {
    await expect(target).toBeVisible();
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${String(target)} is not in the page's tab order`);
  }

  test('reaches a section, comes back, and submits through the dialog without a pointer', async ({ openPage }) => {
    const created = await invite('br-family-names', { state: 'ready_to_submit' });
    const page = await openPage('desktop');
    await page.goto(created.url);
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();

    await tabTo(page, page.getByRole('link', { name: 'Edit Personal details' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback/details/name', created);
    await tabTo(page, page.getByRole('button', { name: 'Save and Go back' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback', created);

    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback/answers', created);
    await tabTo(page, page.getByRole('button', { name: 'Continue to submit' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm data' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => focusedText(page)).toBe('Continue to submit');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Complete' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback/complete', created);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
    await page.context().close();
  });
});
