/**
 * The home page as a candidate works through it, one request state at a time: a fresh request, one under way, one
 * ready to finish (Finish, the Confirm data dialog, the completion page), a completion the server refuses, the hub
 * in French, and the whole way by keyboard alone. Requests are created in their state with `invite --state`
 * (docs/decisions/0002-sandbox-states.md).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { postComplete, readResponse } from './support/candidate-api';
import { invite } from './support/invite';
import { chromiumForFile, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

/** Waits until the app shows `path`, and checks the link's guid and token came along. */
async function expectAt(page: Page, path: string, created: CreatedRequest): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
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
  await list.waitFor();
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

describe('a fresh request', () => {
  it('offers only Personal details, which opens on its first step and keeps later steps closed', async () => {
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
    expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);
    expect(await page.getByRole('button').filter({ hasText: /^Start / }).count()).toBe(0);
    await page.getByText('0 of 6 sections complete', { exact: true }).waitFor();
    await page.getByText(/^This link expires on \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    const contact = page.getByRole('link', { name: 'recruitment@meadowbank-care.example' });
    expect(await contact.getAttribute('href')).toBe('mailto:recruitment@meadowbank-care.example');
    await expectNoAxeViolations(page);

    // A section that cannot start yet, opened by its address, leads back here with the reason and the link's query.
    await page.goto(pageUrl(created, '/candidate-feedback/documents/document_upload'));
    await page
      .getByRole('status')
      .getByText(
        'Supporting documents cannot start yet. Start with Personal details: sections are completed one at a time, in order.',
      )
      .waitFor();
    await expectAt(page, '/candidate-feedback', created);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start Personal details' }).click();
    await expectAt(page, '/candidate-feedback/details/name', created);
    await page.getByRole('heading', { level: 2, name: 'Name' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Personal details' }).waitFor();
    await page.getByText('(1/7)', { exact: true }).waitFor();
    await saveAndGoBack(page).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(pageUrl(created, '/candidate-feedback/details/address'));
    await expectAt(page, '/candidate-feedback/details/name', created);
    await page.getByRole('heading', { level: 2, name: 'Name' }).waitFor();

    await saveAndGoBack(page).click();
    await expectAt(page, '/candidate-feedback', created);
    await page.getByRole('link', { name: 'Start Personal details' }).waitFor();
    await page.context().close();
  });

  it('is refused by the API, which names every section still to do', async () => {
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

describe('a request under way', () => {
  it('continues Personal details where it stopped; the tabs reach finished steps but not later ones', async () => {
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
    expect(await page.getByRole('link', { name: /^Start / }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Continue Personal details' }).click();
    await expectAt(page, '/candidate-feedback/details/previous_name', created);
    await page.getByRole('heading', { level: 2, name: 'Previous names' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Steps of Personal details' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'NameCompleted',
      'Date and place of birthCompleted',
      'Previous names',
    ]);
    expect(await tabs.getByRole('link', { name: 'Previous names' }).getAttribute('aria-current')).toBe('page');
    expect(await tabs.getByRole('listitem').filter({ hasText: 'Identity documents' }).textContent()).toBe(
      'Identity documentsCannot start yet',
    );
    expect(await page.getByText('(3/7)', { exact: true }).isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    await tabs.getByRole('link', { name: /^Name/ }).click();
    await expectAt(page, '/candidate-feedback/details/name', created);
    await page.getByRole('heading', { level: 2, name: 'Name' }).waitFor();
    await tabs.getByRole('link', { name: /^Date and place of birth/ }).click();
    await expectAt(page, '/candidate-feedback/details/birth', created);
    await page.getByRole('heading', { level: 2, name: 'Date and place of birth' }).waitFor();

    await page.goto(pageUrl(created, '/candidate-feedback/details/address'));
    await expectAt(page, '/candidate-feedback/details/previous_name', created);
    await page.getByRole('heading', { level: 2, name: 'Previous names' }).waitFor();

    // Where the tabs are hidden, the counter says where the candidate is.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText('(3/7)', { exact: true }).waitFor();
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
    checks: [
      'Criminal record', 'Financial regulatory', 'Credit history', 'Bankruptcy', 'Directorships', 'Fitness and propriety',
      'Global sanctions', 'Adverse media', 'Academic qualifications', 'Professional qualifications', 'Employment history',
      'References',
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

describe.each(READY_TO_SUBMIT)('a $scenario request ready to submit, on a $viewport', ({ scenario, viewport, rows, checks }) => {
  it('finishes through the Confirm data dialog and reaches the completion page for good', async () => {
    const created = await invite(scenario, { state: 'ready_to_submit' });
    const page = await openPage(viewport);
    await page.goto(created.url);

    expect(await hubRows(page)).toEqual(rows);
    const finish = page.getByRole('button', { name: 'Finish' });
    await finish.click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm data' });
    await dialog.waitFor();
    await dialog.getByText('Please ensure that all your data is final before proceeding with the submission.').waitFor();
    await dialog.getByText('Once all data is submitted, you can no longer edit it.').waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Finish');

    await finish.click();
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectAt(page, '/candidate-feedback/complete', created);
    await page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' }).waitFor();
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
    expect(await inProgress.getByRole('listitem').allTextContents()).toEqual(checks);
    // A plain list: nothing in it is a link or a button to tap.
    expect(await inProgress.locator('a, button, [role="link"], [role="button"], [tabindex]').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'help centre' }).getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await page.getByRole('link', { name: 'Set up your digital career passport' }).getAttribute('href')).toMatch(
      /^https?:\/\//,
    );
    await expectNoAxeViolations(page);

    await page.goto(created.url);
    await expectAt(page, '/candidate-feedback/complete', created);
    await page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' }).waitFor();

    const again = await postComplete(created.guid, created.user_token);
    expect(again).toEqual({
      status: 409,
      body: { detail: 'This form has already been submitted and can no longer be changed.' },
    });
    await page.context().close();
  });
});

describe('a completion the server refuses', () => {
  it('keeps the dialog open with the server’s reason, and Close returns to the list', async () => {
    const created = await invite('br-family-names', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    await page.goto(created.url);
    await page.getByRole('button', { name: 'Finish' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm data' });
    await dialog.waitFor();

    // The same candidate submits from another tab while this one still shows the dialog.
    expect((await postComplete(created.guid, created.user_token)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await dialog
      .getByRole('alert')
      .getByText('This form has already been submitted and can no longer be changed.', { exact: true })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback');
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'Your sections' }).waitFor();
    await page.context().close();
  });
});

describe('the hub in French', () => {
  it('translates the statuses, the actions, the step frame and the dialog', async () => {
    const underWay = await invite('gb-dbs-enhanced', { state: 'in_progress' });
    const page = await openPage('phone');
    await page.goto(underWay.url);
    await page.getByRole('list', { name: 'Your sections' }).waitFor();
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
    await page.getByText('Sections terminées\u00a0: 0 sur 6', { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Continuer Informations personnelles' }).click();
    await expectAt(page, '/candidate-feedback/details/previous_name', underWay);
    await page.getByRole('heading', { level: 1, name: 'Informations personnelles' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Noms antérieurs' }).waitFor();
    await page.getByText('(3/7)', { exact: true }).waitFor();
    await saveAndGoBack(page, 'Enregistrer et revenir').click();
    await expectAt(page, '/candidate-feedback', underWay);

    const readyToSubmit = await invite('gb-financial-services', { state: 'ready_to_submit' });
    await page.goto(readyToSubmit.url);
    const rows = await hubRows(page, 'Vos sections');
    expect(rows[0]).toBe('Consentement: Terminé, link "Afficher Consentement"');
    expect(rows[1]).toBe('Informations personnelles: Terminé, link "Modifier Informations personnelles"');
    await page.getByRole('button', { name: 'Terminer' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirmer les données' });
    await dialog.getByText('Une fois toutes les données envoyées, vous ne pourrez plus les modifier.').waitFor();
    await dialog.getByRole('button', { name: 'Valider' }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('keyboard only', () => {
  /**
   * Presses Tab until `target` has the focus (a bounded walk through the page's tab order). It waits for the target
   * first: a step's form renders after its data arrives, and a walk through the loading page would miss it.
   */
  async function tabTo(page: Page, target: Locator): Promise<void> {
    await target.waitFor();
    for (let presses = 0; presses < 60; presses += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${String(target)} is not in the page's tab order`);
  }

  it('reaches a section, comes back, and submits through the dialog without a pointer', async () => {
    const created = await invite('br-family-names', { state: 'ready_to_submit' });
    const page = await openPage('desktop');
    await page.goto(created.url);
    await page.getByRole('button', { name: 'Finish' }).waitFor();

    await tabTo(page, page.getByRole('link', { name: 'Edit Personal details' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback/details/name', created);
    await tabTo(page, page.getByRole('button', { name: 'Save and Go back' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback', created);

    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Confirm data' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focusedText(page)).toBe('Finish');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByRole('button', { name: 'Complete' }));
    await page.keyboard.press('Enter');
    await expectAt(page, '/candidate-feedback/complete', created);
    await page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' }).waitFor();
    await page.context().close();
  });
});
