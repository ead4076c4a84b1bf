/**
 * Whether the build (the SPA in dist/, the compiled server in dist-server/) still matches its inputs, so that
 * `npm start` builds only after a change.
 * `npm run build` ends by writing a hash of the inputs into dist/ (`tsx server/build/build-stamp.ts write`);
 * `tsx server/build/build-stamp.ts start` compares the inputs' hash now with it and runs the build only when they
 * differ or dist/ has no build, printing one line that says which. The hash is of contents, not times, so a
 * checkout or a type check that rewrites a file unchanged does not force a build.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the build reads: the app's and the server's code and the shared rules, the catalogs, static files, its
 * configuration and the locked dependencies.
 */
export const BUILD_INPUTS = [
  'src',
  'server',
  'domain',
  'machines',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  // The plugin that writes the hub frame's script into index.html, and its catalog reader.
  'scripts/hub-frame-script.ts',
  'scripts/compiled-catalog.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const;

/**
 * Files under the inputs that do not change the build: tests, what the build generates itself from other inputs
 * (the route tree from src/routes, the compiled catalogs from the .po files), and the migrations, which the server
 * reads where they are.
 */
const NOT_INPUTS = [/\.test\.tsx?$/, /^src\/routeTree\.gen\.ts$/, /^locales\/[^/]+\/[^/]+\.ts$/, /^server\/db\/migrations\//];

/** Written into dist/: the server never serves a dot file (server/routes/spa.ts), and a new build empties dist/. */
export const STAMP_FILE = '.build-inputs';

export type BuildVerdict = 'no-build' | 'no-stamp' | 'changed' | 'up-to-date';

/** The decision alone: build unless dist/ holds a build stamped with the inputs' present hash. */
export function buildVerdict({ built, stamp, inputsHash }: { built: boolean; stamp: string | null; inputsHash: string }): BuildVerdict {
  if (!built) return 'no-build';
  if (stamp === null) return 'no-stamp';
  return stamp.trim() === inputsHash ? 'up-to-date' : 'changed';
}

export const VERDICT_LINES: Record<BuildVerdict, string> = {
  'no-build': 'Building the app: dist/ holds no build yet.',
  'no-stamp': 'Building the app: the build in dist/ does not record what it was built from.',
  changed: 'Building the app: its sources changed since the last build.',
  'up-to-date': 'Skipping the build: nothing it is built from changed since the last one.',
};

const isInput = (path: string) => !NOT_INPUTS.some((pattern) => pattern.test(path));

function listFiles(root: string, entry: string): string[] {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => relative(root, join(dirent.parentPath, dirent.name)).split(sep).join('/'));
}

/** A hash of every input file's path and contents, in a fixed order. */
export function hashBuildInputs(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  const files = inputs.flatMap((entry) => listFiles(root, entry)).filter(isInput).sort();
  for (const file of files) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** What `npm start` runs; a build without it is no build. */
export const COMPILED_SERVER_ENTRY = 'dist-server/main.js';

export function readVerdict(root: string, distDir = join(root, 'dist')): BuildVerdict {
  const stampPath = join(distDir, STAMP_FILE);
  return buildVerdict({
    built: existsSync(join(distDir, 'index.html')) && existsSync(join(root, COMPILED_SERVER_ENTRY)),
    stamp: existsSync(stampPath) ? readFileSync(stampPath, 'utf8') : null,
    inputsHash: hashBuildInputs(root),
  });
}

export function writeStamp(root: string, distDir = join(root, 'dist')): void {
  writeFileSync(join(distDir, STAMP_FILE), `${hashBuildInputs(root)}\n`);
}

/** `start`: build if stale, saying which in one line; `write`: record the inputs of the build just made. */
function main(command: string | undefined): number {
  if (command === 'write') {
    writeStamp(ROOT);
    return 0;
  }
  if (command !== 'start') {
    process.stderr.write('Usage: tsx server/build/build-stamp.ts start|write\n');
    return 2;
  }
  const verdict = readVerdict(ROOT);
  process.stdout.write(`${VERDICT_LINES[verdict]}\n`);
  if (verdict === 'up-to-date') return 0;
  return spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv[2]));
}
