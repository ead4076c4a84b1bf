/**
 * A small stand-in for a real e-signing service, on 127.0.0.1 and a free port, speaking the API the remote adapter
 * calls (server/providers/e-signing/remote.ts). Tests set a document's status, make the next answers fail or hang,
 * and read what was asked. Everything ends with close(), hanging calls included.
 */
import type { ESigningStatus } from '../../../domain/consents/e-signing.schema';
import { bearerCredential, json, startFakeHttpService, type FakeBearerCall, type FakeHttpService } from './fake-http-service';

export interface FakeDocument {
  id: string;
  body: Record<string, unknown>;
  status: ESigningStatus;
  signerName: string | null;
  signedAt: string | null;
  redirectUrl: string | null;
}

export interface FakeESigningService extends FakeHttpService<FakeBearerCall> {
  token: string;
  documents: Map<string, FakeDocument>;
  /** What the candidate does at the service: sign (then it is sealed), decline. */
  sign(id: string, name: string, at: string): void;
}

export const FAKE_PDF = new TextEncoder().encode('%PDF-1.7\n% sealed by the fake service\n%%EOF\n');

export async function startFakeESigningService(token = 'fake-service-token'): Promise<FakeESigningService> {
  const documents = new Map<string, FakeDocument>();
  let counter = 0;

  const service = await startFakeHttpService<FakeBearerCall>({
    basePath: '/api/v1',
    ...bearerCredential(token),
    unavailable: json(502, { error: 'upstream' }),
    unauthorised: json(401, { error: 'unauthorised' }),
    truncatedJson: '{"id":',
    route: ({ method, path, body }, { baseUrl }) => {
      const match = /^\/documents(?:\/([^/]+)(\/signing-link|\/sealed-file)?)?$/.exec(path);
      const document = match?.[1] ? documents.get(decodeURIComponent(match[1])) : undefined;
      if (method === 'POST' && match && !match[1]) {
        const id = `doc_${++counter}`;
        documents.set(id, { id, body, status: 'pending', signerName: null, signedAt: null, redirectUrl: null });
        return json(201, { id, status: 'pending' });
      }
      if (!document) return json(404, { error: 'not found' });
      if (method === 'POST' && match?.[2] === '/signing-link') {
        document.redirectUrl = typeof body.redirect_url === 'string' ? body.redirect_url : null;
        return json(200, { url: `${baseUrl}/sign/${document.id}?lang=${String(body.language)}` });
      }
      if (method === 'GET' && match?.[2] === '/sealed-file') {
        if (document.status !== 'sealed') return json(409, { error: 'not sealed' });
        return { status: 200, contentType: 'application/pdf', content: Buffer.from(FAKE_PDF) };
      }
      if (method === 'GET' && !match?.[2]) {
        return json(200, {
          id: document.id,
          status: document.status,
          signed_at: document.signedAt,
          signer_name: document.signerName,
        });
      }
      return json(405, { error: 'method not allowed' });
    },
  });

  return Object.assign(service, {
    token,
    documents,
    sign(id: string, name: string, at: string) {
      const document = documents.get(id);
      if (!document) throw new Error(`No fake document ${id}.`);
      Object.assign(document, { status: 'sealed', signerName: name, signedAt: at });
    },
  });
}
