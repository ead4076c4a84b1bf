/**
 * The webhooks area: register, list, read and delete endpoints, list and replay deliveries; and, under OpenAPI 3.1's
 * own `webhooks` key, the message every event sends (docs/organisation-api.md "Webhooks").
 */
import { WEBHOOK_EVENT_TYPES } from '../../../domain/org-webhook.schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../domain/org-api';
import { BODY_ANSWERS, COMMON_ANSWERS, instant, invalidInput, json, nullable, problem, ref, type OpenApiArea, type PathItem } from './types';

const ENDPOINT_NOT_FOUND = problem("No such endpoint, or another organisation's: both answer the same.");

const endpointIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: "The endpoint's id, as POST /api/org/webhooks answered it.",
  schema: { type: 'string' },
};

const eventType = { type: 'string', enum: [...WEBHOOK_EVENT_TYPES] };

const ENDPOINT_PROPERTIES = {
  id: { type: 'string', format: 'uuid' },
  url: { type: 'string' },
  description: nullable({ type: 'string' }),
  event_types: { type: 'array', items: eventType, description: 'The events it receives; every event when empty.' },
  created_at: instant,
};

const MESSAGE_HEADERS = {
  'webhook-id': { description: "The event's id: the same on every attempt and replay.", schema: { type: 'string', format: 'uuid' } },
  'webhook-timestamp': { description: "The attempt's time, in Unix seconds.", schema: { type: 'string', pattern: '^[0-9]+$' } },
  'webhook-signature': {
    description: "`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the secret's bytes.",
    schema: { type: 'string' },
  },
};

/** What an event sends to every endpoint that takes its type, signed as the Standard Webhooks specification says. */
function eventMessage(type: string, summary: string): PathItem {
  return {
    post: {
      operationId: `webhook_${type.replace('.', '_')}`,
      summary,
      parameters: Object.entries(MESSAGE_HEADERS).map(([name, header]) => ({ name, in: 'header', required: true, ...header })),
      requestBody: { required: true, content: { 'application/json': { schema: ref('WebhookMessage') } } },
      responses: {
        '2XX': { description: 'Taken: not sent again.' },
        default: { description: 'Anything else, a timeout or no answer: tried again with back-off for about 26 hours.' },
      },
    },
  };
}

