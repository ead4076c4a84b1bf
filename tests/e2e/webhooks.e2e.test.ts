/**
 * The organisation's side of a submission, through the real server: it registers a webhook receiver on loopback,
 * the candidate finishes in Chromium, and the receiver gets `response.submitted`, signed so the Standard Webhooks
 * verifier accepts it; then the organisation downloads the candidate pack.
 */
import type { CreatedRequest } from '../../domain/org-request.schema';
import { loadConfig } from '../../server/config';
import { SCENARIOS } from '../../server/scenarios';
import { startWebhookReceiver, type WebhookReceiver } from '../api/support/webhook-receiver';
import { expectNoAxeViolations } from './support/browser';
import { createThroughOrgApi } from './support/invite';
import { openConfirmDialog } from './support/pages';
import { server, serverEnv } from './support/server';
import { expect, test } from './support/test';

function orgFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const { orgApiKey } = loadConfig(serverEnv());
  return fetch(`${server('baseUrl')}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${orgApiKey}`, ...init.headers },
  });
}

let receiver: WebhookReceiver;
let secret: string;
let endpointId: string;
let submitted: CreatedRequest | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const answer = await orgFetch('/api/org/webhooks', { method: 'POST', body: JSON.stringify({ url: receiver.url }) });
  expect(answer.status, await answer.clone().text()).toBe(201);
  ({ secret, id: endpointId } = (await answer.json()) as { secret: string; id: string });
});

test.afterAll(async () => {
  await orgFetch(`/api/org/webhooks/${endpointId}`, { method: 'DELETE' });
  await receiver.close();
});

test('the candidate finishes and the organisation’s receiver is told, with a signature it can verify', async ({ openPage }) => {
  const created = await createThroughOrgApi({ ...SCENARIOS['gb-financial-services'].request, sandbox_state: 'ready_to_submit' });
  const page = await openPage('phone');
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(created.url);
  const dialog = await openConfirmDialog(page);
  await dialog.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect
    .poll(() => receiver.received.filter((message) => message.json.data.request_guid === created.guid).map((message) => message.json.type), {
      timeout: 15_000,
    })
    .toContain('response.submitted');
  const message = receiver.received.find(
    (received) => received.json.type === 'response.submitted' && received.json.data.request_guid === created.guid,
  );
  expect(receiver.verify(message!, secret)).toMatchObject({ type: 'response.submitted', data: { request_guid: created.guid } });

  const deliveries = (await (await orgFetch(`/api/org/webhooks/${endpointId}/deliveries`)).json()) as {
    data: { event_id: string; status: string }[];
  };
  expect(deliveries.data.find((delivery) => delivery.event_id === message!.headers['webhook-id'])?.status).toBe('delivered');
  expect(consoleErrors).toEqual([]);
  submitted = created;
});

test('the organisation downloads the candidate pack of the submission', async () => {
  expect(submitted, 'the submission journey ran first').toBeDefined();
  const pack = await orgFetch(`/api/org/requests/${submitted!.guid}/pack.pdf`);
  expect(pack.status).toBe(200);
  expect(pack.headers.get('content-type')).toMatch(/^application\/pdf/);
  expect(Buffer.from(await pack.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
