/**
 * The organisation API's OpenAPI document: valid OpenAPI 3.1 by the specification's own JSON schema, served
 * without a key, and covering every route the app has under /api/org/ (each answer the tests receive is checked
 * against it by support/openapi.ts).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ORG_OPENAPI } from './support/openapi';
import { PUBLIC_URL, useTestApp } from './support/test-app';

const ctx = useTestApp();

describe('the organisation API’s OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(ORG_OPENAPI));
    expect(result.errors ?? []).toStrictEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at /api/org/openapi.json without a key, naming this server', async () => {
    const response = await ctx.app.request('/api/org/openapi.json');
    expect(response.status).toBe(200);
    const served = (await response.json()) as typeof ORG_OPENAPI;
    expect(served).toStrictEqual({ ...ORG_OPENAPI, servers: [{ url: PUBLIC_URL }] });
  });

  it('documents every route the app serves under /api/org/, with each of its methods', () => {
    const served = ctx.app.routes
      .filter((route) => route.path.startsWith('/api/org/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    const documented = Object.entries(ORG_OPENAPI.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const normalise = (entry: string) => entry.replace(/\{[^}]+\}/g, '{}');
    expect(new Set(served.map(normalise))).toStrictEqual(new Set(documented.map(normalise)));
  });
});
