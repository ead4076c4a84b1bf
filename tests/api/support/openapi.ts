/**
 * Holds the organisation API to its OpenAPI document: every answer a test receives from /api/org/* is checked
 * against the operation the document gives for its method and path (status, content type, JSON body), so the
 * document stays true. The JSON bodies are validated with Ajv's JSON Schema 2020-12 validator, the dialect of
 * OpenAPI 3.1's schemas.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { organisationOpenApi } from '../../../server/org/openapi';

export const ORG_OPENAPI = organisationOpenApi('http://candidate.test');
const DOCUMENT_ID = 'organisation-openapi';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats.default(ajv);
ajv.addSchema(ORG_OPENAPI, DOCUMENT_ID);

type Operation = { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

/** The document's path template that matches a concrete path; a literal segment wins over a parameter. */
function templateFor(path: string): string | null {
  const segments = path.split('/');
  let best: { template: string; literals: number } | null = null;
  for (const template of Object.keys(ORG_OPENAPI.paths)) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    const matches = parts.every((part, index) => /^\{[^}]+\}$/.test(part) || part === segments[index]);
    if (!matches) continue;
    const literals = parts.filter((part) => !part.startsWith('{')).length;
    if (!best || literals > best.literals) best = { template, literals };
  }
  return best?.template ?? null;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Throws, naming what differs, when the answer is not one the document allows for this call. */
export async function assertDocumentedAnswer(method: string, url: string, response: Response): Promise<void> {
  const path = new URL(url, 'http://candidate.test').pathname;
  const template = templateFor(path);
  if (!template) throw new Error(`${method} ${path} is not in the organisation API's OpenAPI document.`);
  const item = ORG_OPENAPI.paths[template] as Record<string, Operation | undefined>;
  const operation = item[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${template} is not in the organisation API's OpenAPI document.`);
  const status = String(response.status);
  const documented = operation.responses[status];
  if (!documented) {
    throw new Error(`${method} ${template} answered ${status}, which the OpenAPI document does not list: ${await response.text()}`);
  }
  if (!documented.content) {
    const body = await response.text();
    if (body !== '') throw new Error(`${method} ${template} ${status} has no body in the OpenAPI document, but answered "${body}".`);
    return;
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!(contentType in documented.content)) {
    throw new Error(`${method} ${template} ${status} answered ${contentType}; the document lists ${Object.keys(documented.content).join(', ')}.`);
  }
  if (contentType !== 'application/json') return;
  const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer('paths', template, method.toLowerCase(), 'responses', status, 'content', contentType, 'schema')}`);
  if (!validate) throw new Error(`No schema for ${method} ${template} ${status}.`);
  const body: unknown = await response.json();
  if (!validate(body)) {
    throw new Error(`${method} ${template} ${status} does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`);
  }
}
