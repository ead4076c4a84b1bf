/**
 * The photo checks as a candidate meets them on a document page, in Chromium against the real server: the browser's
 * worker decodes and measures the sample photos the checks were tuned on (tests/fixtures/photos).
 * - On a phone: a blurred photo is held with its warning (focused, axe clean) and nothing is sent; Retake picks a
 *   dark one, held in turn; Use anyway uploads it; a sharp photo uploads without a word.
 * - On a desktop, by keyboard: a photo with glare and a thumbnail too small to read are warned about; Use anyway,
 *   reached with Tab and pressed with Enter, uploads the photo.
 */
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';
import { expect, type OpenPage, test } from './support/test';
import { chooseFile, region, samplePhoto, uploadTo } from './support/uploads';

const LONG_TEST_MS = 120_000;

const BLURRED = 'This photo looks blurred, so the text may not be readable. Hold the camera still and let it focus.';
const DARK = 'This photo looks too dark, so the document may be hard to read. Try again in better light.';
const GLARE = 'There is strong glare on this photo, which may hide part of the document. Tilt the document away from the light.';
const SMALL = 'This photo is too small for the document to be read. Move closer, or choose a larger photo.';

async function addressProofsPage(openPage: OpenPage, viewport: 'phone' | 'desktop') {
  const created = await invite('gb-rescreening');
  await fillSectionsBefore(created, 'address_documents');
  const page = await openPage(viewport);
  await page.goto(pageUrl(created, '/candidate-feedback/address_documents/address_documents'));
  const proofs = region(page, 'Proof of address');
  await expect(proofs).toBeVisible();
  return { created, page, proofs };
}

const uploadedNames = async (created: CreatedRequest) =>
  (await readResponse(created.guid, created.user_token)).documents.uploaded.map((upload) => upload.file_name);

test.describe('photo checks on a phone', () => {
  test('warns about a blurred and a dark photo, uploads the dark one on Use anyway, and a sharp one without a word', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const { created, page, proofs } = await addressProofsPage(openPage, 'phone');

    await chooseFile(proofs, samplePhoto('blurred.jpg'));
    const blurred = proofs.getByRole('group', { name: 'blurred.jpg may be hard to read' });
    await expect(blurred).toBeVisible();
    await expect(blurred).toBeFocused();
    await expect(blurred.getByRole('listitem')).toHaveText([BLURRED]);
    await expectNoAxeViolations(page);
    expect(await uploadedNames(created)).toEqual([]);

    // Retake is the file picker again; the new photo is checked in its turn.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), blurred.getByRole('button', { name: 'Retake' }).click()]);
    await chooser.setFiles(samplePhoto('dark.jpg'));
    const dark = proofs.getByRole('group', { name: 'dark.jpg may be hard to read' });
    await expect(dark).toBeFocused();
    await expect(dark.getByRole('listitem')).toHaveText([DARK]);
    await expect(blurred).toHaveCount(0);
    expect(await uploadedNames(created)).toEqual([]);

    await dark.getByRole('button', { name: 'Use anyway' }).click();
    await expect(proofs.getByText('dark.jpg uploaded.')).toBeVisible();
    await expect(proofs.getByRole('button', { name: 'Delete dark.jpg' })).toBeVisible();
    expect(await uploadedNames(created)).toEqual(['dark.jpg']);

    // A readable photo raises no warning: it goes straight up.
    await uploadTo(proofs, samplePhoto('sharp.jpg'));
    await expect(proofs.getByRole('group')).toHaveCount(0);
    expect((await uploadedNames(created)).sort()).toEqual(['dark.jpg', 'sharp.jpg']);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe('photo checks on a desktop, by keyboard', () => {
  test('warns about glare and a photo too small to read, and uploads on Use anyway pressed with Enter', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const { created, page, proofs } = await addressProofsPage(openPage, 'desktop');

    await chooseFile(proofs, samplePhoto('glare.jpg'));
    const glare = proofs.getByRole('group', { name: 'glare.jpg may be hard to read' });
    await expect(glare).toBeFocused();
    await expect(glare.getByRole('listitem')).toHaveText([GLARE]);
    await expectNoAxeViolations(page);

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), glare.getByRole('button', { name: 'Retake' }).click()]);
    await chooser.setFiles(samplePhoto('small.jpg'));
    const small = proofs.getByRole('group', { name: 'small.jpg may be hard to read' });
    await expect(small).toBeFocused();
    await expect(small.getByRole('listitem')).toHaveText([SMALL]);

    await page.keyboard.press('Tab');
    await expect(small.getByRole('button', { name: 'Retake' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(small.getByRole('button', { name: 'Use anyway' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(proofs.getByText('small.jpg uploaded.')).toBeVisible();
    expect(await uploadedNames(created)).toEqual(['small.jpg']);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
