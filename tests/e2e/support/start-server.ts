/**
 * Starts the real server (built SPA + API over embedded PGlite) on a free loopback port with a throwaway DATA_DIR,
 * from the sources `npm start` runs compiled (through tsx, so a journey needs no server build), and answers its
 * address, its demo link and how to stop it. The Chromium journeys (global-setup.ts) and the other browsers'
 * journeys (tests/browsers) each start one per run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const STARTUP_TIMEOUT_MS = 60_000;

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

export interface StartedServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  demoUrl: string;
  stop(): Promise<void>;
}

/**
 * `publicUrl` is the origin the candidate's links name, when the browser reaches the server through another; `env`
 * adds to the server's environment (SMTP_URL, for the e-mail journey).
 */
export async function startServer({ publicUrl, env = {} }: { publicUrl?: string; env?: Record<string, string> } = {}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'onboarding-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: publicUrl ?? baseUrl, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const demoUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), STARTUP_TIMEOUT_MS);
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Demo candidate: (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  const stop = async () => {
    server.removeAllListeners('exit');
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, port, dataDir, demoUrl, stop };
}
