/**
 * "Continue on your phone" (docs/documents.md "Continue on your phone"): a candidate on a computer shows the QR code of
 * a document step, the phone opens the link the code holds, takes a photo there, and the computer's page shows it
 * without a reload. The code is read back from a screenshot of the page, as a phone's camera would read it; axe runs
 * on both pages. The supporting documents page hands its optional types to the phone behind the same picker. On a
 * phone-sized screen the step shows no panel: its uploader takes the photo itself.
 */
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './support/browser';
import { fillSectionsBefore, fillThroughCandidateApi } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';
import { server } from './support/server';
import { expect, test } from './support/test';
import { chooseFile, pdf, photo, region } from './support/uploads';

const STEP_PATH = '/candidate-feedback/moj_document_upload/moj_document_upload';

interface ReloadMarker {
  sameDocument?: boolean;
}

/** The link of the panel's QR code, read back from a screenshot as a phone's camera would read it. */
async function linkOfCode(code: Locator): Promise<URL> {
  const screenshot = PNG.sync.read(await code.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(screenshot.data), screenshot.width, screenshot.height);
  expect(decoded).not.toBeNull();
  return new URL(decoded!.data);
}

test('a photo taken on the phone from the QR code appears on the computer without a reload', async ({ openPage }) => {
  test.setTimeout(120_000);
  const created = await invite('nz-police-vetting');
  await fillSectionsBefore(created, 'moj_document_upload');

  const computer = await openPage('desktop');
  await computer.goto(pageUrl(created, STEP_PATH));
  const panel = region(computer, 'Continue on your phone');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Show a QR code' }).click();
  const code = panel.getByRole('img', { name: 'QR code that opens this step on your phone' });
  await expect(code).toBeVisible();
  await expect(panel.getByText(/The code works until \d\d:\d\d, for this step's documents only\./)).toBeVisible();
  await expectNoAxeViolations(computer);
  // Marks this document: a reload would lose the mark.
  await computer.evaluate(() => {
    (window as ReloadMarker).sameDocument = true;
  });

  const link = await linkOfCode(code);
  expect(`${link.origin}${link.pathname}`).toBe(`${server('baseUrl')}/continue-on-phone`);
  expect(link.search).toBe('');
  expect(link.hash).toMatch(/^#token=[\w-]+$/);

  const phone = await openPage('phone');
  await phone.goto(link.href);
  await expect(phone.getByRole('heading', { level: 1, name: 'Upload your documents' })).toBeVisible();
  const firearms = region(phone, 'Firearms licence');
  await expect(firearms.getByRole('button', { name: /^Take a photo/ })).toBeVisible();
  await expectNoAxeViolations(phone);
  await chooseFile(firearms, await photo('firearms.jpg', 'jpeg'));
  await expect(firearms.getByText('firearms.jpg uploaded.')).toBeVisible();
  await expect(region(phone, 'Uploaded for this step').getByRole('listitem')).toHaveText(['firearms.jpg']);
  await expectNoAxeViolations(phone);

  // The computer's page shows the photo among its uploads, with its Delete, and says it arrived.
  await expect(region(computer, 'Firearms licence').getByRole('button', { name: 'Delete firearms.jpg' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('1 file has arrived from your phone.');
  expect(await computer.evaluate(() => (window as ReloadMarker).sameDocument)).toBe(true);
  await expectNoAxeViolations(computer);
});

test("the supporting documents page hands its optional types to the phone, and shows what the phone sends", async ({ openPage }) => {
  test.setTimeout(180_000);
  const created = await invite('br-family-names');
  await fillThroughCandidateApi(created, { skip: ['documents'] });

  const computer = await openPage('desktop');
  await computer.goto(pageUrl(created, '/candidate-feedback/documents/document_upload'));
  const panel = region(computer, 'Continue on your phone');
  await panel.getByRole('button', { name: 'Show a QR code' }).click();
  const link = await linkOfCode(panel.getByRole('img', { name: 'QR code that opens this step on your phone' }));

  const phone = await openPage('phone');
  await phone.goto(link.href);
  await expect(region(phone, 'Passport')).toBeVisible();
  const optional = region(phone, 'You may also upload any of the optional documents below.');
  await optional.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Proof of address' });
  const picked = region(optional, 'Proof of address');
  await chooseFile(picked, pdf('comprovante.pdf'));
  await expect(picked.getByText('comprovante.pdf uploaded.')).toBeVisible();
  await expectNoAxeViolations(phone);

  // The computer's page shows the optional type's uploader, holding the phone's file with its Delete.
  const optionalHere = region(computer, 'You may also upload any of the optional documents below.');
  await expect(region(optionalHere, 'Proof of address').getByRole('button', { name: 'Delete comprovante.pdf' })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('1 file has arrived from your phone.');
  await expectNoAxeViolations(computer);
});

test('a phone-sized screen shows the step without the panel', async ({ openPage }) => {
  const created = await invite('nz-police-vetting');
  await fillSectionsBefore(created, 'moj_document_upload');
  const page = await openPage('phone');
  await page.goto(pageUrl(created, STEP_PATH));
  await expect(region(page, 'Firearms licence')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Continue on your phone' })).toBeHidden();
});

test('a link that no longer works says so and what to do', async ({ openPage, expectFailures }) => {
  expectFailures({ status: 401, path: '/api/handoff/' });
  const phone = await openPage('phone');
  await phone.goto(`${server('baseUrl')}/continue-on-phone#token=not-a-live-link`);
  await expect(phone.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(phone.getByText("To carry on with your phone, show a new code on your computer's page and scan it again.")).toBeVisible();
  await expectNoAxeViolations(phone);
});
