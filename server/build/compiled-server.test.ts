/**
 * `npm start` runs the compiled server, never the TypeScript sources through tsx: each process would otherwise
 * carry the loader's time and memory (docs/performance.md). The build makes what start runs.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { COMPILED_SERVER_ENTRY } from './build-stamp';
import { SERVER_ENTRIES, SERVER_STAMP_FILE, compileServer, compiledServerIsCurrent } from './compile-server';

const scripts = (JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('npm start', () => {
  const start = scripts.start ?? '';
  const serverCommand = start.split('&&').at(-1)?.trim() ?? '';

  it('runs the compiled server with plain Node, under a heap limit', () => {
    expect(serverCommand).toMatch(/^node --max-old-space-size=\d+ dist-server\/main\.js$/);
    expect(serverCommand).toContain(COMPILED_SERVER_ENTRY);
  });

  it('builds first when the build is stale, and the build compiles the server', () => {
    expect(start.startsWith('tsx server/build/build-stamp.ts start &&')).toBe(true);
    expect(scripts.build).toContain('server/build/compile-server.ts');
    // The stamp is written last, so a build that failed on the way is never taken for a good one.
    expect(scripts.build?.trim().endsWith('server/build/build-stamp.ts write')).toBe(true);
  });

  it('leaves tsx to development and the tests', () => {
    expect(serverCommand).not.toContain('tsx');
    expect(scripts.dev).toContain('--import tsx');
  });
});

describe('compileServer', () => {
  it('writes each entry as an ES module that loads no TypeScript', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
    try {
      await compileServer(outdir);
      for (const name of Object.keys(SERVER_ENTRIES)) {
        const file = join(outdir, `${name}.js`);
        expect(existsSync(file)).toBe(true);
        const code = readFileSync(file, 'utf8');
        expect(code).not.toMatch(/from ["'][^"']+\.ts["']/);
        expect(code).not.toMatch(/^import .* from ["']tsx/m);
      }
      expect(`dist-server/${Object.keys(SERVER_ENTRIES)[0]}.js`).toBe(COMPILED_SERVER_ENTRY);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });

  it('stamps what it compiled from, so a stale or partial compilation is told from a current one', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
    try {
      expect(compiledServerIsCurrent(outdir)).toBe(false);
      await compileServer(outdir);
      expect(compiledServerIsCurrent(outdir)).toBe(true);
      writeFileSync(join(outdir, SERVER_STAMP_FILE), 'an older hash\n');
      expect(compiledServerIsCurrent(outdir)).toBe(false);
      await compileServer(outdir);
      rmSync(join(outdir, 'pglite-worker.js'));
      expect(compiledServerIsCurrent(outdir)).toBe(false);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
