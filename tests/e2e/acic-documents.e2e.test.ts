/**
 * The community (ACIC) documents section as an Australian candidate meets it on a phone (au-acic), with axe on every
 * page, against the real server: a commencement document, a primary and a secondary one, each uploaded at its
 * level; then the confirmation: Continue disabled until answered, Yes saved as it is chosen, Continue refused
 * without a certificate with the focus on the refusal, a change of name certificate uploaded, and Continue home,
 * where the section shows complete.
 *
 * The points upload page (afp_documents) needs a saved documents selection, which only its selection step writes;
 * its page is covered by src/features/document-uploads/community-documents.test.tsx.
 */
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { invite } from './support/invite';
import { chromiumForFile, pageUrl } from './support/pages';

const { openPage } = chromiumForFile();

/** Four pages of uploads with axe on each take longer than the default on a busy machine. */
const LONG_TEST_MS = 180_000;
const SECTION_TITLE = 'Australian Criminal Intelligence Commission check documents';
const QUESTION = 'Do any of the documents uploaded contain different or previous names? (required)';

interface Fixture {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pdf(name: string): Fixture {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`${body}\n%%EOF\n`) };
}

async function jpeg(name: string): Promise<Fixture> {
  const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const missing = (page: Page) => page.getByText('To complete this step:').locator('xpath=..').getByRole('listitem');

/** Uploads a file through the uploader's 'Choose a file' button and waits for the server to keep it. */
async function uploadTo(scope: Locator, file: Fixture): Promise<void> {
  const [chooser] = await Promise.all([
    scope.page().waitForEvent('filechooser'),
    scope.getByRole('button', { name: /^Choose a file/ }).click(),
  ]);
  await chooser.setFiles(file);
  await scope.getByText(`${file.name} uploaded.`).waitFor();
}

/** Next, once the frame judges the step complete, to the step whose uploader is named. */
async function next(page: Page, step: string, firstUploader: string): Promise<void> {
  const link = page.getByRole('link', { name: 'Next', exact: true });
  await expect.poll(() => link.getAttribute('aria-disabled')).toBeNull();
  await link.click();
  await page.waitForURL((url) => url.pathname.endsWith(`/acic_documents/${step}`));
  await region(page, firstUploader).waitFor();
}

describe('the community documents on a phone', () => {
  it('uploads each level’s document, then confirms a name change with its certificate', { timeout: LONG_TEST_MS }, async () => {
    const created = await invite('au-acic');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, '/candidate-feedback/acic_documents'));
    await page.waitForURL((url) => url.pathname.endsWith('/acic_documents/acic_identity_documents'));
    await region(page, 'Birth certificate').waitFor();
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one commencement document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Birth certificate'), await jpeg('birth.jpg'));
    await expect.poll(() => missing(page).count()).toBe(0);
    await expectNoAxeViolations(page);

    await next(page, 'acic_primary_documents', 'Driving licence');
    // One commencement document that can also be a primary one: a primary document, or a second commencement one.
    expect(await missing(page).allTextContents()).toEqual(['Please upload a primary document, or a second commencement document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Driving licence'), pdf('licence.pdf'));
    await expect.poll(() => missing(page).count()).toBe(0);

    await next(page, 'acic_secondary_documents', 'Utility bill');
    expect(await missing(page).allTextContents()).toEqual(['Please upload at least one secondary document.']);
    await expectNoAxeViolations(page);
    await uploadTo(region(page, 'Utility bill'), pdf('bill.pdf'));
    await expect.poll(() => missing(page).count()).toBe(0);

    const uploaded = (await readResponse(created.guid, created.user_token)).documents.uploaded;
    expect(uploaded.map((each) => [each.type, each.selected_level])).toEqual([
      ['birth-certificate-optional', 'acic_commencement'],
      ['driving-license', 'acic_primary'],
      ['utility-bill', 'acic_secondary'],
    ]);

    const link = page.getByRole('link', { name: 'Next', exact: true });
    await expect.poll(() => link.getAttribute('aria-disabled')).toBeNull();
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith('/acic_documents/acic_documents_confirmation'));
    const question = page.getByRole('radiogroup', { name: QUESTION });
    await question.waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    expect(await continueButton.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await choose(question, 'Yes');
    const heading = page.getByRole('heading', { name: 'Upload your Confirmation document' });
    await heading.waitFor();
    await expect
      .poll(async () => (await readResponse(created.guid, created.user_token)).candidate_id_document_details?.has_different_name_in_acic_documents)
      .toBe(true);
    await expect.poll(() => continueButton.isDisabled()).toBe(false);
    await continueButton.click();
    const refusal = page.getByText('Please upload at least ONE Confirmation document.');
    await refusal.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Please upload at least ONE Confirmation document.');
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback/acic_documents/acic_documents_confirmation');
    await expectNoAxeViolations(page);

    await uploadTo(region(page, 'Change of name certificate'), pdf('deed-poll.pdf'));
    await expect.poll(() => refusal.count()).toBe(0);
    await expectNoAxeViolations(page);
    await continueButton.click();
    await page.waitForURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);

    const row = page.getByRole('listitem').filter({ hasText: SECTION_TITLE });
    await expect.poll(() => row.textContent()).toContain('Completed');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
