/**
 * The built server as the benchmark runs it: `node --import tsx server/main.ts`, exactly as `npm start` runs it
 * after building, on a free loopback port with a throwaway DATA_DIR, the static route turned on and its logs in a
 * file (so the load generator never spends time reading them).
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

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8')}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /healthz within ${STARTUP_TIMEOUT_MS / 1000} s:\n${readFileSync(logFile, 'utf8')}`);
}

export async function startServerProcess({ databaseUrl, orgApiKey, track }: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'onboarding-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const baseUrl = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _production, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl ?? '',
      ORG_API_KEY: orgApiKey,
      SANDBOX_STATES: 'true',
      BENCH_STATIC_ROUTE: 'true',
    },
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
    await waitUntilHealthy(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid, rssMb: () => residentMb(pid), stop };
}
