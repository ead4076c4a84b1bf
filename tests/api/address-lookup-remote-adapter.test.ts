/**
 * The remote address lookup adapter (server/providers/address-lookup/remote.ts) against a fake service on
 * 127.0.0.1, on its own and behind our API.
 */
import { describe, expect, it } from 'vitest';
import { startFakeAddressLookupService } from './support/fake-address-lookup-service';
import { failureWhenHanging, useFakeService } from './support/use-fake-service';
import { tokenHeaders, useTestApp } from './support/test-app';
import { AddressLookupUnavailableError, AddressNotFoundError } from '../../server/providers/address-lookup/provider';
import { COUNTRIES_CACHE_MS, remoteAddressLookup } from '../../server/providers/address-lookup/remote';

const service = useFakeService(startFakeAddressLookupService);

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteAddressLookup({ baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000, ...overrides });

const findDowning = { query: '10 downing', country: 'GB', noGroupings: true, limit: 10 } as const;

describe('remoteAddressLookup', () => {
  it('asks for the countries, finds and retrieves, sending the key in a header only', async () => {
    const lookup = adapter();
    expect(await lookup.countries()).toStrictEqual(['GB', 'US', 'DE']);
    expect(await lookup.find(findDowning)).toStrictEqual([
      { id: 'GB|RM|A|52345678', text: '10 Downing Street', description: 'London SW1A 2AA' },
    ]);
    expect(await lookup.retrieve('GB', 'GB|RM|A|52345678')).toStrictEqual({
      street_address: '10 Downing Street',
      street_address_cont: null,
      city: 'London',
      state: 'Greater London',
      postal_code: 'SW1A 2AA',
      country: 'GB',
    });

    expect(service.calls.map(({ method, path }) => `${method} ${path}`)).toStrictEqual([
      'GET /countries',
      'POST /find',
      'POST /retrieve',
    ]);
    expect(service.calls[1]?.body).toStrictEqual({ query: '10 downing', country: 'GB', no_groupings: true, limit: 10 });
    expect(service.calls[2]?.body).toStrictEqual({ country: 'GB', id: 'GB|RM|A|52345678' });
    expect(service.calls.every((call) => call.key === service.key && !call.url.includes(service.key))).toBe(true);
  });

  it('asks for the countries once an hour, and again after a failure', async () => {
    let clock = 0;
    const lookup = remoteAddressLookup({ baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000 }, fetch, () => clock);
    service.mode = 'error';
    await expect(lookup.countries()).rejects.toBeInstanceOf(AddressLookupUnavailableError);
    service.mode = 'normal';
    expect(await lookup.countries()).toStrictEqual(['GB', 'US', 'DE']);
    clock = COUNTRIES_CACHE_MS - 1;
    expect(await lookup.countries()).toStrictEqual(['GB', 'US', 'DE']);
    expect(service.calls).toHaveLength(2);
    clock = COUNTRIES_CACHE_MS * 2;
    await lookup.countries();
    expect(service.calls).toHaveLength(3);
  });

  it('keeps the postal abbreviation of a US state and drops an empty second line', async () => {
    expect(await adapter().retrieve('US', 'US|US|B|Z123456789')).toStrictEqual({
      street_address: '1600 Pennsylvania Avenue NW',
      street_address_cont: null,
      city: 'Washington',
      state: 'DC',
      postal_code: '20500-0003',
      country: 'US',
    });
    expect((await adapter().retrieve('GB', 'GB|RM|A|52345679')).street_address_cont).toBeNull();
  });

  it('passes no_groupings on and answers addresses only', async () => {
    const results = await adapter().find({ ...findDowning, query: 'downing', noGroupings: false });
    expect(service.calls[0]?.body.no_groupings).toBe(false);
    expect(results.map((result) => result.text)).toStrictEqual(['10 Downing Street', '11 Downing Street']);
  });

  it('turns an unknown id into AddressNotFoundError', async () => {
    await expect(adapter().retrieve('GB', 'GB|RM|A|00000000')).rejects.toBeInstanceOf(AddressNotFoundError);
  });

  it('turns a refused key into AddressLookupUnavailableError that names the code, never the key', async () => {
    const error = await adapter({ apiKey: 'wrong-key-987' })
      .find(findDowning)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressLookupUnavailableError);
    expect((error as Error).message).toBe('The address service answered 401 (invalid_key) to POST /find.');
    expect(service.calls[0]?.key).toBe('wrong-key-987');
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into AddressLookupUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().find(findDowning)).rejects.toBeInstanceOf(AddressLookupUnavailableError);
    await expect(adapter().retrieve('GB', 'GB|RM|A|52345678')).rejects.toBeInstanceOf(AddressLookupUnavailableError);
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const error = await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).find(findDowning));
    expect(error).toBeInstanceOf(AddressLookupUnavailableError);
    expect(error.message).toBe('The address service did not answer POST /find in time.');
  });

  it('does not reach a service that is not there', async () => {
    const base = service.baseUrl;
    await service.close();
    const gone = remoteAddressLookup({ baseUrl: base, apiKey: 'k', timeoutMs: 1_000 });
    await expect(gone.countries()).rejects.toBeInstanceOf(AddressLookupUnavailableError);
  });
});

describe('our API in front of the remote service', () => {
  const ctx = useTestApp();

  function remoteApp(apiKey: string, timeoutMs = 2_000) {
    return ctx.makeApp({ config: { addressLookup: { provider: 'remote', baseUrl: service.baseUrl, apiKey, timeoutMs } } });
  }

  async function ask(token: string, path: string, body?: unknown) {
    return ctx.app.request(`/api/address-lookup/${path}/`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...tokenHeaders(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  it("answers the service's countries among ours, its suggestions and its addresses", async () => {
    remoteApp(service.key);
    const { user_token: token } = await ctx.createRequest();
    expect(await (await ask(token, 'countries')).json()).toStrictEqual({ countries: ['GB', 'US'] });
    const found = await ask(token, 'find', { query: ' 10 Downing ', country: 'GB', no_groupings: true });
    expect(await found.json()).toStrictEqual({
      results: [{ id: 'GB|RM|A|52345678', text: '10 Downing Street', description: 'London SW1A 2AA' }],
    });
    expect(service.calls.at(-1)?.body.query).toBe('10 Downing');
    const retrieved = await ask(token, 'retrieve', { country: 'US', id: 'US|US|B|Z123456789' });
    expect(((await retrieved.json()) as { address: { state: string } }).address.state).toBe('DC');
    expect((await ask(token, 'retrieve', { country: 'GB', id: 'GB|RM|A|00000000' })).status).toBe(404);
  });

  it.each([
    ['a refused key', 'normal', 'the-wrong-key-3141'],
    ['a failing service', 'error', undefined],
    ['a service that hangs', 'hang', undefined],
  ] as const)('answers 502 for %s, and neither the answer nor the logs hold the key or the query', async (_case, mode, key) => {
    const usedKey = key ?? service.key;
    remoteApp(usedKey, 300);
    service.mode = mode;
    const { user_token: token } = await ctx.createRequest();
    const answer = await ask(token, 'find', { query: '10 Downing Street', country: 'GB' });
    expect(answer.status).toBe(502);
    const text = await answer.text();
    expect(JSON.parse(text)).toStrictEqual({ detail: 'The address service is not available.' });
    const logs = ctx.logs.join('\n');
    expect(logs).toContain('address lookup failed');
    for (const secret of [usedKey, service.key, 'Downing']) {
      expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});
