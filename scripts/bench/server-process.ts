/**
 * The built server as the benchmark runs it: the command `npm start` runs after building (read from package.json,
 * so the two never differ), on a free loopback port with a throwaway DATA_DIR, the static route turned on and its
 * logs in a file (so the load generator never spends time reading them). Beside it, a bare Hono server answering
 * the same static JSON with no middleware, the yardstick of what the middleware costs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STARTUP_TIMEOUT_MS = 90_000;
const STOP_GRACE_MS = 5_000;

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Resident set size now, from /proc (0 once the process has gone). */
  rssMb(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** PostgreSQL connection string; the embedded PGlite in the throwaway DATA_DIR when absent. */
  databaseUrl?: string;
  orgApiKey: string;
  /** Handed the process's stop as soon as it is spawned, so the caller can stop it even while it starts. */
  track?: (stop: () => Promise<void>) => void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** `npm start`'s last command, the server itself, as program and arguments. */
export function startCommand(root: string): { program: string; args: string[] } {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [program, ...args] = (scripts.start?.split('&&').at(-1) ?? '').trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start's server command does not start with node: ${scripts.start}`);
  return { program: process.execPath, args };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, logFile: string, healthPath = '/healthz'): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    try {
      const response = await fetch(`${baseUrl}${healthPath}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s:\n${readFileSync(logFile, 'utf8')}`);
}

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function startServerProcess({ databaseUrl, orgApiKey, track }: ServerOptions): Promise<ServerProcess> {
  const { program, args } = startCommand(ROOT);
  return spawnProcess({
    program,
    args,
    env: { DATABASE_URL: databaseUrl ?? '', ORG_API_KEY: orgApiKey, SANDBOX_STATES: 'true', BENCH_STATIC_ROUTE: 'true' },
    healthPath: '/healthz',
    track,
  });
}

/** The bare Hono yardstick (bare-hono.ts), through tsx: the loader costs memory and start-up, not a request's time. */
export async function startBareHonoProcess(track?: (stop: () => Promise<void>) => void): Promise<ServerProcess> {
  return spawnProcess({ program: process.execPath, args: ['--import', 'tsx', 'scripts/bench/bare-hono.ts'], env: {}, healthPath: BARE_PATH, track });
}

export const BARE_PATH = '/api/bench/static/';

interface SpawnOptions {
  program: string;
  args: string[];
  env: Record<string, string>;
  healthPath: string;
  track?: (stop: () => Promise<void>) => void;
}

async function spawnProcess({ program, args, env: extraEnv, healthPath, track }: SpawnOptions): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'onboarding-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _production, ...env } = process.env;
  const child = spawn(program, args, {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, ...extraEnv },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const pid = child.pid;
  if (pid === undefined) throw new Error('The server process did not start.');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    })());
  track?.(stop);

  try {
    await waitUntilHealthy(baseUrl, child, logFile, healthPath);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid, rssMb: () => residentMb(pid), stop };
}
