/**
 * The built SPA (dist/, from `npm run build`). Hashed files under /assets/ never change, so browsers keep them
 * for a year and they go out precompressed (.br/.gz written at build by server/build/compress-assets.ts);
 * index.html is revalidated on every visit so a new build reaches candidates at once; any other path that is not
 * the API answers index.html, and the SPA's router takes it from there.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../app-env';
import { WIDGET_STYLE_TEXTS, buildCsp, cspHash } from '../middleware/security-headers';

const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const REVALIDATE_CACHE_CONTROL = 'no-cache';
const NOT_BUILT_MESSAGE = 'The app has not been built yet: run npm run build, then start the server again.';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/**
 * Extensions the build compresses (compress-assets.ts reads this list too). Source maps are left out: only
 * developer tools fetch them, and brotli at its best quality on them would triple the build time.
 */
export const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.txt', '.xml', '.svg', '.wasm'];

type Encoding = 'br' | 'gzip';
const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Encodings the client accepts (q > 0), in our order of preference: brotli, then gzip. */
function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || accepted.has('*'));
}

interface FileVariant {
  path: string;
  size: number;
  mtimeMs: number;
  encoding: Encoding | null;
}

async function fileVariant(path: string, encoding: Encoding | null): Promise<FileVariant | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs, encoding } : null;
  } catch {
    return null;
  }
}

/** The best stored variant of a file for this client: precompressed when it has one, else the file itself. */
async function pickVariant(path: string, acceptEncoding: string | undefined): Promise<FileVariant | null> {
  const plain = await fileVariant(path, null);
  if (!plain) return null;
  if (!COMPRESSIBLE_EXTENSIONS.includes(extname(path))) return plain;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const compressed = await fileVariant(path + ENCODING_SUFFIX[encoding], encoding);
    if (compressed) return compressed;
  }
  return plain;
}

/** The file a URL path names inside the root, or null when it would step outside it. */
function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment.includes('\\'))) return null;
  const full = resolve(root, ...segments);
  return full.startsWith(root + sep) ? full : null;
}

/**
 * index.html may inline a little CSS (and script) so the header and skeleton paint before any JavaScript runs;
 * the CSP then allows exactly those blocks by hash instead of loosening to 'unsafe-inline'.
 */
function inlineHashes(html: string): { scriptHashes: string[]; styleHashes: string[] } {
  const hashes = (tag: 'script' | 'style') => {
    const found: string[] = [];
    const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
    for (const match of html.matchAll(pattern)) {
      const attributes = match[1] ?? '';
      const content = match[2] ?? '';
      if (tag === 'script' && /\ssrc\s*=/i.test(attributes)) continue;
      if (content.length === 0) continue;
      found.push(cspHash(content));
    }
    return found;
  };
  return { scriptHashes: hashes('script'), styleHashes: hashes('style') };
}

/** `frameOrigins`: the embedded providers' origins the page's frames may show (embeddedFrameOrigins). */
export function spaRoutes({ distDir, frameOrigins = [] }: { distDir: string; frameOrigins?: string[] }) {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  const routes = new Hono<AppEnv>();
  let indexCsp: { key: string; csp: string } | undefined;

  /** index.html's CSP, recomputed only when a new build replaced the file. */
  async function cspForIndex(): Promise<string> {
    const info = await stat(indexPath);
    const key = `${info.mtimeMs}:${info.size}`;
    if (indexCsp?.key !== key) {
      const inline = inlineHashes(await readFile(indexPath, 'utf8'));
      const styleHashes = [...inline.styleHashes, ...WIDGET_STYLE_TEXTS.map(cspHash)];
      indexCsp = { key, csp: buildCsp({ ...inline, styleHashes, frameOrigins }) };
    }
    return indexCsp.csp;
  }

  async function send(c: Context<AppEnv>, file: string, cacheControl: string, extraHeaders: Record<string, string> = {}) {
    const variant = await pickVariant(file, c.req.header('accept-encoding'));
    if (!variant) return null;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ETag: `W/"${variant.size.toString(16)}-${Math.floor(variant.mtimeMs).toString(16)}${variant.encoding ? `-${variant.encoding}` : ''}"`,
      ...extraHeaders,
    };
    if (COMPRESSIBLE_EXTENSIONS.includes(extname(file))) headers.Vary = 'Accept-Encoding';
    if (variant.encoding) headers['Content-Encoding'] = variant.encoding;
    if (file === indexPath) headers['Content-Security-Policy'] = await cspForIndex();
    if (c.req.header('if-none-match') === headers.ETag) return c.body(null, 304, headers);
    headers['Content-Length'] = String(variant.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(variant.path)), 200, headers);
  }

  routes.get('*', async (c) => {
    const path = c.req.path;
    // The API has its own 404; it never falls back to the SPA.
    if (path === '/api' || path.startsWith('/api/')) return c.notFound();
    if (!(await fileVariant(indexPath, null))) {
      return c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store', 'Retry-After': '10' });
    }

    if (path.startsWith('/assets/')) {
      const file = safeJoin(root, path);
      const sent = file && (await send(c, file, IMMUTABLE_CACHE_CONTROL));
      // A missing hashed file is a real 404: answering index.html would hand HTML to a script tag.
      return sent || c.text('Not found.', 404, { 'Cache-Control': 'no-store' });
    }

    // Other files at the root of dist (from public/: favicon, robots.txt…) are not hashed: revalidate them.
    if (path !== '/' && extname(path) !== '') {
      const file = safeJoin(root, path);
      if (file && file !== indexPath) {
        const sent = await send(c, file, REVALIDATE_CACHE_CONTROL);
        if (sent) return sent;
      }
    }

    const sent = await send(c, indexPath, REVALIDATE_CACHE_CONTROL);
    return sent ?? c.text(NOT_BUILT_MESSAGE, 503, { 'Cache-Control': 'no-store' });
  });

  return routes;
}
