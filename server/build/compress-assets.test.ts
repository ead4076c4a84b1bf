import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compressAssets', () => {
  it('writes .br and .gz beside each text file that is worth compressing', async () => {
    dist = mkdtempSync(join(tmpdir(), 'compress-'));
    mkdirSync(join(dist, 'assets'));
    const js = `export const text = ${JSON.stringify('lorem ipsum '.repeat(500))};`;
    writeFileSync(join(dist, 'assets', 'index-abc.js'), js);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>x</p>'.repeat(300)}`);
    writeFileSync(join(dist, 'assets', 'tiny-abc.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'index-abc.js.map'), '{}'.repeat(2000));
    writeFileSync(join(dist, 'assets', 'logo-abc.png'), Buffer.alloc(4096));

    const results = await compressAssets(dist);

    expect(results.map((r) => r.file.slice(dist.length)).sort()).toStrictEqual(['/assets/index-abc.js', '/index.html']);
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-abc.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-abc.js.gz'))).toString()).toBe(js);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    // Too small, a source map, an already-compressed image: left alone.
    expect(existsSync(join(dist, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'index-abc.js.map.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'logo-abc.png.gz'))).toBe(false);
  });
});
