import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirBusyError, SERVER_FILE, holdDataDir } from './data-dir-hold';

let dataDir: string;
let other: ChildProcess | undefined;
const serverFile = () => join(dataDir, SERVER_FILE);
const readHolder = () => JSON.parse(readFileSync(serverFile(), 'utf8')) as { pid: number; port: number | null };

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'data-dir-hold-'));
});
afterEach(() => {
  other?.kill();
  other = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('holdDataDir', () => {
  it('marks the folder as ours without a port, then with the port once announced, and lets go on release', () => {
    const hold = holdDataDir(dataDir);
    expect(readHolder()).toStrictEqual({ pid: process.pid, port: null });
    hold.announcePort(4123);
    expect(readHolder()).toStrictEqual({ pid: process.pid, port: 4123 });
    hold.release();
    expect(existsSync(serverFile())).toBe(false);
  });

  it('refuses while another live process holds the folder, and leaves its file alone', () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(serverFile(), JSON.stringify({ pid: other.pid, port: 3000 }));
    expect(() => holdDataDir(dataDir)).toThrow(DataDirBusyError);
    expect(readHolder()).toStrictEqual({ pid: other.pid, port: 3000 });
  });

  it('takes over a file left by a process that has gone', async () => {
    other = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => other?.once('exit', resolve));
    writeFileSync(serverFile(), JSON.stringify({ pid: other.pid, port: 3000 }));
    const hold = holdDataDir(dataDir);
    expect(readHolder()).toStrictEqual({ pid: process.pid, port: null });
    hold.release();
  });

  it('does not remove a file another process has written since', () => {
    const hold = holdDataDir(dataDir);
    writeFileSync(serverFile(), JSON.stringify({ pid: 1, port: 80 }));
    hold.release();
    expect(readHolder()).toStrictEqual({ pid: 1, port: 80 });
  });
});
