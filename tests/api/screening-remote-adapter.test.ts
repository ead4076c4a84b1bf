/**
 * The remote screening adapter (server/providers/screening/remote.ts) against a fake service on 127.0.0.1, on its
 * own and behind our API.
 */
import { describe, expect, it } from 'vitest';
import { screeningWidgetOrigin } from '../../server/providers/screening/config';
import { ScreeningUnavailableError } from '../../server/providers/screening/provider';
import { remoteScreening } from '../../server/providers/screening/remote';
import { FAKE_WIDGET_ORIGIN, startFakeScreeningService } from './support/fake-screening-service';
import { expectKeyedCalls, failureWhenHanging, useFakeService } from './support/use-fake-service';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const service = useFakeService(startFakeScreeningService);

const adapter = (overrides: { apiKey?: string; timeoutMs?: number } = {}) =>
  remoteScreening({ baseUrl: service.baseUrl, apiKey: service.key, widgetOrigin: FAKE_WIDGET_ORIGIN, timeoutMs: 2_000, ...overrides });

const REFERENCE = '5d2f3c1e-7a4b-4c1d-9e8f-0a1b2c3d4e5f';
const DATA = { registration_id: 'REG-1', collection_site: { id: 'S-1' } };

describe('remoteScreening', () => {
  it('opens a widget session for the check and hands over a registration, sending the key in a header only', async () => {
    const screening = adapter();
    expect(await screening.accountDetails({ reference: REFERENCE, check: 'drug_screening', language: 'es' })).toStrictEqual({
      authenticationToken: 'tok_1',
      businessId: 'biz_42',
      customerId: `cust_${REFERENCE}`,
      serviceId: 'svc_drug',
      widgetUrl: `${FAKE_WIDGET_ORIGIN}/collect?session=1&lang=es`,
    });
    await screening.register({ reference: REFERENCE, check: 'drug_screening', data: DATA });
    expect(service.registrations).toStrictEqual([
      { reference: REFERENCE, check: 'drug_screening', registration_id: 'REG-1', data: DATA },
    ]);
    expectKeyedCalls(service, [
      'POST /widget-sessions',
      'POST /registrations',
    ]);
  });

  it('refuses a widget on another origin than the configured one', async () => {
    service.mode = 'foreign-widget';
    await expect(
      adapter().accountDetails({ reference: REFERENCE, check: 'drug_screening', language: 'en' }),
    ).rejects.toThrow('widget address on another origin');
  });

  it('refuses an answer about another registration', async () => {
    service.mode = 'foreign-registration';
    await expect(adapter().register({ reference: REFERENCE, check: 'drug_screening', data: DATA })).rejects.toThrow(
      'about another registration',
    );
  });

  it.each(['error', 'malformed'] as const)('turns a %s answer into ScreeningUnavailableError', async (mode) => {
    service.mode = mode;
    await expect(
      adapter().accountDetails({ reference: REFERENCE, check: 'occupational_health', language: 'en' }),
    ).rejects.toBeInstanceOf(ScreeningUnavailableError);
    await expect(adapter().register({ reference: REFERENCE, check: 'drug_screening', data: DATA })).rejects.toBeInstanceOf(
      ScreeningUnavailableError,
    );
  });

  it('turns a refused key into ScreeningUnavailableError, naming no key', async () => {
    const error = await adapter({ apiKey: 'wrong-key-987' })
      .accountDetails({ reference: REFERENCE, check: 'drug_screening', language: 'en' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ScreeningUnavailableError);
    expect((error as Error).message).not.toContain('key-');
  });

  it('gives up on a service that does not answer within the timeout', async () => {
    const error = await failureWhenHanging(service, () => adapter({ timeoutMs: 200 }).register({ reference: REFERENCE, check: 'drug_screening', data: DATA }));
    expect(error.message).toContain('did not answer POST /registrations in time');
  });
});

describe('our API in front of the remote service', () => {
  const ctx = useTestApp();

  function remoteApp() {
    const screening = {
      provider: 'remote' as const,
      baseUrl: service.baseUrl,
      apiKey: service.key,
      widgetOrigin: FAKE_WIDGET_ORIGIN,
      timeoutMs: 2_000,
    };
    expect(screeningWidgetOrigin(screening)).toBe(FAKE_WIDGET_ORIGIN);
    return ctx.makeApp({ config: { screening } });
  }

  const screeningRequest = () => ctx.createRequest(validRequestBody({ country: 'US', checks: [{ type: 'drug_screening' }] }));

  it("answers the service's account details, and registers with the service before setting the flag", async () => {
    remoteApp();
    const created = await screeningRequest();
    const details = await ctx.app.request(`/api/providers/clearstar_account_details?guid=${created.guid}&lang=pt-BR`, {
      headers: tokenHeaders(created.user_token),
    });
    expect(await details.json()).toStrictEqual({
      authenication_token: 'tok_1',
      business_id: 'biz_42',
      customer_id: expect.stringMatching(/^cust_[0-9a-f-]{36}$/),
      service_id: 'svc_drug',
      widget_url: `${FAKE_WIDGET_ORIGIN}/collect?session=1&lang=pt-BR`,
    });

    const post = () =>
      ctx.app.request('/api/providers/screening_registration', {
        method: 'POST',
        headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json' },
        body: JSON.stringify({ guid: created.guid, check: 'drug_screening', data: DATA }),
      });
    service.mode = 'error';
    const refused = await post();
    expect(refused.status).toBe(503);
    expect(await refused.json()).toStrictEqual({ detail: 'The screening service is unavailable. Please try again later.' });
    expect(ctx.logs.join('\n')).toContain('screening failed');
    expect(ctx.logs.join('\n')).not.toContain(service.key);

    service.mode = 'normal';
    const saved = await post();
    expect(await saved.json()).toStrictEqual({ drug_screening: true, occupational_health: false });
    expect(service.registrations).toHaveLength(1);
  });
});
