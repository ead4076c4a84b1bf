/**
 * The candidate pack at the end of a real submission: a ready-to-submit gb-financial-services candidate, who also
 * uploaded a photo of a bill, finishes in Chromium (Finish, Confirm data, Complete; axe clean, no console error);
 * then the organisation downloads the pack with its key, and it is a PDF that pdf.js opens, naming the candidate, the
 * submission reference, every section of the hub, and drawing the photo.
 */
import { readPdf } from '../api/support/read-pdf';
import { SECTION_NAMES } from '../../domain/section-names';
import { submissionReference } from '../../domain/submission-reference';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { loadConfig } from '../../server/config';
import { expectNoAxeViolations } from './support/browser';
import { invite } from './support/invite';
import { submitFromHub } from './support/pages';
import { server, serverEnv } from './support/server';
import { expect, test } from './support/test';
import { photo } from './support/uploads';

async function uploadBill(created: CreatedRequest): Promise<void> {
  const bill = await photo('bill.png', 'png');
  const body = new FormData();
  body.append('0:file', new Blob([new Uint8Array(bill.buffer)], { type: bill.mimeType }), bill.name);
  body.append('0:type', 'utility-bill');
  const answer = await fetch(`${server('baseUrl')}/api/reference-requests/${created.guid}/document`, {
    method: 'POST',
    headers: { Authorization: `Token ${created.user_token}` },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

const downloadPack = (created: CreatedRequest) =>
  fetch(`${server('baseUrl')}/api/org/requests/${created.guid}/pack.pdf`, {
    headers: { authorization: `Bearer ${loadConfig(serverEnv()).orgApiKey}` },
  });

test('the candidate finishes in the browser, then the organisation downloads the pack of the submission', async ({ openPage }) => {
  const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
  await uploadBill(created);
  expect((await downloadPack(created)).status).toBe(409);

  const page = await openPage('desktop');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(created.url);
  // Finish shows once the hub has loaded every section, all complete.
  await expect(page.getByRole('button', { name: 'Finish' })).toBeVisible();
  const sections = await page.getByRole('list', { name: 'Your sections' }).getByRole('listitem').evaluateAll((items) =>
    items.map((item) => item.firstElementChild?.textContent ?? ''),
  );
  await submitFromHub(page);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);

  const answer = await downloadPack(created);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const pack = await readPdf(new Uint8Array(await answer.arrayBuffer()));
  expect(pack.pages[0]).toContain(submissionReference(created.guid));
  expect(pack.pages[0]).toContain('Harbourside Capital Partners LLP');
  expect(sections.length).toBeGreaterThan(0);
  for (const section of sections) {
    expect(Object.values(SECTION_NAMES)).toContain(section);
    expect(pack.pages.some((text, index) => index > 0 && text.startsWith(section))).toBe(true);
  }
  expect(pack.text).toMatch(/Document \d+: Utility bill, as uploaded:/);
  expect(pack.images.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
});
