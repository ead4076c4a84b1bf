/**
 * The OpenAPI 3.1 document of the organisation API, served at /api/org/openapi.json. Each area of the API writes
 * its paths and schemas in a file of its own beside this one and is listed in AREAS; the API tests validate every
 * answer they receive from /api/org/* against the document (tests/api/support/openapi.ts).
 */
import { checksArea } from './checks';
import { documentsArea } from './documents';
import { packArea } from './pack';
import { requestsArea } from './requests';
import { responseArea } from './response';
import type { JsonSchema, OpenApiArea, PathItem } from './types';
import { webhooksArea } from './webhooks';

const AREAS: readonly OpenApiArea[] = [requestsArea, checksArea, responseArea, documentsArea, packArea, webhooksArea];

const SHARED_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    required: ['detail'],
    properties: { detail: { type: 'string' } },
  },
  ValidationError: {
    type: 'object',
    description: 'Each field in error, by its path in the input, with its messages.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
};

export function organisationOpenApi(serverUrl: string) {
  const paths: Record<string, PathItem> = {
    '/api/org/openapi.json': {
      get: {
        operationId: 'getOpenApi',
        summary: 'This document',
        security: [],
        responses: { 200: { description: 'The OpenAPI document.', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  };
  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS };
  const webhooks: Record<string, PathItem> = {};
  for (const area of AREAS) {
    Object.assign(paths, area.paths);
    Object.assign(schemas, area.schemas);
    Object.assign(webhooks, area.webhooks);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Candidate onboarding: organisation API',
      version: '1.0.0',
      description:
        "Create candidates' requests, follow them, and read what the candidates submitted. Every call but this " +
        "document's carries the organisation's key: Authorization: Bearer {key}.",
    },
    servers: [{ url: serverUrl }],
    security: [{ organisationKey: [] }],
    paths,
    webhooks,
    components: {
      securitySchemes: { organisationKey: { type: 'http', scheme: 'bearer', description: 'An API key of the organisation.' } },
      schemas,
    },
  };
}

export type OrganisationOpenApi = ReturnType<typeof organisationOpenApi>;
