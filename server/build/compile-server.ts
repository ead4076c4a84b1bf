/**
 * Compiles the server for `npm start`: one ES module per entry in dist-server/, its own code bundled (server/ and
 * domain/) and every package left to node_modules. Running plain JavaScript spares each process the TypeScript
 * loader, which costs start-up time and memory it keeps (docs/performance.md).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { COMPILED_SERVER_DIR, PROJECT_ROOT } from '../paths';
import { hashBuildInputs } from './build-stamp';

/** The processes' entry points: the server, and the embedded database's thread, which it loads by file name. */
export const SERVER_ENTRIES = { main: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' } as const;

/** What the compiled server is made from: its own code, the shared rules, and the packages it imports. */
export const SERVER_INPUTS = ['server', 'domain', 'tsconfig.json', 'package.json', 'package-lock.json'] as const;

/** Written beside the compiled entries: the hash of the inputs they were compiled from. */
export const SERVER_STAMP_FILE = '.server-inputs';

export async function compileServer(outdir = COMPILED_SERVER_DIR): Promise<void> {
  const inputsHash = hashBuildInputs(PROJECT_ROOT, SERVER_INPUTS);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: Object.entries(SERVER_ENTRIES).map(([out, source]) => ({ out, in: join(PROJECT_ROOT, source) })),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // A map on disk for reading a stack trace; Node loads it only when started with --enable-source-maps.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  writeFileSync(join(outdir, SERVER_STAMP_FILE), `${inputsHash}\n`);
}

/** Whether `outdir` holds every entry, compiled from the inputs as they are now. */
export function compiledServerIsCurrent(outdir = COMPILED_SERVER_DIR): boolean {
  const stamp = join(outdir, SERVER_STAMP_FILE);
  if (!existsSync(stamp)) return false;
  if (!Object.keys(SERVER_ENTRIES).every((name) => existsSync(join(outdir, `${name}.js`)))) return false;
  return readFileSync(stamp, 'utf8').trim() === hashBuildInputs(PROJECT_ROOT, SERVER_INPUTS);
}

/**
 * For the tests that start server processes: they run what `npm start` runs, so a test run alone compiles the
 * server first when dist-server/ is missing or older than the sources (about a second), and otherwise keeps it.
 */
export async function ensureCompiledServer(outdir = COMPILED_SERVER_DIR): Promise<void> {
  if (!compiledServerIsCurrent(outdir)) await compileServer(outdir);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileServer();
}
