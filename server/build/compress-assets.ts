/**
 * Writes brotli (.br) and gzip (.gz) copies of the built SPA's text files, so the server sends them compressed
 * without compressing on each request (server/routes/spa.ts picks the copy the browser accepts).
 * Run after `vite build`: `tsx server/build/compress-assets.ts [distDir]`.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '../routes/spa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than the headers it costs. */
export const MIN_COMPRESS_BYTES = 1024;

export interface CompressedFile {
  file: string;
  size: number;
  br: number | null;
  gzip: number | null;
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path: string): Promise<CompressedFile> {
  const source = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not written: the server then sends the file itself.
  const keepBr = br.length < source.length;
  const keepGz = gz.length < source.length;
  await Promise.all([keepBr ? writeFile(`${path}.br`, br) : null, keepGz ? writeFile(`${path}.gz`, gz) : null]);
  return { file: path, size: source.length, br: keepBr ? br.length : null, gzip: keepGz ? gz.length : null };
}

export async function compressAssets(distDir: string): Promise<CompressedFile[]> {
  const files: string[] = [];
  for await (const path of walk(distDir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(extname(path))) continue;
    if ((await stat(path)).size < MIN_COMPRESS_BYTES) continue;
    files.push(path);
  }
  return Promise.all(files.map(compressFile));
}

async function main(): Promise<void> {
  const distDir = resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const started = performance.now();
  const results = await compressAssets(distDir);
  const total = results.reduce((sum, r) => sum + r.size, 0);
  const totalBr = results.reduce((sum, r) => sum + (r.br ?? r.size), 0);
  process.stdout.write(
    `Compressed ${results.length} files in ${relative(process.cwd(), distDir) || '.'}: ` +
      `${(total / 1024).toFixed(1)} KB → ${(totalBr / 1024).toFixed(1)} KB brotli ` +
      `(${Math.round(performance.now() - started)} ms)\n`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`compress-assets: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
