/**
 * Starts the real server (built SPA + API over embedded PGlite) on a free loopback port with a throwaway DATA_DIR,
 * compiled as `npm start` runs it (dist-server/ is compiled first when it is missing or older than its sources), and
 * answers its address, its demo link and how to stop it. The Chromium journeys (global-setup.ts) and the other
 * browsers' journeys (tests/browsers) each start one per run.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMPILED_SERVER_ENTRY } from '../../../server/build/build-stamp';
import { ensureCompiledServer } from '../../../server/build/compile-server';

// A first start makes its database and applies every migration; on a loaded machine that passes a minute.
const STARTUP_TIMEOUT_MS = 180_000;

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

export interface ServerOptions {
  /** The origin the candidate's links name, when the browser reaches the server through another. */
  publicUrl?: string;
  /** Adds to the server's environment (SMTP_URL, for the e-mail journey). */
  env?: Record<string, string>;
}

export async function startServer({ publicUrl, env = {} }: ServerOptions = {}): Promise<StartedServer> {
  await ensureCompiledServer();
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'onboarding-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [COMPILED_SERVER_ENTRY], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: publicUrl ?? baseUrl, DATABASE_URL: '',
      // Every journey reports from one address: the journeys that provoke errors must not be throttled.
      CLIENT_ERRORS_PER_MINUTE: '10000', ...env },
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
  }).catch(async (error: unknown) => {
    // A server that never said it was ready must not outlive the run that gave up on it.
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
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
