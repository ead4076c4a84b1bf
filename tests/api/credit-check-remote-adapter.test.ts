/**
 * The remote credit-check adapter (server/providers/credit-check/remote.ts) against a fake service on 127.0.0.1,
 * on its own and behind our API.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { Country } from '../../domain/reference-response';
import { CreditCheckUnavailableError } from '../../server/providers/credit-check/provider';
import { remoteCreditCheck } from '../../server/providers/credit-check/remote';
import { bristolAddressHistory } from './support/answers';
import { getResponse, postDetails } from './support/candidate';
import { startFakeCreditCheckService } from './support/fake-credit-check-service';
import { expectKeyedCalls, failureWhenHanging, useFakeService } from './support/use-fake-service';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const service = useFakeService(startFakeCreditCheckService);

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteCreditCheck({ baseUrl: service.baseUrl, apiKey: service.key, timeoutMs: 2_000, ...overrides });

const REFERENCE = '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f';
const newSearch = {
  reference: REFERENCE,
  person: {
    firstName: 'Priya',
    middleName: null,
    lastName: 'Raman',
    dateOfBirth: '1990-04-12',
    address: {
      streetAddress: '14 Harbour Street',
      streetAddressCont: null,
      city: 'Bristol',
      state: null,
      postalCode: 'BS1 5TR',
      countryCode: 'GB',
    },
  },
};

describe('remoteCreditCheck', () => {
  it('starts a search and follows its status, sending the key in a header only', async () => {
    const credit = adapter();
    expect(await credit.startSearch(newSearch)).toStrictEqual({ id: 'srch_1' });
    expect(service.calls[0]?.body).toStrictEqual({
      reference: REFERENCE,
      first_name: 'Priya',
      middle_name: null,
      last_name: 'Raman',
      date_of_birth: '1990-04-12',
      address: {
        street_address: '14 Harbour Street',
        street_address_cont: null,
        city: 'Bristol',
        state: null,
        postal_code: 'BS1 5TR',
        country: 'GB',
      },
    });
    expect(await credit.getStatus({ id: 'srch_1', reference: REFERENCE })).toStrictEqual({ status: 'pending' });
    service.report('srch_1', 'No_Result');
    expect(await credit.getStatus({ id: 'srch_1', reference: REFERENCE })).toStrictEqual({ status: 'no_result' });
    expectKeyedCalls(service, [
      'POST /searches',
      'GET /searches/srch_1',
      'GET /searches/srch_1',
    ]);
  });

  it('refuses a report about another search than the one asked about', async () => {
    const credit = adapter();
    const { id } = await credit.startSearch(newSearch);
    await expect(credit.getStatus({ id, reference: '00000000-0000-4000-8000-000000000001' })).rejects.toBeInstanceOf(
      CreditCheckUnavailableError,
    );
    service.mode = 'foreign';
    await expect(credit.getStatus({ id, reference: REFERENCE })).rejects.toThrow('about another search');
  });

  it.each([
    ['a refused key', () => adapter({ apiKey: 'wrong-key-987' }).startSearch(newSearch)],
    ['an unknown search', () => adapter().getStatus({ id: 'srch_404', reference: REFERENCE })],
  ])('turns %s into CreditCheckUnavailableError, naming no key', async (_case, call) => {
    const error = await call().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CreditCheckUnavailableError);
    expect((error as Error).message).not.toContain('key-');
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into CreditCheckUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(adapter().startSearch(newSearch)).rejects.toBeInstanceOf(CreditCheckUnavailableError);
    await expect(adapter().getStatus({ id: 'srch_1', reference: REFERENCE })).rejects.toBeInstanceOf(
      CreditCheckUnavailableError,
    );
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const error = await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).getStatus({ id: 'srch_1', reference: REFERENCE }));
    expect(error.message).toContain('did not answer GET /searches/srch_1 in time');
  });
});

describe('our API in front of the remote service', () => {
  const ctx = useTestApp();

  function remoteApp(apiKey = service.key, timeoutMs = 2_000) {
    return ctx.makeApp({ config: { creditCheck: { provider: 'remote', baseUrl: service.baseUrl, apiKey, timeoutMs } } });
  }

  /** A credit request with its name, birth and current address saved. */
  async function candidate(): Promise<{ created: CreatedRequest; responseGuid: string }> {
    const created = await ctx.createRequest({
      ...validRequestBody({
        candidate: { first_name: 'Priya', last_name: 'Raman', email: 'priya@example.com' },
        checks: [{ type: 'credit' }],
      }),
      sandbox_state: 'in_progress',
    });
    const response = await getResponse(ctx.app, created);
    const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
    const gb = countries.find((country) => country.short_name === 'GB')!.id;
    expect((await postDetails(ctx.app, created, response.guid, 'address', bristolAddressHistory(gb, 'Harbour'))).status).toBe(200);
    return { created, responseGuid: response.guid };
  }

  const submit = (c: { created: CreatedRequest; responseGuid: string }) =>
    ctx.app.request(`/api/providers/credit_check/${c.responseGuid}/`, { method: 'POST', headers: tokenHeaders(c.created.user_token) });

  const creditStatus = async ({ created }: { created: CreatedRequest }) => {
    const answer = await ctx.app.request(`/api/providers/hooyu/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { credit_status: string | null }).credit_status;
  };

  it('starts the search with the saved details and mirrors the status the service reports', async () => {
    remoteApp();
    const c = await candidate();
    expect((await submit(c)).status).toBe(201);
    const search = service.searches.get('srch_1')!;
    expect(search.body).toMatchObject({
      first_name: 'Priya',
      last_name: 'Raman',
      date_of_birth: '1990-04-12',
      address: { street_address: '1 Harbour Street', city: 'Bristol', postal_code: 'BS1 5TR', country: 'GB' },
    });
    expect(await creditStatus(c)).toBe('pending');
    service.report('srch_1', 'WARNING');
    expect(await creditStatus(c)).toBe('warning');
    // Known: the service is not asked again, and a later word of it changes nothing.
    const asked = service.calls.length;
    service.report('srch_1', 'fail');
    expect(await creditStatus(c)).toBe('warning');
    expect(service.calls).toHaveLength(asked);
    // A second submit starts no second search.
    expect((await submit(c)).status).toBe(200);
    expect(service.searches.size).toBe(1);
  });

  it('keeps answering the last status while the service is down, and never a report about another search', async () => {
    remoteApp(service.key, 300);
    const c = await candidate();
    await submit(c);
    service.mode = 'error';
    expect(await creditStatus(c)).toBe('pending');
    service.mode = 'foreign';
    expect(await creditStatus(c)).toBe('pending');
    expect(ctx.logs.join('\n')).toContain('about another search');
  });

  it.each([
    ['a refused key', 'normal', 'the-wrong-key-3141'],
    ['a failing service', 'error', undefined],
    ['a service that hangs', 'hang', undefined],
  ] as const)('answers 503 for %s, keeps nothing, and neither the answer nor the logs hold the key', async (_case, mode, key) => {
    const usedKey = key ?? service.key;
    remoteApp(usedKey, 300);
    const c = await candidate();
    service.mode = mode;
    const answer = await submit(c);
    expect(answer.status).toBe(503);
    const text = await answer.text();
    expect(JSON.parse(text)).toStrictEqual({ detail: 'The credit check service is unavailable. Please try again later.' });
    const logs = ctx.logs.join('\n');
    expect(logs).toContain('credit check failed');
    for (const secret of [usedKey, service.key, c.created.user_token]) {
      expect(text).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    service.mode = 'normal';
    expect(await creditStatus(c)).toBeNull();
  });
});
