import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVerdict, hashBuildInputs, readVerdict, writeStamp } from './build-stamp';

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('src/main.tsx', 'render()');
  write('domain/rules.ts', 'export const years = 5;');
  write('locales/fr/messages.po', 'msgid "Start"\nmsgstr "Commencer"\n');
  write('index.html', '<div id="root"></div>');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('dist/index.html', '<div id="root"></div>');
  write('dist-server/main.js', 'listen()');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildVerdict', () => {
  it('builds when dist/ has no build, or a build with no stamp, or one stamped with other inputs', () => {
    expect(buildVerdict({ built: false, stamp: 'abc', inputsHash: 'abc' })).toBe('no-build');
    expect(buildVerdict({ built: true, stamp: null, inputsHash: 'abc' })).toBe('no-stamp');
    expect(buildVerdict({ built: true, stamp: 'abd\n', inputsHash: 'abc' })).toBe('changed');
  });

  it('skips the build only when the stamp is the inputs’ present hash', () => {
    expect(buildVerdict({ built: true, stamp: 'abc\n', inputsHash: 'abc' })).toBe('up-to-date');
  });
});

describe('the stamp of the last build', () => {
  it('is up to date right after the build wrote it, and stays so when files are only touched', () => {
    expect(readVerdict(root)).toBe('no-stamp');
    writeStamp(root);
    expect(readVerdict(root)).toBe('up-to-date');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src/main.tsx'), later, later);
    expect(readVerdict(root)).toBe('up-to-date');
  });

  it.each([
    ['a source file changes', 'src/main.tsx', 'render(<App />)'],
    ['a source file is added', 'machines/hub.machine.ts', 'export {}'],
    ['a translation changes', 'locales/fr/messages.po', 'msgid "Start"\nmsgstr "Démarrer"\n'],
    ['the locked dependencies change', 'package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ['index.html changes', 'index.html', '<main id="root"></main>'],
    ['a server file changes', 'server/main.ts', 'listen(3000)'],
  ])('is stale once %s', (_change, path, text) => {
    writeStamp(root);
    write(path, text);
    expect(readVerdict(root)).toBe('changed');
  });

  it.each([
    ['a test', 'src/main.test.tsx'],
    ['the generated route tree', 'src/routeTree.gen.ts'],
    ['a compiled catalog', 'locales/fr/messages.ts'],
    ['a server test', 'server/config.test.ts'],
    ['a file outside the inputs', 'tests/api/oneform.test.ts'],
  ])('ignores %s, which the build does not read or makes itself', (_what, path) => {
    writeStamp(root);
    write(path, 'changed');
    expect(readVerdict(root)).toBe('up-to-date');
  });

  it('builds again when dist/ was removed, stamp and all, or the compiled server was', () => {
    writeStamp(root);
    rmSync(join(root, 'dist-server'), { recursive: true });
    expect(readVerdict(root)).toBe('no-build');
    write('dist-server/main.js', 'listen()');
    rmSync(join(root, 'dist'), { recursive: true });
    expect(readVerdict(root)).toBe('no-build');
  });

  it('hashes paths as well as contents, so moving a file is a change', () => {
    const before = hashBuildInputs(root);
    rmSync(join(root, 'domain/rules.ts'));
    write('domain/limits.ts', 'export const years = 5;');
    expect(hashBuildInputs(root)).not.toBe(before);
  });
});
