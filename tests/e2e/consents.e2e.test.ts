/**
 * The consent steps as candidates of three scenarios meet them: the UK criminal record consent (gb-dbs-enhanced),
 * Disclosure Scotland's (gb-scotland-basic) and the fraud-prevention consent (gb-financial-services). Each is
 * refused unticked, saved once ticked, and the home page then shows its section complete. On a phone and a
 * desktop, with axe on every state. A fresh request's consent section cannot be started from the home page yet,
 * so the journeys open the step by its address (the step guard only orders steps inside a section).
 */
import type { Locator, Page } from '@playwright/test';
import { describeEach, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const REQUIRED = 'Please tick this box to continue';

/** Ticks every box inside `scope`, by its label. */
async function tickAll(scope: Locator): Promise<void> {
  for (const name of await scope.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''))) {
    await choose(scope, name);
  }
}

/** Back on the home page with the section's row saying it is complete, its action 'Edit'. */
async function expectSectionComplete(page: Page, section: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
  const row = page.getByRole('list', { name: 'Your sections' }).getByRole('listitem').filter({ hasText: section });
  await expect(row.getByRole('link', { name: `Edit ${section}` })).toBeVisible();
  await expect(row.getByText('Completed', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
}

describeEach(['phone', 'desktop'] as const, 'the consent steps on a %s', (viewport) => {
  test('UK criminal record consent: the declaration, then the enhanced consents', async ({ openPage }) => {
    const created = await invite('gb-dbs-enhanced');
    await fillSectionsBefore(created, 'dbs_declaration_consent');
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/dbs_declaration_consent/dbs_consent'));

    await expect(page.getByRole('heading', { level: 2, name: 'Declaration' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expectNoAxeViolations(page);

    await choose(page.locator('form'), 'I confirm that the information I have given is true and complete, and that I have read and understood the information above. (required)');
    await expect(next).toBeEnabled();
    await next.click();

    await expect(page.getByRole('heading', { level: 2, name: 'Your consent' })).toBeVisible();
    const enhanced = page.getByRole('group', { name: 'Enhanced DBS check' });
    await expect(enhanced.getByRole('checkbox')).toHaveCount(4);
    await expect(page.getByRole('group', { name: 'Basic DBS check' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(enhanced.getByText(REQUIRED)).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tickAll(enhanced);
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expectSectionComplete(page, 'Criminal record check consent');
    expect((await readResponse(created.guid, created.user_token)).disclosure_signed_at).not.toBeNull();

    // Coming back, the consent shows as given.
    await page.goto(pageUrl(created, '/candidate-feedback/dbs_declaration_consent/dbs_consent'));
    await next.click();
    await expect(enhanced.getByRole('checkbox', { checked: true })).toHaveCount(4);
    await page.context().close();
  });

  test('Disclosure Scotland consent: the three basic consents', async ({ openPage }) => {
    const created = await invite('gb-scotland-basic');
    await fillSectionsBefore(created, 'ds_declaration_consent');
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/ds_declaration_consent/ds_consent'));

    const basic = page.getByRole('group', { name: 'Basic Disclosure' });
    await expect(basic).toBeVisible();
    await expect(basic.getByRole('checkbox')).toHaveCount(3);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(basic.getByText(REQUIRED)).toHaveCount(3);
    await expectNoAxeViolations(page);

    await tickAll(basic);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSectionComplete(page, 'Disclosure Scotland consent');
    expect((await readResponse(created.guid, created.user_token)).disclosure_signed_at).not.toBeNull();
    await page.context().close();
  });

  test('fraud-prevention consent: the fair usage policy', async ({ openPage }) => {
    const created = await invite('gb-financial-services');
    await fillSectionsBefore(created, 'cifas_declaration_consent');
    const page = await openPage(viewport);
    await page.goto(pageUrl(created, '/candidate-feedback/cifas_declaration_consent/cifas_consent'));

    await expect(page.getByRole('heading', { level: 2, name: 'Fair usage policy' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeVisible();
    await expectNoAxeViolations(page);

    await choose(page.locator('form'), 'I have read and agree to the fair usage policy. (required)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSectionComplete(page, 'Fraud prevention consent');
    expect((await readResponse(created.guid, created.user_token)).agree_to_fup).toBe(true);
    await page.context().close();
  });
});
