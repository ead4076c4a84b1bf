/**
 * Pages that read right in the candidate's country and language, on a phone (390×844), with axe, failing on any
 * console error or any unexpected 4xx/5xx answer:
 * - a US candidate types 4 July 1988 month first, as 07041988, and 4 July is what is stored and shown again;
 * - a Brazilian Portuguese candidate finds their nationality by typing it in Portuguese;
 * - the uploads of one page are listed by their files' names, a photo with its thumbnail, and a phone is not
 *   offered to drop a file.
 */
import type { Page } from '@playwright/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { pickOption } from './support/forms';
import { invite } from './support/invite';
import { fillSectionsBefore } from './support/fill-sections';
import { pageUrl } from './support/pages';
import { photo, pdf, region, uploadTo } from './support/uploads';
import { expect, test } from './support/test';

const BIRTH_PATH = '/candidate-feedback/details/birth';

/** Every console error and every 4xx/5xx answer the page meets, to be empty at the end of the journey. */
function watchForFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') faults.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => faults.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) faults.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return faults;
}

const detailsOf = async (created: CreatedRequest) => (await readResponse(created.guid, created.user_token)).candidate_details[0];

test('a US candidate types a date month first, and that date is stored and shown again', async ({ openPage }) => {
  const created = await invite('us-employment', { state: 'in_progress' });
  const page = await openPage('phone', 'en-US');
  const faults = watchForFaults(page);
  await page.goto(pageUrl(created, BIRTH_PATH));

  const field = page.getByRole('group', { name: 'Date of birth' });
  await expect(field).toBeVisible();
  await expect(page.getByText('For example, 03/27/1990.')).toBeVisible();
  // The sandbox's saved 12 April 1990, month first.
  await expect(field.getByRole('spinbutton')).toHaveText(['4', '12', '1990']);
  await expectNoAxeViolations(page);

  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type('07041988');
  await expect(field.getByRole('spinbutton')).toHaveText(['7', '4', '1988']);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL((url) => url.pathname !== BIRTH_PATH);
  expect((await detailsOf(created))?.date_of_birth).toBe('1988-07-04');

  await page.goto(pageUrl(created, BIRTH_PATH));
  await expect(field.getByRole('spinbutton')).toHaveText(['7', '4', '1988']);
  expect(faults).toEqual([]);
});

test('a Brazilian Portuguese candidate finds "Brasileira" among the nationalities', async ({ openPage }) => {
  const created = await invite('gb-dbs-enhanced', { state: 'in_progress' });
  const page = await openPage('phone', 'pt-BR');
  const faults = watchForFaults(page);
  await page.goto(pageUrl(created, BIRTH_PATH));

  const nationality = page.getByRole('combobox', { name: 'Nacionalidade ao nascer' });
  await expect(nationality).toHaveValue('Britânica');
  await pickOption(nationality, 'Brasileira', 'Brasileira');
  await expect(nationality).toHaveValue('Brasileira');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page).toHaveURL((url) => url.pathname !== BIRTH_PATH);
  expect((await detailsOf(created))?.nationality_at_birth_name).toBe('Brazilian');
  expect(faults).toEqual([]);
});

test('uploads are listed by their files’ names, a photo with its thumbnail', async ({ openPage }) => {
  const created = await invite('gb-rescreening');
  await fillSectionsBefore(created, 'address_documents');
  const page = await openPage('phone');
  const faults = watchForFaults(page);
  await page.goto(pageUrl(created, '/candidate-feedback/address_documents/address_documents'));
  const proofs = region(page, 'Proof of address');
  await expect(proofs.getByRole('button', { name: /^Choose a file/ })).toBeVisible();
  await expect(proofs.getByText('Drop a file here, or')).toBeHidden();

  await uploadTo(proofs, pdf('bank-statement.pdf'));
  await uploadTo(proofs, await photo('council-tax.jpg', 'jpeg'));
  const kept = proofs.getByRole('list', { name: 'Uploaded documents' }).getByRole('listitem');
  await expect(kept).toHaveCount(2);
  await expect(kept.nth(0)).toContainText('bank-statement.pdf');
  await expect(kept.nth(1)).toContainText('council-tax.jpg');
  await expect(kept.nth(0).locator('img')).toHaveCount(0);
  await expect(kept.nth(1).locator('img')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(proofs.getByRole('button', { name: 'Delete bank-statement.pdf' })).toBeVisible();
  await expect(proofs.getByRole('button', { name: 'Delete council-tax.jpg' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(kept).toHaveCount(2);
  await expect(kept.nth(1)).toContainText('council-tax.jpg');
  expect((await readResponse(created.guid, created.user_token)).documents.uploaded.map((upload) => upload.file_name)).toEqual([
    'bank-statement.pdf',
    'council-tax.jpg',
  ]);
  expect(faults).toEqual([]);
});
