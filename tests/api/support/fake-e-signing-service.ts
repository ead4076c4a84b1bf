/**
 * A small stand-in for a real e-signing service, on 127.0.0.1 and a free port, speaking the API the remote adapter
 * calls (server/providers/e-signing/remote.ts). Tests set a document's status, make the next answers fail or hang,
 * and read what was asked. Everything ends with close(), hanging calls included.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ESigningStatus } from '../../../domain/consents/e-signing.schema';

export interface FakeDocument {
  id: string;
  body: Record<string, unknown>;
  status: ESigningStatus;
  signerName: string | null;
  signedAt: string | null;
  redirectUrl: string | null;
}

export type FakeMode = 'normal' | 'error' | 'malformed' | 'hang';

export interface FakeESigningService {
  baseUrl: string;
  token: string;
  documents: Map<string, FakeDocument>;
  calls: { method: string; path: string; authorization: string | undefined }[];
  /** How the service answers from now on. */
  mode: FakeMode;
  /** What the candidate does at the service: sign (then it is sealed), decline. */
  sign(id: string, name: string, at: string): void;
  close(): Promise<void>;
}

export const FAKE_PDF = new TextEncoder().encode('%PDF-1.7\n% sealed by the fake service\n%%EOF\n');

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeESigningService(token = 'fake-service-token'): Promise<FakeESigningService> {
  const documents = new Map<string, FakeDocument>();
  const calls: FakeESigningService['calls'] = [];
  const hanging = new Set<ServerResponse>();
  let counter = 0;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const service = {
    baseUrl: '',
    token,
    documents,
    calls,
    mode: 'normal' as FakeMode,
    sign(id: string, name: string, at: string) {
      const document = documents.get(id);
      if (!document) throw new Error(`No fake document ${id}.`);
      Object.assign(document, { status: 'sealed', signerName: name, signedAt: at });
    },
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    calls.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
    if (service.mode === 'hang') {
      hanging.add(response);
      return;
    }
    if (service.mode === 'error') return json(response, 502, { error: 'upstream' });
    if (service.mode === 'malformed') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"id":');
    }
    if (request.headers.authorization !== `Bearer ${token}`) return json(response, 401, { error: 'unauthorised' });

    const match = /^\/documents(?:\/([^/]+)(\/signing-link|\/sealed-file)?)?$/.exec(path);
    const document = match?.[1] ? documents.get(decodeURIComponent(match[1])) : undefined;
    if (request.method === 'POST' && match && !match[1]) {
      const id = `doc_${++counter}`;
      documents.set(id, {
        id,
        body: await readBody(request),
        status: 'pending',
        signerName: null,
        signedAt: null,
        redirectUrl: null,
      });
      return json(response, 201, { id, status: 'pending' });
    }
    if (!document) return json(response, 404, { error: 'not found' });
    if (request.method === 'POST' && match?.[2] === '/signing-link') {
      const body = await readBody(request);
      document.redirectUrl = typeof body.redirect_url === 'string' ? body.redirect_url : null;
      return json(response, 200, { url: `${service.baseUrl}/sign/${document.id}?lang=${String(body.language)}` });
    }
    if (request.method === 'GET' && match?.[2] === '/sealed-file') {
      if (document.status !== 'sealed') return json(response, 409, { error: 'not sealed' });
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(Buffer.from(FAKE_PDF));
    }
    if (request.method === 'GET' && !match?.[2]) {
      return json(response, 200, {
        id: document.id,
        status: document.status,
        signed_at: document.signedAt,
        signer_name: document.signerName,
      });
    }
    return json(response, 405, { error: 'method not allowed' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  service.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return service;
}
