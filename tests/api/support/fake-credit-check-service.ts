/**
 * A small stand-in for a real credit reference service, on 127.0.0.1 and a free port, speaking the API the remote
 * adapter calls (server/providers/credit-check/remote.ts, docs/providers/credit-check.md). It checks the key, keeps
 * the searches it started, lets a test decide what each reports, and can be made to fail, answer nonsense, answer
 * about another search, or hang. Everything ends with close(), hanging calls included.
 */
import { apiKeyServiceBasics, json, startFakeHttpService, type FakeApiKeyCall, type FakeHttpService } from './fake-http-service';

export interface FakeSearch {
  id: string;
  reference: string;
  body: Record<string, unknown>;
  status: string;
}

/** Beyond the shared modes: answer about another search. */
export type FakeCreditCheckExtraMode = 'foreign';

export interface FakeCreditCheckService extends FakeHttpService<FakeApiKeyCall, FakeCreditCheckExtraMode> {
  key: string;
  searches: Map<string, FakeSearch>;
  /** What the service reports about a search from now on, as when the bureau has its answer. */
  report(id: string, status: string): void;
}

export async function startFakeCreditCheckService(key = 'fake-credit-key-0123'): Promise<FakeCreditCheckService> {
  const searches = new Map<string, FakeSearch>();

  const service = await startFakeHttpService<FakeApiKeyCall, FakeCreditCheckExtraMode>({
    ...apiKeyServiceBasics(key),
    truncatedJson: '{"status": ',
    route: ({ method, path, body }, { mode }) => {
      if (method === 'POST' && path === '/searches') {
        const id = `srch_${searches.size + 1}`;
        searches.set(id, { id, reference: String(body.reference), body, status: 'pending' });
        return json(201, { id });
      }
      const match = /^\/searches\/([^/]+)$/.exec(path);
      if (method === 'GET' && match) {
        const search = searches.get(decodeURIComponent(match[1] ?? ''));
        if (!search) return json(404, { error: { code: 'not_found' } });
        const { id, reference, status } = search;
        if (mode === 'foreign') {
          return json(200, { id, reference: '00000000-0000-4000-8000-00000000beef', status: 'confirmed' });
        }
        return json(200, { id, reference, status });
      }
      return json(404, { error: { code: 'not_found' } });
    },
  });

  return Object.assign(service, {
    key,
    searches,
    report(id: string, status: string) {
      const search = searches.get(id);
      if (!search) throw new Error(`The fake service has no search ${id}.`);
      search.status = status;
    },
  });
}