export const webhooksArea: OpenApiArea = {
  schemas: {
    WebhookEventType: eventType,
    NewWebhookEndpoint: {
      type: 'object',
      required: ['url'],
      properties: {
        url: {
          type: 'string',
          maxLength: 2000,
          description: 'https: (also http: outside production). In production its host must resolve to public addresses only.',
        },
        description: nullable({ type: 'string', maxLength: 200 }),
        event_types: { type: 'array', items: eventType, description: 'Every event when empty or absent.' },
      },
    },
    WebhookEndpoint: { type: 'object', additionalProperties: false, required: Object.keys(ENDPOINT_PROPERTIES), properties: ENDPOINT_PROPERTIES },
    CreatedWebhookEndpoint: {
      type: 'object',
      additionalProperties: false,
      required: [...Object.keys(ENDPOINT_PROPERTIES), 'secret'],
      properties: {
        ...ENDPOINT_PROPERTIES,
        secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$', description: 'The signing secret, shown this once.' },
      },
    },
    WebhookMessage: {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'timestamp', 'data'],
      properties: {
        type: ref('WebhookEventType'),
        timestamp: instant,
        data: {
          type: 'object',
          additionalProperties: false,
          required: ['request_guid'],
          properties: {
            request_guid: { type: 'string', format: 'uuid' },
            section: { type: 'string', description: 'section.completed only: the section of the hub that became complete.' },
          },
        },
      },
    },
    WebhookDelivery: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'event_id', 'event_type', 'payload', 'status', 'attempt_count', 'next_attempt_at', 'last_attempt_at', 'delivered_at', 'created_at', 'attempts'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        event_id: { type: 'string', format: 'uuid', description: 'The webhook-id header of its attempts.' },
        event_type: ref('WebhookEventType'),
        payload: ref('WebhookMessage'),
        status: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
        attempt_count: { type: 'integer', minimum: 0 },
        next_attempt_at: { ...nullable(instant), description: 'While pending.' },
        last_attempt_at: nullable(instant),
        delivered_at: nullable(instant),
        created_at: instant,
        attempts: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['attempted_at', 'status_code', 'error', 'duration_ms'],
            properties: {
              attempted_at: instant,
              status_code: { ...nullable({ type: 'integer' }), description: "The receiver's status; null when none came." },
              error: { ...nullable({ type: 'string' }), description: 'Why no status came (timeout, refused address, connection error).' },
              duration_ms: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
    },
  },
  paths: {
    '/api/org/webhooks': {
      post: {
        operationId: 'createWebhook',
        summary: 'Register an endpoint',
        requestBody: { required: true, content: { 'application/json': { schema: ref('NewWebhookEndpoint') } } },
        responses: {
          201: json(ref('CreatedWebhookEndpoint'), 'The endpoint, with its signing secret.'),
          400: invalidInput('A field in error, a host that is not public (production), or too many endpoints.'),
          ...BODY_ANSWERS,
          ...COMMON_ANSWERS,
        },
      },
      get: {
        operationId: 'listWebhooks',
        summary: "The organisation's endpoints",
        responses: {
          200: json(
            { type: 'object', additionalProperties: false, required: ['data'], properties: { data: { type: 'array', items: ref('WebhookEndpoint') } } },
            'Every endpoint, oldest first.',
          ),
          ...COMMON_ANSWERS,
        },
      },
    },
    '/api/org/webhooks/{id}': {
      parameters: [endpointIdParameter],
      get: {
        operationId: 'getWebhook',
        summary: 'One endpoint',
        responses: { 200: json(ref('WebhookEndpoint'), 'The endpoint.'), ...COMMON_ANSWERS, 404: ENDPOINT_NOT_FOUND },
      },
      delete: {
        operationId: 'deleteWebhook',
        summary: 'Delete an endpoint; nothing more is sent to it',
        responses: { 204: { description: 'Deleted.' }, ...COMMON_ANSWERS, 404: ENDPOINT_NOT_FOUND },
      },
    },
    '/api/org/webhooks/{id}/deliveries': {
      parameters: [endpointIdParameter],
      get: {
        operationId: 'listWebhookDeliveries',
        summary: "The endpoint's deliveries, newest first, with every attempt",
        parameters: [
          { name: 'cursor', in: 'query', required: false, description: 'The next_cursor of the previous page.', schema: { type: 'string' } },
          {
            name: 'limit',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
          },
        ],
        responses: {
          200: json(
            {
              type: 'object',
              additionalProperties: false,
              required: ['data', 'next_cursor'],
              properties: { data: { type: 'array', items: ref('WebhookDelivery') }, next_cursor: nullable({ type: 'string' }) },
            },
            'A page of deliveries; next_cursor is null on the last page.',
          ),
          400: invalidInput('A cursor or limit it cannot use.'),
          ...COMMON_ANSWERS,
          404: ENDPOINT_NOT_FOUND,
        },
      },
    },
    '/api/org/webhooks/{id}/deliveries/{deliveryId}/replay': {
      parameters: [endpointIdParameter, { name: 'deliveryId', in: 'path', required: true, schema: { type: 'string' } }],
      post: {
        operationId: 'replayWebhookDelivery',
        summary: "Send a delivery's event again, as a new delivery under the same webhook-id",
        responses: {
          202: json(ref('WebhookDelivery'), 'The new delivery, sent within a second or two.'),
          ...COMMON_ANSWERS,
          404: problem("No such endpoint or delivery, or another organisation's."),
        },
      },
    },
  },
  webhooks: {
    'request.opened': eventMessage('request.opened', 'The candidate opened the link for the first time.'),
    'section.completed': eventMessage('section.completed', 'A section of the hub became complete.'),
    'response.submitted': eventMessage('response.submitted', 'The candidate submitted.'),
    'request.expired': eventMessage('request.expired', 'The request expired before the candidate submitted.'),
    'request.withdrawn': eventMessage('request.withdrawn', 'The organisation withdrew the request.'),
    'invitation.bounced': eventMessage('invitation.bounced', "The SMTP server refused the candidate's address for one of their e-mails (GET the request for its messages)."),
  },
};
