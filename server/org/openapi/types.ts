/** The little of OpenAPI 3.1 the document's parts are written in: plain JSON, JSON Schema 2020-12 for schemas. */
export type JsonSchema = Record<string, unknown>;
export type Operation = Record<string, unknown>;
export type PathItem = Partial<Record<'get' | 'post' | 'put' | 'patch' | 'delete', Operation>> & { parameters?: unknown[] };

/** One area of the organisation API: its paths and the schemas they name under #/components/schemas. */
export interface OpenApiArea {
  paths: Record<string, PathItem>;
  schemas?: Record<string, JsonSchema>;
  /** OpenAPI 3.1's `webhooks`: the calls the server makes to the organisation, by name. */
  webhooks?: Record<string, PathItem>;
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const nullable = (schema: JsonSchema): JsonSchema => ({ oneOf: [schema, { type: 'null' }] });
export const instant: JsonSchema = { type: 'string', format: 'date-time' };

/** The JSON answers every area shares. */
export const json = (schema: JsonSchema, description: string) => ({ description, content: { 'application/json': { schema } } });
export const problem = (description: string) => json(ref('Error'), description);

export const guidParameter = {
  name: 'guid',
  in: 'path',
  required: true,
  description: "The request's guid, as POST /api/org/requests answered it.",
  schema: { type: 'string', format: 'uuid' },
};

export const COMMON_ANSWERS = {
  401: problem('No key, or a key that is unknown or revoked.'),
  429: problem('Too many failed authentications from this address; Retry-After says when to try again.'),
  500: problem('An unexpected server error.'),
  503: problem('The database is briefly unavailable; Retry-After says when to try again.'),
};

/** A body the server could not take: not JSON, or too large. */
export const BODY_ANSWERS = {
  413: problem('The body is larger than the server accepts.'),
  415: problem('The body is not JSON.'),
};

/** A 400 names each field in error, or, for a body that is not even JSON, gives one detail. */
export const invalidInput = (description: string) => json({ anyOf: [ref('ValidationError'), ref('Error')] }, description);

export const NOT_FOUND = problem("No such request, or another organisation's: both answer the same.");
