/**
 * Compiles the server for `npm start`: one ES module per entry in dist-server/, its own code bundled (server/ and
 * domain/) and every package left to node_modules. Running plain JavaScript spares each process the TypeScript
 * loader, which costs start-up time and memory it keeps (docs/performance.md).
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { COMPILED_SERVER_DIR, PROJECT_ROOT } from '../paths';

/** The processes' entry points: the server, and the embedded database's thread, which it loads by file name. */
export const SERVER_ENTRIES = { main: 'server/main.ts', 'pglite-worker': 'server/db/pglite-worker.ts' } as const;

export async function compileServer(outdir = COMPILED_SERVER_DIR): Promise<void> {
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
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileServer();
}
