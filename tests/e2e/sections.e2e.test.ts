/**
 * Sections that mean what they say, and no dead end without a passport (docs/documents.md "Where an upload was made",
 * docs/hub.md "When the list changes", docs/check-requirements.md "Identity documents without a passport"), on a
 * phone with axe, against the real server; the sections the journey does not drive are filled through the candidate's
 * own API (support/fill-sections.ts), which sends the page of each upload as the uploader does:
 * - gb-rescreening: the two proofs of address leave the criminal record documents Not started, not In progress; its
 *   first step names them as uploaded in Proof of address, without a Delete, and Next moves on.
 * - au-acic: supporting documents are Not started, not Completed, with the passport already given on the AFP and ACIC
 *   pages; the page lists each of those uploads once, named with its section, and Save & Finish completes it.
 * - gb-financial-services: once Personal details give a British passport, the hub says which sections came and went,
 *   and why.
 * - gb-scotland-basic: a candidate with no current passport is offered the documents that stand in for it, told whom
 *   to ask without any, and finishes with a driving licence and a birth certificate.
 */
import type { Locator, Page } from '@playwright/test';
import { SECTION_SLUGS } from '../../domain/sections';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillThroughCandidateApi } from './support/fill-sections';
import { choose } from './support/forms';
import { invite } from './support/invite';
import { expectPath, hubRow, pageUrl, submitFromHub } from './support/pages';
import { expect, test } from './support/test';
import { missing, pdf, region, uploadTo } from './support/uploads';

const JOURNEY_MS = 240_000;
const HOME = '/candidate-feedback';

const deletes = (scope: Page | Locator) => scope.getByRole('button', { name: /^Delete / });
const countedElsewhere = (scope: Locator) => scope.getByRole('list', { name: 'Uploaded on other pages' }).getByRole('listitem');

test.describe('sections that mean what they say', () => {
  test('gb-rescreening: proofs of address leave the criminal record documents not started until opened', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-rescreening');
    await fillThroughCandidateApi(created, { skip: ['dbs_documents', 'documents'], passport: 'foreign' });

    const page = await openPage('phone');
    await page.goto(pageUrl(created, HOME));
    expect(await hubRow(page, 'Proof of address')).toBe('Completed, Edit Proof of address');
    expect(await hubRow(page, 'Criminal record check documents')).toBe('Not started, Start Criminal record check documents');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start Criminal record check documents' }).click();
    await expectPath(page, '/candidate-feedback/dbs_documents/dbs_address');
    const proofs = region(page, 'Proof of address');
    await expect(countedElsewhere(proofs)).toHaveCount(2);
    await expect(countedElsewhere(proofs).first()).toContainText('Uploaded in Proof of address; it counts here too.');
    await expect(deletes(proofs)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/candidate-feedback/dbs_documents/dbs_identity');
    expect((await readResponse(created.guid, created.user_token)).documents.seen_steps).toEqual(['dbs_address']);
    await page.getByRole('link', { name: 'Save and Go back' }).click();
    await expectPath(page, HOME);
    expect(await hubRow(page, 'Criminal record check documents')).toBe('In progress, Continue Criminal record check documents');
    await page.context().close();
  });

  test('au-acic: supporting documents are not completed before they are opened, and list each upload once', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('au-acic');
    await fillThroughCandidateApi(created, { skip: ['documents'] });
    const passports = (await readResponse(created.guid, created.user_token)).documents.uploaded.filter(
      (upload) => upload.type === 'passport',
    );
    expect(passports.length).toBeGreaterThan(0);

    const page = await openPage('phone');
    await page.goto(pageUrl(created, HOME));
    expect(await hubRow(page, 'Supporting documents')).toBe('Not started, Start Supporting documents');
    await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Start Supporting documents' }).click();
    const required = region(page, 'Please upload the required documents below.');
    const passport = region(required, 'Passport');
    await expect(countedElsewhere(passport)).toHaveCount(passports.length);
    await expect(countedElsewhere(passport).first()).toContainText(/Uploaded in .+; it counts here too\./);
    await expect(deletes(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save & Finish' }).click();
    await expectPath(page, HOME);
    expect(await hubRow(page, 'Supporting documents')).toBe('Completed, Edit Supporting documents');
    await submitFromHub(page);
    await page.context().close();
  });

  test('gb-financial-services: the hub says which sections an answer added and took away', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-financial-services');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, HOME));
    expect(await hubRow(page, 'Criminal record check documents')).toBe('Cannot start yet');
    await expect(page.getByRole('heading', { name: 'Your sections have changed' })).toHaveCount(0);

    // Personal details with a current British passport.
    await fillThroughCandidateApi(created, { skip: SECTION_SLUGS.filter((section) => section !== 'details') });
    await page.goto(pageUrl(created, HOME));
    const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Your sections have changed' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Your answer about your passport in Personal details changed how your identity is checked.');
    await expect(notice.getByRole('listitem')).toHaveText([
      'Added: Identity validation',
      'No longer needed: Adverse financial history, Criminal record check documents',
    ]);
    expect(await hubRow(page, 'Identity validation')).toBe('Cannot start yet');
    await expectNoAxeViolations(page);

    // Said once: the next visit shows the list alone.
    await page.goto(pageUrl(created, HOME));
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your sections have changed' })).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('no dead end without a passport', () => {
  test('gb-scotland-basic: without a current passport, a driving licence and a birth certificate complete the identity documents', async ({ openPage }) => {
    test.setTimeout(JOURNEY_MS);
    const created = await invite('gb-scotland-basic');
    await fillThroughCandidateApi(created, { skip: ['dbs_documents'], passport: 'foreign' });

    const page = await openPage('phone');
    await page.goto(pageUrl(created, '/candidate-feedback/details/id'));
    await choose(page.getByRole('radiogroup', { name: 'Do you have a current passport?' }), 'No');
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expectPath(page, HOME);
    expect((await readResponse(created.guid, created.user_token)).candidate_id_document_details?.is_current_passport).toBe(false);

    await page.getByRole('link', { name: 'Start Criminal record check documents' }).click();
    await expectPath(page, '/candidate-feedback/dbs_documents/dbs_address');
    await uploadTo(region(page, 'Proof of address'), pdf('council-tax.pdf'));
    await page.getByRole('link', { name: 'Next' }).click();
    await expectPath(page, '/candidate-feedback/dbs_documents/dbs_identity');

    await expect(region(page, 'Passport')).toHaveCount(0);
    await expect(missing(page)).toHaveText([
      'Please upload a passport or another primary identity document.',
      'Please upload a driving licence or another trusted document.',
    ]);
    await expect(page.getByText(/If you have none of these documents, do not upload anything else: contact Firth & Loch Hotels Ltd/)).toBeVisible();
    await expectNoAxeViolations(page);

    await uploadTo(region(page, 'Birth certificate'), pdf('birth-certificate.pdf'));
    await expect(missing(page)).toHaveText(['Please upload a primary identity document, or a second trusted document.']);
    await uploadTo(region(page, 'Driving licence'), pdf('licence.pdf'));
    await expect(missing(page)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Submit' }).click();
    await expectPath(page, HOME);
    expect(await hubRow(page, 'Criminal record check documents')).toBe('Completed, Edit Criminal record check documents');
    await submitFromHub(page);
    await page.context().close();
  });
});
