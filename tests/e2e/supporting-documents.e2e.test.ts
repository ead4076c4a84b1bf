/**
 * The supporting documents step as a candidate meets it on a phone, with axe on each state, against the real server:
 * - British rescreening (gb-rescreening), every other section done through the candidate's own API
 *   (support/fill-sections.ts), its passport then deleted and a second licence given to the police check in its place: Save & Finish with nothing
 *   shows 'Please upload required documents', focused; a passport chosen before its expiry date is kept and the date
 *   asked; once the date is typed the same file goes up without being chosen again; a utility bill is added from the optional list; Save & Finish leads to the hub,
 *   where the section is complete, and Finish submits the form.
 * - A Brazilian request (br-family-names) with nothing else done: the step opens by its address and completes,
 *   and the hub still lists it last and not startable until the other sections are done; once they are, Finish
 *   submits the form.
 */
import type { Page } from '@playwright/test';
import { server } from './support/server';
import { expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { invite } from './support/invite';
import { fillThroughCandidateApi } from './support/fill-sections';
import { pageUrl, submitFromHub } from './support/pages';
import { chooseFile, pdf, region, typeDate, uploadTo, yearsFromToday } from './support/uploads';


const LONG_TEST_MS = 180_000;
const STEP = '/candidate-feedback/documents/document_upload';
const MESSAGE = 'Please upload required documents';

/** The candidate's own upload and delete calls, to set a request up as a candidate could have left it. */
async function uploadThroughApi(created: CreatedRequest, type: string): Promise<void> {
  const body = new FormData();
  const file = pdf(`${type}.pdf`);
  body.append('0:file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  body.append('0:type', type);
  const answer = await fetch(`${server('baseUrl')}/api/reference-requests/${created.guid}/document`, {
    method: 'POST',
    headers: { Authorization: `Token ${created.user_token}` },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

async function deleteThroughApi(created: CreatedRequest, documentId: number): Promise<void> {
  const answer = await fetch(`${server('baseUrl')}/api/reference-requests/${created.guid}/document/${documentId}`, {
    method: 'DELETE',
    headers: { Authorization: `Token ${created.user_token}` },
  });
  expect(answer.status).toBe(204);
}

/** The hub's row of a section: its title and its status. */
async function hubRow(page: Page, title: string): Promise<string> {
  const list = page.getByRole('list', { name: 'Your sections' });
  await expect(list).toBeVisible();
  const rows = await list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const status = item.querySelector('[id^="section-status-"]')?.textContent;
      return `${item.firstElementChild?.textContent}: ${status}`;
    }),
  );
  expect(rows.at(-1)?.startsWith(`${title}:`), rows.join('\n')).toBe(true);
  return rows.at(-1)!;
}

/** Save & Finish with a required document missing: the message, announced, named by the button, then focused. */
async function expectFinishRefused(page: Page): Promise<void> {
  const finish = page.getByRole('button', { name: 'Save & Finish' });
  await finish.click();
  const error = page.getByRole('alert').getByText(MESSAGE);
  await expect(error).toBeVisible();
  const errorId = await error.evaluate((element) => element.closest('p')?.id);
  expect(await finish.getAttribute('aria-describedby')).toBe(errorId);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`Error: ${MESSAGE}`);
  expect(new URL(page.url()).pathname).toBe(STEP);
}

test.describe('supporting documents on a phone', () => {
  test('British rescreening: refuses Save & Finish, asks the passport’s expiry date, takes an optional document, completes the section', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-rescreening');
    await fillThroughCandidateApi(created, { skip: ['documents'] });
    // Every other section stays complete: the police check's identity counts two licences instead of the passport.
    await uploadThroughApi(created, 'driving-license');
    for (const passport of (await readResponse(created.guid, created.user_token)).documents.uploaded.filter((upload) => upload.type === 'passport')) {
      await deleteThroughApi(created, passport.id);
    }

    const page = await openPage('phone');
    await page.goto(pageUrl(created, STEP));
    const required = region(page, 'Please upload the required documents below.');
    await expect(required).toBeVisible();
    await expect(page.getByText('Passport: clear, currently valid and photo must be clearly visible')).toBeVisible();
    await expectNoAxeViolations(page);

    await expectFinishRefused(page);
    await expectNoAxeViolations(page);

    // Without its expiry date the passport is not sent: the date field says so.
    const passport = region(required, 'Passport');
    await chooseFile(passport, pdf('passport.pdf'));
    const expiry = passport.getByRole('group', { name: 'Expiry date', exact: true });
    await expect(passport.getByText('Please fill in this field')).toBeVisible();
    expect(await expiry.getAttribute('data-invalid')).not.toBeNull();
    await expectNoAxeViolations(page);

    // The file chosen first is kept: once the date is typed it goes up without being chosen again.
    await expect(passport.getByText('passport.pdf is kept here: give its expiry date above, then upload it.')).toBeVisible();
    await typeDate(passport, 'Expiry date', yearsFromToday(6));
    await passport.getByRole('button', { name: 'Upload passport.pdf' }).click();
    await expect(passport.getByText('passport.pdf uploaded.')).toBeVisible();
    await expect(passport.getByRole('button', { name: /^Delete / })).toHaveCount(1);
    await expect(page.getByRole('alert').getByText(MESSAGE)).toHaveCount(0);
    // Points are the Australian 100-point checks' measure only: a UK page lists the upload without them.
    expect(await passport.getByRole('listitem').first().textContent()).not.toContain('points');
    await expectNoAxeViolations(page);

    const optional = region(page, 'You may also upload any of the optional documents below.');
    await optional.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Utility bill' });
    await uploadTo(region(optional, 'Utility bill'), pdf('bill.pdf'));
    await expectNoAxeViolations(page);
    const uploaded = (await readResponse(created.guid, created.user_token)).documents.uploaded;
    expect(uploaded.filter((upload) => upload.type === 'passport').map((upload) => upload.expiry_date)).toEqual([yearsFromToday(6)]);
    expect(uploaded.filter((upload) => upload.type === 'utility-bill')).toHaveLength(1);

    await page.getByRole('button', { name: 'Save & Finish' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);
    expect(await hubRow(page, 'Supporting documents')).toBe('Supporting documents: Completed');
    await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
    await expectNoAxeViolations(page);
    await submitFromHub(page);
    await page.context().close();
  });

  test('Brazil: its address leads back to the hub until the rest is done, then it opens and completes the request', async ({ openPage }) => {

    test.setTimeout(LONG_TEST_MS);
    const created = await invite('br-family-names');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, STEP));
    await expect(page
      .getByText('Supporting documents cannot start yet. Start with Personal details: sections are completed one at a time, in order.')
      ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback');
    expect(await hubRow(page, 'Supporting documents')).toBe('Supporting documents: Cannot start yet');
    await expectNoAxeViolations(page);

    await fillThroughCandidateApi(created, { skip: ['documents'] });
    await page.goto(pageUrl(created, STEP));
    const required = region(page, 'Please upload the required documents below.');
    await expect(required).toBeVisible();
    await expectFinishRefused(page);
    await expectNoAxeViolations(page);

    const passport = region(required, 'Passport');
    await typeDate(passport, 'Expiry date', yearsFromToday(9));
    await uploadTo(passport, pdf('passaporte.pdf'));
    const optional = region(page, 'You may also upload any of the optional documents below.');
    await optional.getByRole('combobox', { name: 'Document type' }).selectOption({ label: 'Proof of address' });
    await uploadTo(region(optional, 'Proof of address'), pdf('comprovante.pdf'));
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Save & Finish' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(await hubRow(page, 'Supporting documents')).toBe('Supporting documents: Completed');
    await submitFromHub(page);
    await page.context().close();
  });
});
