import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Country, Nationality } from '../../domain/reference-response';
import { queryRows } from '../../server/db/client';
import { ensureReferenceData } from '../../server/db/reference-data';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const collator = new Intl.Collator('en', { sensitivity: 'base' });

describe.each([
  ['/api/countries/'],
  ['/api/nationality/'],
])('GET %s', (path) => {
  it('needs a candidate token', async () => {
    const none = await ctx.app.request(path);
    expect(none.status).toBe(401);
    expect(await none.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });

    const unknown = await ctx.app.request(path, { headers: tokenHeaders('not-a-real-token') });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toStrictEqual({ detail: 'Invalid token.' });
  });

  it('lets browsers keep the list privately for an hour', async () => {
    const { user_token } = await ctx.createRequest();
    const response = await ctx.app.request(path, { headers: tokenHeaders(user_token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
  });

  it('answers the list sorted by name in dictionary order', async () => {
    const { user_token } = await ctx.createRequest();
    const list = (await (await ctx.app.request(path, { headers: tokenHeaders(user_token) })).json()) as { name: string }[];
    const names = list.map((row) => row.name);
    expect(names).toStrictEqual([...names].sort(collator.compare));
  });
});

describe('GET /api/countries/', () => {
  it('answers every ISO 3166-1 country with its calling code', async () => {
    const { user_token } = await ctx.createRequest();
    const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(user_token) })).json()) as Country[];
    expect(countries).toHaveLength(249 + 1); // i18n-iso-countries lists 250 alpha-2 codes

    const gb = countries.find((country) => country.short_name === 'GB');
    expect(gb).toStrictEqual({ id: expect.any(Number), guid: expect.stringMatching(UUID), name: 'United Kingdom', short_name: 'GB', countryPhoneCode: '44' });
    expect(countries.find((country) => country.short_name === 'BR')?.countryPhoneCode).toBe('55');
    // Antarctica has no calling code of its own.
    expect(countries.find((country) => country.short_name === 'AQ')?.countryPhoneCode).toBe('');
    // "Åland Islands" sorts with the A's, whatever the database's collation.
    const names = countries.map((country) => country.name);
    expect(names.indexOf('Åland Islands')).toBeLessThan(names.indexOf('Albania'));
  });
});

describe('GET /api/nationality/', () => {
  it('answers English demonyms keyed by country code', async () => {
    const { user_token } = await ctx.createRequest();
    const list = (await (await ctx.app.request('/api/nationality/', { headers: tokenHeaders(user_token) })).json()) as Nationality[];
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((row) => row.short_name === 'GB')).toStrictEqual({ id: expect.any(Number), guid: expect.stringMatching(UUID), name: 'British', short_name: 'GB' });
    expect(list.find((row) => row.short_name === 'FR')?.name).toBe('French');
  });
});

describe('reference data seeding', () => {
  it('is idempotent', async () => {
    const count = async () =>
      queryRows<{ countries: number; nationalities: number }>(
        ctx.db,
        sql`select (select count(*)::int from countries) as countries, (select count(*)::int from nationalities) as nationalities`,
      );
    const before = await count();
    await ensureReferenceData(ctx.db);
    expect(await count()).toStrictEqual(before);
    expect(before[0]!.countries).toBe(250);
  });
});
