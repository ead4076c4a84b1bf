/**
 * A small stand-in for a real income-verification (tax-account) service, on 127.0.0.1 and a free port, speaking
 * the API the remote adapter calls (server/providers/employment-verification/remote.ts,
 * docs/providers/employment-verification.md). It checks the key, keeps the orders it created, lets a test decide
 * what each reports, and can be made to fail, answer nonsense, answer about another order, hand out a page on
 * another origin, or hang.
 */
import { apiKeyServiceBasics, json, startFakeHttpService, type FakeApiKeyCall, type FakeHttpService } from './fake-http-service';

export interface FakeOrder {
  id: string;
  reference: string;
  redirectUrl: string;
  language: string;
  status: string;
  decline: { reason: unknown; notes: unknown } | null;
}

/** Beyond the shared modes: answer about another order, or hand out a page the step may not frame. */
export type FakeEmploymentVerificationExtraMode = 'foreign' | 'other-origin';

export interface FakeEmploymentVerificationService
  extends FakeHttpService<FakeApiKeyCall, FakeEmploymentVerificationExtraMode> {
  key: string;
  /** The origin of the pages it hands out. */
  appOrigin: string;
  orders: Map<string, FakeOrder>;
  /** What the service reports about an order from now on, as when the candidate finishes the tax-account page. */
  report(id: string, status: string): void;
}

export async function startFakeEmploymentVerificationService(
  key = 'fake-income-key-0123',
): Promise<FakeEmploymentVerificationService> {
  const orders = new Map<string, FakeOrder>();
  const answerOf = ({ id, reference, status }: FakeOrder, mode: string) =>
    json(200, { id, reference: mode === 'foreign' ? '00000000-0000-4000-8000-00000000beef' : reference, status });

  const service = await startFakeHttpService<FakeApiKeyCall, FakeEmploymentVerificationExtraMode>({
    ...apiKeyServiceBasics(key),
    truncatedJson: '{"status": ',
    route: ({ method, path, body }, { mode, baseUrl }) => {
      if (method === 'POST' && path === '/orders') {
        const id = `ord_${orders.size + 1}`;
        orders.set(id, {
          id,
          reference: String(body.reference),
          redirectUrl: String(body.redirect_url),
          language: String(body.language),
          status: 'IN_PROGRESS',
          decline: null,
        });
        const origin = mode === 'other-origin' ? 'https://elsewhere.example' : new URL(baseUrl).origin;
        return json(201, { id, app_url: `${origin}/connect/${id}` });
      }
      const match = /^\/orders\/([^/]+)(\/decline)?$/.exec(path);
      const order = match ? orders.get(decodeURIComponent(match[1] ?? '')) : undefined;
      if (!order) return json(404, { error: { code: 'not_found' } });
      if (method === 'GET' && !match?.[2]) return answerOf(order, mode);
      if (method === 'POST' && match?.[2]) {
        Object.assign(order, { status: 'CANDIDATE_DECLINED', decline: { reason: body.reason, notes: body.notes } });
        return answerOf(order, mode);
      }
      return json(404, { error: { code: 'not_found' } });
    },
  });

  return Object.assign(service, {
    key,
    appOrigin: new URL(service.baseUrl).origin,
    orders,
    report(id: string, status: string) {
      const order = orders.get(id);
      if (!order) throw new Error(`The fake service has no order ${id}.`);
      order.status = status;
    },
  });
}
