/**
 * An Australian candidate's document sections on a phone (au-acic), with axe on every page, against the real server
 * and without a sandbox state: the other sections are done through the candidate's own API (support/fill-sections.ts).
 * - The identity document selection: a passport and a driving licence, 110 points.
 * - The points upload (afp_documents): both selected documents uploaded, the passport with its expiry date, the
 *   tally reaching 110 of 100 points.
 * - The community (ACIC) documents: a commencement document, a primary and a secondary one, each uploaded at its
 *   level; then the confirmation: Continue disabled until answered, Yes saved as it is chosen, Continue refused
 *   without a certificate with the focus on the refusal, a change of name certificate uploaded, and Continue home.
 * - The hub then shows every section complete (the supporting documents' passport is the one already given), and
 *   Finish submits the form.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore, fillThroughCandidateApi } from './support/fill-sections';
import { choose } from './support/forms';
import { invite } from './support/invite';
import { pageUrl, submitFromHub } from './support/pages';
import { missing, pdf, photo, region, typeDate, uploadTo, yearsFromToday } from './support/uploads';


/** Six pages of uploads with axe on each take longer than the default on a busy machine. */
const LONG_TEST_MS = 240_000;
const QUESTION = 'Do any of the documents uploaded contain different or previous names? (required)';

/** Next, once the frame judges the step complete, to the step whose uploader is named. */
async function next(page: Page, step: string, firstUploader: string): Promise<void> {
  const link = page.getByRole('link', { name: 'Next', exact: true });
  await expect(link).not.toHaveAttribute('aria-disabled');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname.endsWith(`/acic_documents/${step}`));
  await expect(region(page, firstUploader)).toBeVisible();
}

/** The selection step: a passport on the primary tab, a driving licence on the secondary one, saved. */
async function selectDocuments(page: Page, created: CreatedRequest): Promise<void> {
  await page.goto(pageUrl(created, '/candidate-feedback/documents_selection/documents_selection'));
  const primary = page.getByRole('group', { name: 'Primary documents' });
  await choose(primary, 'Passport (70 points) The photo page of a current passport.');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const secondary = page.getByRole('group', { name: 'Secondary documents' });
  await choose(secondary, 'Driving licence (40 points) A current photocard driving licence.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
}

/** The points upload: each selected document uploaded, the passport with its expiry date, until 110 points. */
async function uploadSelectedDocuments(page: Page, created: CreatedRequest): Promise<void> {
  await page.goto(pageUrl(created, '/candidate-feedback/afp_documents/afp_documents'));
  const passport = region(page, 'Passport');
  await expect(passport).toBeVisible();
  expect(await missing(page).allTextContents()).toEqual([
    'You need to upload at least one primary document',
    'Please submit documents that add up to at least 100 points.',
  ]);
  await expectNoAxeViolations(page);
  await typeDate(passport, 'Expiry date', yearsFromToday(7));
  await uploadTo(passport, pdf('passport.pdf'));
  expect(await missing(page).allTextContents()).toEqual(['Please submit documents that add up to at least 100 points.']);
  await uploadTo(region(page, 'Driving licence'), pdf('licence.pdf'));
  await expect(missing(page)).toHaveCount(0);
  await expect(page.getByText('110 of 100 points')).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('the Australian document sections on a phone', () => {
  test('selects 100 points of documents, uploads them, gives each community level’s document, confirms a name change, and finishes', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('au-acic');
    await fillThroughCandidateApi(created, { skip: ['documents_selection', 'afp_documents', 'acic_documents', 'documents'] });
    const page = await openPage('phone');
    await selectDocuments(page, created);
    await uploadSelectedDocuments(page, created);

    await page.goto(pageUrl(created, '/candidate-feedback/acic_documents'));
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/acic_documents/acic_identity_documents'));
    await expect(region(page, 'Birth certificate')).toBeVisible();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one commencement document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Birth certificate'), await photo('birth.jpg', 'jpeg'));
    await expect(missing(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await next(page, 'acic_primary_documents', 'Driving licence');
    // One commencement document that can also be a primary one: a primary document, or a second commencement one.
    expect(await missing(page).allTextContents()).toEqual(['Please upload a primary document, or a second commencement document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Driving licence'), pdf('licence.pdf'));
    await expect(missing(page)).toHaveCount(0);

    await next(page, 'acic_secondary_documents', 'Utility bill');
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one secondary document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Utility bill'), pdf('bill.pdf'));
    await expect(missing(page)).toHaveCount(0);

    const uploaded = (await readResponse(created.guid, created.user_token)).documents.uploaded.filter((each) => each.selected_level !== null);
    expect(uploaded.map((each) => [each.type, each.selected_level])).toEqual([
      ['birth-certificate-optional', 'acic_commencement'],
      ['driving-license', 'acic_primary'],
      ['utility-bill', 'acic_secondary'],
    ]);

    const link = page.getByRole('link', { name: 'Next', exact: true });
    await expect(link).not.toHaveAttribute('aria-disabled');
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/acic_documents/acic_documents_confirmation'));
    const question = page.getByRole('radiogroup', { name: QUESTION });
    await expect(question).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeDisabled();
    await expectNoAxeViolations(page);

    await choose(question, 'Yes');
    const heading = page.getByRole('heading', { name: 'Upload your confirmation document' });
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => (await readResponse(created.guid, created.user_token)).candidate_id_document_details?.has_different_name_in_acic_documents)
      .toBe(true);
    await expect(continueButton).toBeEnabled();
    await continueButton.click();
    const refusal = page.getByText('Please upload at least one confirmation document.');
    await expect(refusal).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Please upload at least one confirmation document.');
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback/acic_documents/acic_documents_confirmation');
    await expectNoAxeViolations(page);

    await uploadTo(region(page, 'Change of name certificate'), pdf('deed-poll.pdf'));
    await expect(refusal).toHaveCount(0);
    await expectNoAxeViolations(page);
    await continueButton.click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);

    for (const title of [
      'Identity document selection',
      'Australian Federal Police check documents',
      'Australian Criminal Intelligence Commission check documents',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Completed');
    }
    // The uploads count toward the supporting documents too, which are complete once the candidate has seen them.
    await expect(page.getByRole('listitem').filter({ hasText: 'Supporting documents' })).toContainText('Not started');
    await page.getByRole('link', { name: 'Start Supporting documents' }).click();
    await page.getByRole('button', { name: 'Save & Finish' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Supporting documents' })).toContainText('Completed');
    await expectNoAxeViolations(page);
    await submitFromHub(page);
    await page.context().close();
  });

  test('offers the camera only on a touch screen, whatever order the page’s styles arrive in', async ({ openPage }) => {
    const created = await invite('au-acic');
    await fillSectionsBefore(created, 'acic_documents');
    for (const [viewport, camera] of [['phone', true], ['desktop', false]] as const) {
      const page = await openPage(viewport);
      await page.goto(pageUrl(created, '/candidate-feedback/acic_documents/acic_identity_documents'));
      const passport = region(page, 'Passport');
      await expect(passport.getByRole('button', { name: /^Choose a file/ })).toBeVisible();
      await expect(passport.getByRole('button', { name: /^Take a photo/ }), viewport).toBeVisible({ visible: camera });
      await page.context().close();
    }
  });
});
