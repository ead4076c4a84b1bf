/**
 * The invitation by e-mail, end to end: a server sending through a real SMTP server on loopback, the organisation
 * creates a request, the invitation arrives, and its link opens the candidate's home page in Chromium on a phone.
 */
import { SCENARIOS } from '../../server/scenarios';
import { linksOf, startSmtpSink, type SmtpSink } from '../api/support/smtp-sink';
import { expectNoAxeViolations } from './support/browser';
import { startServer, type StartedServer } from './support/start-server';
import { expect, test } from './support/test';

const ORG_API_KEY = 'email-journey-org-key-0123456789abcdef';

let sink: SmtpSink;
let server: StartedServer;

// A server of its own, the compiled one the suite's build made (it starts far sooner than the sources through tsx),
// given the time a first start takes on a loaded machine.
test.beforeAll(async () => {
  test.setTimeout(200_000);
  sink = await startSmtpSink();
  server = await startServer({ env: { SMTP_URL: sink.url, ORG_API_KEY } });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

test('the organisation creates a request, the invitation arrives, and its link opens the hub', async ({ openPage }) => {
  const answer = await fetch(`${server.baseUrl}/api/org/requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ORG_API_KEY}` },
    body: JSON.stringify({ ...SCENARIOS['gb-dbs-enhanced'].request, language: 'fr' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const created = (await answer.json()) as { url: string };

  const [mail] = await sink.waitFor(1, 20_000);
  const { text, html } = linksOf(mail!);
  expect(text).toBe(created.url);
  expect(html).toBe(created.url);

  const page = await openPage('phone');
  await page.goto(text!);
  await expect(page.getByText(/^This link expires on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Personal details' })).toBeVisible();
  await expectNoAxeViolations(page);
});
