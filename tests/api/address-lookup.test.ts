/** Address lookup through the real app on the sandbox (docs/api.md "Address lookup"). */
import { describe, expect, it } from 'vitest';
import type { AddressFindAnswer, AddressRetrieveAnswer } from '../../domain/address-lookup';
import type { SandboxState } from '../../domain/org-request.schema';
import { ADDRESS_LOOKUP_RATES } from '../../server/routes/address-lookup';
import { scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

async function token(state?: SandboxState): Promise<string> {
  const created = await ctx.createRequest(state ? scenarioBody('completed', state) : validRequestBody());
  return created.user_token;
}

function lookup(path: 'countries' | 'find' | 'retrieve', body: unknown, headers: Record<string, string>) {
  return ctx.app.request(`/api/address-lookup/${path}/`, {
    method: path === 'countries' ? 'GET' : 'POST',
    headers: path === 'countries' ? headers : { ...headers, 'content-type': 'application/json' },
    ...(path === 'countries' ? {} : { body: JSON.stringify(body) }),
  });
}

const countries = (userToken: string) => lookup('countries', undefined, tokenHeaders(userToken));
const find = (userToken: string, body: unknown) => lookup('find', body, tokenHeaders(userToken));
const retrieve = (userToken: string, body: unknown) => lookup('retrieve', body, tokenHeaders(userToken));

async function results(userToken: string, query: string, country: string) {
  const answer = await find(userToken, { query, country, no_groupings: true });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as AddressFindAnswer).results;
}

describe('GET /api/address-lookup/countries/', () => {
  it('answers the countries lookup serves, not to be kept', async () => {
    const answer = await countries(await token());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toStrictEqual({ countries: ['GB', 'US', 'AU', 'NZ', 'IE', 'CA', 'FR', 'ES', 'BR'] });
  });
});

