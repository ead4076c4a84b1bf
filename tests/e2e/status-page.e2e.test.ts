/**
 * The candidate's status page after Finish (docs/decisions/0040, 0041): a ready-to-submit candidate finishes in
 * Chromium and lands on the completion page, where every check reads "Received"; the organisation then reports each
 * status in turn through its API, and each time the candidate opens the page again it shows that status, its date,
 * the expected date and, when action is needed, the organisation's message. The candidate downloads a copy of what
 * they submitted, which is a PDF. Axe is clean at each step, the page fits 320 px, and no console error or unexpected
 * failed answer occurs.
 */
import type { Page } from '@playwright/test';
import type { OrgRequestDetail } from '../../domain/org-api';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { loadConfig } from '../../server/config';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { submitFromHub } from './support/pages';
import { server, serverEnv } from './support/server';
import { expect, test } from './support/test';

const orgHeaders = () => ({ authorization: `Bearer ${loadConfig(serverEnv()).orgApiKey}`, 'content-type': 'application/json' });

async function checkIds(created: CreatedRequest): Promise<number[]> {
  const answer = await fetch(`${server('baseUrl')}/api/org/requests/${created.guid}`, { headers: orgHeaders() });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as OrgRequestDetail).checks.map((check) => check.id);
}

async function report(created: CreatedRequest, checkId: number, body: Record<string, unknown>): Promise<void> {
  const answer = await fetch(`${server('baseUrl')}/api/org/requests/${created.guid}/checks/${checkId}`, {
    method: 'PUT',
    headers: orgHeaders(),
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** The first check's entry in the list under "Background checks in progress". */
const firstCheck = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Background checks in progress' }).locator('xpath=following-sibling::ul[1]').getByRole('listitem').first();

/** dd/MM/yyyy of today on the browser's clock, the date the organisation's report carries. */
const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;
};

test('the organisation reports each status in turn and the candidate’s page shows each; the candidate downloads a copy', async ({ openPage }) => {
  const created = await invite('gb-dbs-enhanced', { state: 'ready_to_submit' });
  const page = await openPage('desktop');
  await page.goto(created.url);
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  await submitFromHub(page);

  const check = firstCheck(page);
  await expect(check.getByText('Received', { exact: true })).toBeVisible();
  await expect(check).toContainText(`Received on ${today()}`);
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions and corrections' })).toBeVisible();
  await expectNoAxeViolations(page);

  const [first] = await checkIds(created);
  await report(created, first!, { status: 'in_progress', expected_by: '2099-01-31' });
  await page.reload();
  await expect(check.getByText('In progress', { exact: true })).toBeVisible();
  await expect(check).toContainText(`Updated on ${today()}`);
  await expect(check).toContainText('Expected by 31/01/2099');

  await report(created, first!, {
    status: 'needs_action',
    message_to_candidate: 'Please send us a clearer photo of your passport.',
    expected_by: '2099-02-28',
  });
  await page.reload();
  await expect(check.getByText('Action needed', { exact: true })).toBeVisible();
  await expect(check.getByText('Please send us a clearer photo of your passport.')).toBeVisible();
  await expect(check).toContainText('Expected by 28/02/2099');
  await expectNoAxeViolations(page);
  // The message and the longer page still fit a 320 px phone without sideways scrolling (WCAG 1.4.10).
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await report(created, first!, { status: 'completed' });
  await page.reload();
  await expect(check.getByText('Completed', { exact: true })).toBeVisible();
  await expect(check).not.toContainText('Expected by');
  await expect(check.getByText('Please send us a clearer photo of your passport.')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a copy of what you submitted (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^submission-[0-9A-F]{4}-[0-9A-F]{4}\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoAxeViolations(page);
});

test('a French candidate reads the status and the organisation’s message in French', async ({ openPage }) => {
  const created = await invite('gb-dbs-enhanced', { state: 'completed' });
  const [first] = await checkIds(created);
  await report(created, first!, {
    status: 'needs_action',
    message_to_candidate: { en: 'Please send us a clearer photo of your passport.', fr: 'Veuillez nous envoyer une photo plus nette de votre passeport.' },
  });
  const page = await openPage('phone', 'fr-FR');
  await page.goto(created.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Vos informations ont bien été reçues !' })).toBeVisible();
  const check = page.getByRole('listitem').filter({ hasText: 'Action requise' });
  await expect(check.getByText('Veuillez nous envoyer une photo plus nette de votre passeport.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions et corrections' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger une copie de ce que vous avez envoyé (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page);
});
