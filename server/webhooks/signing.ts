/**
 * Webhook secrets and signatures as the Standard Webhooks specification defines them, through its own library, so
 * every verifier it publishes accepts our messages: the secret is `whsec_` and base64 of random bytes, and
 * `webhook-signature` is `v1,` and base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`.
 */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** 32 random bytes: the specification asks for 24 to 64. */
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt; the timestamp is the attempt's, so a retry is signed anew. */
export function signWebhook(secret: string, messageId: string, sentAt: Date, body: string): SignedHeaders {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, sentAt, body),
  };
}
