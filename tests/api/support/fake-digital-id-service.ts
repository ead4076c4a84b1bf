/**
 * A small stand-in for a real digital-identity service, on 127.0.0.1 and a free port, speaking the API the remote
 * adapter calls (server/providers/digital-id/remote.ts, docs/providers/digital-id.md). It offers two providers,
 * creates sessions with a results access key, checks the API key and the results key, and lets a test say how a
 * session ended; it can be made to fail, answer nonsense or hang. Everything ends with close(), hanging calls
 * included.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  bearerCredential,
  describedFailures,
  failure,
  json,
  startFakeHttpService,
  type FakeBearerCall,
  type FakeHttpService,
} from './fake-http-service';

export interface FakeSession {
  id: string;
  provider: string;
  redirectUrl: string;
  resultsAccessKey: string;
  done: boolean;
  success: boolean;
  errorCode: string | null;
}

export interface FakeDigitalIdService extends FakeHttpService<FakeBearerCall> {
  key: string;
  sessions: Map<string, FakeSession>;
  /** What the candidate did at the provider. */
  finish(id: string, result: { success: boolean; errorCode?: string | null }): void;
}

export const FAKE_PROVIDERS = {
  recognized: [{ id: 'wallet-one', name: 'Wallet One', logo_url: 'https://cdn.id.example/wallet-one.svg', subtext: 'Used before' }],
  relevant: [{ id: 'bank-two', name: 'Bank Two', logo_url: 'http://cdn.id.example/bank-two.png', subtext: null }],
  remainder: [],
} as const;

const KNOWN_PROVIDERS = new Set(['wallet-one', 'bank-two']);

export async function startFakeDigitalIdService(key = 'fake-digital-id-key-0123'): Promise<FakeDigitalIdService> {
  const sessions = new Map<string, FakeSession>();

  const service = await startFakeHttpService<FakeBearerCall>({
    basePath: '/api/v1',
    ...bearerCredential(key),
    ...describedFailures(),
    truncatedJson: '{"session": {',
    route: ({ method, path, body }) => {
      if (method === 'POST' && path === '/providers/recommend') return json(200, FAKE_PROVIDERS);
      if (method === 'POST' && path === '/sessions/hosted') {
        const provider = String(body.provider ?? '');
        if (!KNOWN_PROVIDERS.has(provider)) return json(400, failure('unknown_provider', 'No such provider.'));
        const session: FakeSession = {
          id: randomUUID(),
          provider,
          redirectUrl: String(body.redirect_url ?? ''),
          resultsAccessKey: randomBytes(24).toString('base64url'),
          done: false,
          success: false,
          errorCode: null,
        };
        sessions.set(session.id, session);
        return json(200, {
          session_id: session.id,
          launch_url: `https://hosted.id.example/session/${session.id}`,
          results_access_key: session.resultsAccessKey,
        });
      }
      const results = /^\/sessions\/([^/]+)\/results$/.exec(path);
      if (method === 'POST' && results) {
        const session = sessions.get(decodeURIComponent(results[1] ?? ''));
        if (!session || body.results_access_key !== session.resultsAccessKey) {
          return json(404, failure('not_found', 'No session has this id and key.'));
        }
        return json(200, {
          session: { id: session.id, done: session.done, success: session.success, error_code: session.errorCode },
        });
      }
      return json(404, failure('not_found', 'No such call.'));
    },
  });

  return Object.assign(service, {
    key,
    sessions,
    finish(id: string, result: { success: boolean; errorCode?: string | null }) {
      const session = sessions.get(id);
      if (!session) throw new Error(`The fake service has no session ${id}.`);
      Object.assign(session, { done: true, success: result.success, errorCode: result.errorCode ?? null });
    },
  });
}
