/**
 * Body of POST /api/org/webhooks: an organisation registers an endpoint for the events of its requests. Our own
 * contract (docs/organisation-api.md "Webhooks").
 */
import * as v from 'valibot';
import { freeText, maxItems } from './forms/fields';

/** The events a webhook can receive; each message carries ids only, and the organisation reads the rest with its key. */
export const WEBHOOK_EVENT_TYPES = [
  'request.opened',
  'section.completed',
  'response.submitted',
  'request.expired',
  'request.withdrawn',
  'invitation.bounced',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

const MAX_URL_LENGTH = 2000;

export interface OrgWebhookSchemaOptions {
  /** Accept http: endpoints beside https: ones: development and testing only, never in production. */
  allowHttp: boolean;
}

/** Parsed as a URL (valibot parses with the platform's URL, which domain/ does not name). */
const parsesAsUrl = (text: string) => v.is(v.pipe(v.string(), v.url()), text);

export const orgWebhookSchemaFor = ({ allowHttp }: OrgWebhookSchemaOptions) => {
  const starts = allowHttp ? ['https://', 'http://'] : ['https://'];
  const accepted = (text: string) => starts.some((start) => text.toLowerCase().startsWith(start)) && parsesAsUrl(text);
  return v.object({
    url: v.pipe(freeText(), v.trim(), v.maxLength(MAX_URL_LENGTH), v.check(accepted, `Enter a URL starting with ${starts.join(' or ')}.`)),
    description: v.optional(v.nullable(v.pipe(freeText(), v.trim(), v.maxLength(200))), null),
    /** Every event when empty or absent. */
    event_types: v.optional(
      v.pipe(v.array(v.picklist(WEBHOOK_EVENT_TYPES, 'Unknown event type.')), maxItems(WEBHOOK_EVENT_TYPES.length)),
      [],
    ),
  });
};

export type OrgWebhookInput = v.InferInput<ReturnType<typeof orgWebhookSchemaFor>>;
export type OrgWebhook = v.InferOutput<ReturnType<typeof orgWebhookSchemaFor>>;
