import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
const INLINE_CSS = 'body{margin:0}';
const INDEX = `<!doctype html><html><head><style>${INLINE_CSS}</style><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('hello '.repeat(400))});`;
const STYLE_CSS = '.x{color:red}';

mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), APP_JS);
writeFileSync(join(dist, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(APP_JS));
writeFileSync(join(dist, 'assets', 'app-3f9a1c.js.gz'), gzipSync(APP_JS));
writeFileSync(join(dist, 'assets', 'style-77aa01.css'), STYLE_CSS);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"build":"internals"}');
writeFileSync(join(tmpdir(), 'outside-dist.txt'), 'secret');

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'outside-dist.txt'), { force: true });
});

const ctx = useTestApp({ distDir: dist });

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('hashed assets', () => {
  it('go out brotli-compressed when accepted, cached for a year, varying by encoding', async () => {
    const response = await ctx.app.request('/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(APP_JS);
  });

  it('go out gzipped to a client without brotli (or refusing it)', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const response = await ctx.app.request('/assets/app-3f9a1c.js', { headers: { 'accept-encoding': acceptEncoding } });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(await bytes(response)).toString()).toBe(APP_JS);
    }
  });

  it('go out as they are to a client that accepts no compression', async () => {
    const response = await ctx.app.request('/assets/app-3f9a1c.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(APP_JS);
  });

  it('go out as they are when the build made no compressed copy', async () => {
    const response = await ctx.app.request('/assets/style-77aa01.css', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(STYLE_CSS);
  });

  it('answer 304 to a matching If-None-Match', async () => {
    const first = await ctx.app.request('/assets/style-77aa01.css');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await ctx.app.request('/assets/style-77aa01.css', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answer a plain 404 when missing, never index.html', async () => {
    const response = await ctx.app.request('/assets/gone-123.js');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<html');
  });

  it('never serve a file outside dist', async () => {
    for (const path of ['/assets/..%2f..%2foutside-dist.txt', '/assets/%2e%2e/%2e%2e/outside-dist.txt', '/assets/..\\..\\outside-dist.txt']) {
      const response = await ctx.app.request(path);
      expect(await response.text(), path).not.toContain('secret');
    }
  });
});

/** Requests `path`, expecting a 200 that the browser must revalidate on every visit. */
async function revalidated(path: string) {
  const response = await ctx.app.request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('cache-control'), path).toBe('no-cache');
  return response;
}

describe('index.html', () => {
  it('is revalidated on every visit, with a CSP that allows only its own inline blocks', async () => {
    const response = await revalidated('/');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(INDEX);
    const hash = createHash('sha256').update(INLINE_CSS).digest('base64');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers every SPA route', async () => {
    for (const path of ['/candidate-feedback', '/candidate-feedback/details/name', '/candidate-feedback/employers/employers/2', '/logout']) {
      const response = await revalidated(`${path}?guid=g&user_token=t`);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers HEAD without a body', async () => {
    const response = await ctx.app.request('/candidate-feedback', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('is not the answer under /api', async () => {
    const response = await ctx.app.request('/api/candidate-feedback');
    expect(response.status).toBe(404);
    expect(await response.json()).toStrictEqual({ detail: 'Not found.' });
  });
});

describe('other files of dist', () => {
  it('are served and revalidated (their names carry no hash)', async () => {
    const response = await revalidated('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('keep hidden build files (the manifest) to themselves', async () => {
    const response = await ctx.app.request('/.vite/manifest.json');
    expect(await response.text()).not.toContain('internals');
  });
});

describe('without a build', () => {
  beforeEach(() => {
    ctx.makeApp({ distDir: join(dist, 'missing') });
  });

  it('answers 503 saying how to build', async () => {
    const response = await ctx.app.request('/candidate-feedback');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('npm run build');
  });

  it('still serves the API', async () => {
    expect((await ctx.app.request('/healthz')).status).toBe(200);
  });
});
