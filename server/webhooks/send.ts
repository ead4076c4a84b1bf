/**
 * One attempt to deliver one message: a POST of the JSON body with its Standard Webhooks headers, bounded in time,
 * following no redirect. Unless private targets are allowed (development, tests), the connection resolves its host
 * through publicAddressesOf, so it can only ever reach an address that was checked.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { publicAddressesOf, connectHost, resolveAll, type ResolveAll } from './target-address';
import { signWebhook } from './signing';

export interface SendOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
  resolve?: ResolveAll;
}

export interface WebhookMessage {
  url: string;
  secret: string;
  id: string;
  body: string;
  sentAt: Date;
}

/** What one attempt came to: the receiver's status, or the reason none came. */
export type AttemptOutcome = { statusCode: number; error: null } | { statusCode: null; error: string };

export const USER_AGENT = 'candidate-onboarding-webhooks/1';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function checkedLookup(resolve: ResolveAll) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    publicAddressesOf(hostname, resolve).then(
      ([first, ...others]) => {
        if (!first) callback(new Error(`The host ${hostname} could not be resolved.`), '');
        else if (options.all) callback(null, [first, ...others]);
        else callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, ''),
    );
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/** Whether the receiver took the message: any 2xx, as the specification says; a redirect is not followed. */
export const accepted = (outcome: AttemptOutcome) => outcome.statusCode !== null && isSuccess(outcome.statusCode);

export async function sendWebhook(message: WebhookMessage, { timeoutMs, allowPrivateTargets, resolve = resolveAll }: SendOptions): Promise<AttemptOutcome> {
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return { statusCode: null, error: 'The endpoint URL is not valid.' };
  }
  try {
    // A literal address never goes through the lookup, so it is judged here.
    if (!allowPrivateTargets) await publicAddressesOf(connectHost(url), resolve);
  } catch (error) {
    return { statusCode: null, error: (error as Error).message };
  }
  const client = url.protocol === 'https:' ? https : http;
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    ...signWebhook(message.secret, message.id, message.sentAt, message.body),
  };
  return new Promise<AttemptOutcome>((settle) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(message.body) },
        timeout: timeoutMs,
        ...(allowPrivateTargets ? {} : { lookup: checkedLookup(resolve) }),
      },
      (response) => {
        // The body is not read: only the status counts, and a receiver must not hold the attempt open with it.
        response.resume();
        response.destroy();
        settle({ statusCode: response.statusCode ?? 0, error: null });
      },
    );
    const overall = setTimeout(() => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)), timeoutMs);
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms.`)));
    request.on('error', (error) => settle({ statusCode: null, error: error.message }));
    request.on('close', () => clearTimeout(overall));
    request.end(message.body);
  });
}
