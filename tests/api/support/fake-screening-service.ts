/**
 * A small stand-in for a real screening service, on 127.0.0.1 and a free port, speaking the API the remote adapter
 * calls (server/providers/screening/remote.ts, docs/providers/screening.md). It checks the key, opens widget
 * sessions, keeps the registrations it is given, and can be made to fail, answer nonsense, hang, put its widget on
 * another origin, or answer about another registration.
 */
import { apiKeyServiceBasics, json, startFakeHttpService, type FakeApiKeyCall, type FakeHttpService } from './fake-http-service';

export const FAKE_WIDGET_ORIGIN = 'https://widget.screening.test';

/** Beyond the shared modes: a widget on another origin, or an answer about another registration. */
export type FakeScreeningExtraMode = 'foreign-widget' | 'foreign-registration';

export interface FakeScreeningService extends FakeHttpService<FakeApiKeyCall, FakeScreeningExtraMode> {
  key: string;
  registrations: Record<string, unknown>[];
}

export async function startFakeScreeningService(key = 'fake-screening-key-0123'): Promise<FakeScreeningService> {
  const registrations: Record<string, unknown>[] = [];
  let sessions = 0;

  const service = await startFakeHttpService<FakeApiKeyCall, FakeScreeningExtraMode>({
    ...apiKeyServiceBasics(key),
    truncatedJson: '{"widget_url": ',
    route: ({ method, path, body }, { mode }) => {
      if (method === 'POST' && path === '/widget-sessions') {
        sessions += 1;
        const origin = mode === 'foreign-widget' ? 'https://elsewhere.test' : FAKE_WIDGET_ORIGIN;
        return json(201, {
          authentication_token: `tok_${sessions}`,
          business_id: 'biz_42',
          customer_id: `cust_${String(body.reference)}`,
          service_id: body.check === 'drug_screening' ? 'svc_drug' : 'svc_occ',
          widget_url: `${origin}/collect?session=${sessions}&lang=${String(body.language)}`,
        });
      }
      if (method === 'POST' && path === '/registrations') {
        registrations.push(body);
        const registrationId = mode === 'foreign-registration' ? 'someone-else' : String(body.registration_id);
        return json(201, { registration_id: registrationId, reference: String(body.reference) });
      }
      return json(404, { error: { code: 'not_found' } });
    },
  });

  return Object.assign(service, { key, registrations });
}