describe('POST /api/address-lookup/find/', () => {
  it.each([
    ['GB', '10 downing', { id: 'GB|0001', text: '10 Downing Street', description: 'London SW1A 2AA' }],
    ['US', '1600 Pennsylvania', { id: 'US|0001', text: '1600 Pennsylvania Avenue NW', description: 'Washington, DC 20500-0003' }],
    ['AU', 'opera house', { id: 'AU|0001', text: 'Sydney Opera House, Bennelong Point', description: 'Sydney NSW 2000' }],
    ['NZ', '55 cable st', { id: 'NZ|0002', text: '55 Cable Street, Te Aro', description: 'Wellington 6011' }],
    ['IE', 'croke park', { id: 'IE|0006', text: "Croke Park, Jones's Road", description: 'Dublin 3, Co. Dublin D03 P6K7' }],
    ['CA', 'notre-dame est', { id: 'CA|0008', text: '275 Rue Notre-Dame Est', description: 'Montréal QC H2Y 1C6' }],
    ['FR', "musee d'orsay", { id: 'FR|0004', text: "Musée d'Orsay, 1 Rue de la Légion d'Honneur", description: '75007 Paris' }],
    ['ES', 'passeig de gracia 92', { id: 'ES|0010', text: 'Passeig de Gràcia, 92', description: '08008 Barcelona' }],
    [
      'BR',
      'avenida paulista',
      { id: 'BR|0001', text: 'Avenida Paulista, 1578, Bela Vista', description: 'São Paulo, São Paulo 01310-200' },
    ],
  ])('finds a %s address for "%s", best first', async (country, query, first) => {
    const found = await results(await token(), query, country);
    expect(found[0]).toStrictEqual(first);
  });

  it('answers at most 10 results, each holding every word of the query', async () => {
    const userToken = await token();
    const found = await results(userToken, 'street', 'US');
    expect(found).toHaveLength(10);
    for (const result of found) expect(`${result.text} ${result.description}`.toLowerCase()).toContain('street');
    const london = await results(userToken, 'downing london', 'GB');
    expect(london.map((result) => result.text)).toStrictEqual(['10 Downing Street', '11 Downing Street']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await results(await token(), 'nowhere at all', 'GB')).toStrictEqual([]);
  });

  it('takes no_groupings as optional, true when absent', async () => {
    const answer = await find(await token(), { query: '10 downing', country: 'GB' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as AddressFindAnswer).results).toHaveLength(1);
  });

  it.each([
    [{ query: 'ab', country: 'GB' }, { query: ['Ensure this field has at least 3 characters.'] }],
    [{ query: '  ab   ', country: 'GB' }, { query: ['Ensure this field has at least 3 characters.'] }],
    [{ query: 'x'.repeat(201), country: 'GB' }, { query: ['Ensure this field has no more than 200 characters.'] }],
    [{ query: 123, country: 'GB' }, { query: ['Not a valid string.'] }],
    [{ country: 'GB' }, { query: ['This field is required.'] }],
    [{ query: '10 downing', country: 'DE' }, { country: ['"DE" is not a valid choice.'] }],
    [{ query: '10 downing', country: 'gb' }, { country: ['"gb" is not a valid choice.'] }],
    [{ query: '10 downing' }, { country: ['This field is required.'] }],
    [{ query: '10 downing', country: 'GB', no_groupings: 'yes' }, { no_groupings: ['Must be a valid boolean.'] }],
  ])('answers 400 naming the field for %o', async (body, errors) => {
    const answer = await find(await token(), body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
  });

  it('refuses a body that is not a JSON object', async () => {
    const userToken = await token();
    const list = await find(userToken, ['10 downing']);
    expect(list.status).toBe(400);
    expect(await list.json()).toStrictEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const form = await ctx.app.request('/api/address-lookup/find/', {
      method: 'POST',
      headers: { ...tokenHeaders(userToken), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'query=10+downing&country=GB',
    });
    expect(form.status).toBe(415);
  });
});

describe('POST /api/address-lookup/retrieve/', () => {
  it("answers the address of a suggestion in the address record's fields", async () => {
    const userToken = await token();
    const [first] = await results(userToken, '10 downing', 'GB');
    const answer = await retrieve(userToken, { country: 'GB', id: first?.id });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toStrictEqual({
      address: {
        street_address: '10 Downing Street',
        street_address_cont: null,
        city: 'London',
        state: null,
        postal_code: 'SW1A 2AA',
        country: 'GB',
      },
    });
  });

  it.each([
    ['US', 'US|0001', 'DC', '1600 Pennsylvania Avenue NW'],
    ['AU', 'AU|0027', 'NT', 'Parliament House'],
    ['CA', 'CA|0027', 'NL', '9 Bonaventure Avenue'],
    ['NZ', 'NZ|0021', "Hawke's Bay", '546 Marine Parade'],
    ['BR', 'BR|0001', 'São Paulo', 'Avenida Paulista, 1578'],
  ])('gives the %s state as the record keeps it', async (country, id, state, street) => {
    const answer = await retrieve(await token(), { country, id });
    const { address } = (await answer.json()) as AddressRetrieveAnswer;
    expect(address).toMatchObject({ state, street_address: street, country });
  });

  it('answers lines with the punctuation real services return', async () => {
    const answer = await retrieve(await token(), { country: 'GB', id: 'GB|0011' });
    expect(((await answer.json()) as AddressRetrieveAnswer).address).toMatchObject({
      street_address: "Flat 2, 14 St. Mary's Road",
      street_address_cont: 'Ealing',
    });
  });

  it.each([
    { country: 'GB', id: 'GB|9999' },
    { country: 'GB', id: 'US|0001' },
    { country: 'FR', id: 'not an id' },
  ])('answers 404 when the id names no address: %o', async (body) => {
    const answer = await retrieve(await token(), body);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toStrictEqual({ detail: 'Not found.' });
  });

  it.each([
    [{ country: 'GB' }, { id: ['This field is required.'] }],
    [{ country: 'GB', id: '' }, { id: ['This field may not be blank.'] }],
    [{ country: 'GB', id: 7 }, { id: ['Not a valid string.'] }],
    [{ country: 'XX', id: 'GB|0001' }, { country: ['"XX" is not a valid choice.'] }],
  ])('answers 400 naming the field for %o', async (body, errors) => {
    const answer = await retrieve(await token(), body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
  });
});

describe('the candidate behind a lookup', () => {
  const calls = [
    ['countries', undefined],
    ['find', { query: '10 downing', country: 'GB' }],
    ['retrieve', { country: 'GB', id: 'GB|0001' }],
  ] as const;

  it.each(calls)('%s answers 401 without a token or with a bad one', async (path, body) => {
    const none = await lookup(path, body, {});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Token');
    expect(await none.json()).toStrictEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await lookup(path, body, tokenHeaders('not-a-real-token'));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toStrictEqual({ detail: 'Invalid token.' });
  });

  it.each([
    ['completed', 'This form has already been submitted and can no longer be changed.'],
    ['expired', 'This link has expired.'],
    ['profile_removed', 'This request is no longer available.'],
  ] as const)('answers 409 for a request that is %s', async (state, detail) => {
    const userToken = await token(state);
    for (const [path, body] of calls) {
      const answer = await lookup(path, body, tokenHeaders(userToken));
      expect(answer.status, path).toBe(409);
      expect(await answer.json()).toStrictEqual({ detail });
    }
  });
});

describe('rate limits', () => {
  const start = new Date('2026-03-02T10:00:00.000Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('refuses the find past its limit per candidate with Retry-After, and allows it again after the window', async () => {
    ctx.setNow(start);
    const mine = await token();
    const theirs = await token();
    const body = { query: '10 downing', country: 'GB' };
    const { limit } = ADDRESS_LOOKUP_RATES.find;
    for (let i = 0; i < limit; i += 1) {
      ctx.setNow(at(i / 2));
      expect((await find(mine, body)).status).toBe(200);
    }
    ctx.setNow(at(40));
    const refused = await find(mine, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('20');
    expect(await refused.json()).toStrictEqual({ detail: 'Request was throttled. Expected available in 20 seconds.' });
    // Another candidate has a count of their own, and the retrieve a limit of its own.
    expect((await find(theirs, body)).status).toBe(200);
    expect((await retrieve(mine, { country: 'GB', id: 'GB|0001' })).status).toBe(200);

    ctx.setNow(at(60));
    expect((await find(mine, body)).status).toBe(200);
  });

  it('counts invalid finds too, and limits retrieves and countries', async () => {
    ctx.setNow(start);
    const mine = await token();
    for (let i = 0; i < ADDRESS_LOOKUP_RATES.find.limit; i += 1) await find(mine, { query: 'ab', country: 'GB' });
    expect((await find(mine, { query: '10 downing', country: 'GB' })).status).toBe(429);

    for (let i = 0; i < ADDRESS_LOOKUP_RATES.retrieve.limit; i += 1) {
      expect((await retrieve(mine, { country: 'GB', id: 'GB|0001' })).status).toBe(200);
    }
    const refused = await retrieve(mine, { country: 'GB', id: 'GB|0001' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');

    for (let i = 0; i < ADDRESS_LOOKUP_RATES.countries.limit; i += 1) expect((await countries(mine)).status).toBe(200);
    expect((await countries(mine)).status).toBe(429);

    ctx.setNow(at(61));
    expect((await retrieve(mine, { country: 'GB', id: 'GB|0001' })).status).toBe(200);
    expect((await countries(mine)).status).toBe(200);
  });
});

describe('the sandbox failing on purpose', () => {
  it('answers 502 to a find whose query holds "lookup error"', async () => {
    const answer = await find(await token(), { query: 'Lookup Error', country: 'GB' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toStrictEqual({ detail: 'The address service is not available.' });
  });

  it('answers one suggestion for "unretrievable", whose retrieve answers 502', async () => {
    const userToken = await token();
    const found = await results(userToken, 'unretrievable', 'NZ');
    expect(found).toHaveLength(1);
    const answer = await retrieve(userToken, { country: 'NZ', id: found[0]?.id });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toStrictEqual({ detail: 'The address service is not available.' });
  });
});
