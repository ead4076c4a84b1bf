/**
 * A small stand-in for a real hosted document-scan service, on 127.0.0.1 and a free port, speaking the API the
 * remote adapter calls (server/providers/document-scan/remote.ts, docs/providers/document-scan.md). It checks the
 * key, keeps the verifications it created, lets a test decide what each reports, and can be made to fail, answer
 * nonsense, answer about another verification, hand out a link no browser should follow, or hang. Everything ends
 * with close(), hanging calls included.
 */
import { apiKeyServiceBasics, json, startFakeHttpService, type FakeApiKeyCall, type FakeHttpService } from './fake-http-service';

export interface FakeVerification {
  id: string;
  reference: string;
  redirectUrl: string;
  language: string;
  status: string;
  abandoned: boolean;
}

/** Beyond the shared modes: answer about another verification, or hand out a link no browser should follow. */
export type FakeDocumentScanExtraMode = 'foreign' | 'unsafe-link';

export interface FakeDocumentScanService extends FakeHttpService<FakeApiKeyCall, FakeDocumentScanExtraMode> {
  key: string;
  verifications: Map<string, FakeVerification>;
  /** What the service reports about a verification from now on, as when the candidate finishes the hosted check. */
  report(id: string, status: string, abandoned?: boolean): void;
}

export async function startFakeDocumentScanService(key = 'fake-scan-key-0123'): Promise<FakeDocumentScanService> {
  const verifications = new Map<string, FakeVerification>();

  const service = await startFakeHttpService<FakeApiKeyCall, FakeDocumentScanExtraMode>({
    ...apiKeyServiceBasics(key),
    truncatedJson: '{"status": ',
    route: ({ method, path, body }, { mode, baseUrl }) => {
      if (method === 'POST' && path === '/verifications') {
        const id = `ver_${verifications.size + 1}`;
        verifications.set(id, {
          id,
          reference: String(body.reference),
          redirectUrl: String(body.redirect_url),
          language: String(body.language),
          status: 'pending',
          abandoned: false,
        });
        const link = mode === 'unsafe-link' ? 'javascript:alert(1)' : `${baseUrl.replace(/\/v1$/, '')}/hosted/${id}`;
        return json(201, { id, url: link });
      }
      const match = /^\/verifications\/([^/]+)$/.exec(path);
      if (method === 'GET' && match) {
        const verification = verifications.get(decodeURIComponent(match[1] ?? ''));
        if (!verification) return json(404, { error: { code: 'not_found' } });
        const { id, reference, status, abandoned } = verification;
        if (mode === 'foreign') {
          return json(200, { id, reference: '00000000-0000-4000-8000-00000000beef', status: 'completed', abandoned: false });
        }
        return json(200, { id, reference, status, abandoned });
      }
      return json(404, { error: { code: 'not_found' } });
    },
  });

  return Object.assign(service, {
    key,
    verifications,
    report(id: string, status: string, abandoned = false) {
      const verification = verifications.get(id);
      if (!verification) throw new Error(`The fake service has no verification ${id}.`);
      Object.assign(verification, { status, abandoned });
    },
  });
}
