/**
 * The journeys' browsers reach the server through this proxy, which adds three scripts of its own to the head of
 * every HTML page, before the app's: the error hook (error-hook.js, whose reports it keeps), Testing Library's DOM
 * queries, to find controls by role and name as a candidate does, and axe. The Content-Security-Policy allows them
 * as scripts of the page's own origin; Firefox's and WebKit's drivers have no way to run a script before the page's
 * (WebKit's WebDriver has no console events either).
 */
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));

const JOURNEY_SCRIPTS: Record<string, string> = {
  '/__journey/error-hook.js': path.join(here, 'error-hook.js'),
  '/__journey/testing-library.js': path.join(path.dirname(require.resolve('@testing-library/dom')), '@testing-library/dom.umd.min.js'),
  '/__journey/axe.js': require.resolve('axe-core/axe.min.js'),
};
const ERRORS_PATH = '/__journey/errors';
const SCRIPT_TAGS = Object.keys(JOURNEY_SCRIPTS)
  .map((src) => `<script src="${src}"></script>`)
  .join('');

export interface PageError {
  kind: string;
  text: string;
  page: string;
}

export interface JourneyProxy {
  url: string;
  /** Every error a page reported since the last call; the list empties. */
  takeErrors(): PageError[];
  close(): Promise<void>;
}

async function bodyOf(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startJourneyProxy(port: number, targetPort: number): Promise<JourneyProxy> {
  const scripts = new Map(
    await Promise.all(Object.entries(JOURNEY_SCRIPTS).map(async ([src, file]) => [src, await readFile(file)] as const)),
  );
  let errors: PageError[] = [];

  const proxy: Server = createServer((incoming, answer) => {
    const script = scripts.get(incoming.url ?? '');
    if (script) {
      answer.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=3600' }).end(script);
      return;
    }
    if (incoming.url === ERRORS_PATH && incoming.method === 'POST') {
      void bodyOf(incoming).then((body) => {
        errors.push(JSON.parse(body.toString()) as PageError);
        answer.writeHead(204).end();
      });
      return;
    }
    // Uncompressed answers, so an HTML page can be read and changed.
    const headers = { ...incoming.headers, 'accept-encoding': 'identity' };
    const forwarded = request({ host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers }, (served) => {
      if (!(served.headers['content-type'] ?? '').startsWith('text/html')) {
        answer.writeHead(served.statusCode ?? 502, served.headers);
        served.pipe(answer);
        return;
      }
      void bodyOf(served).then((body) => {
        const page = Buffer.from(body.toString().replace(/<head>/i, `<head>${SCRIPT_TAGS}`));
        answer.writeHead(served.statusCode ?? 502, { ...served.headers, 'content-length': String(page.length) }).end(page);
      });
    });
    forwarded.on('error', () => answer.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    takeErrors: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
}
