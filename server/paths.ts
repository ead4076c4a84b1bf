/**
 * Folders the server reads at run time. This file and the compiled server (dist-server/main.js, which bundles it)
 * both sit one folder below the project's root, so the same relative address finds the root from either.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The built SPA. */
export const SPA_DIST_DIR = join(PROJECT_ROOT, 'dist');

/** The committed drizzle-kit migrations. */
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'server/db/migrations');

/** Files that ship beside the server's code (sandbox logos). */
export const serverAsset = (path: string) => join(PROJECT_ROOT, 'server', path);

/** Where `npm run build` writes the compiled server. */
export const COMPILED_SERVER_DIR = join(PROJECT_ROOT, 'dist-server');
