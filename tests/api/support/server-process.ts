/**
 * The real server, compiled as `npm start` runs it (`node dist-server/main.js`; compiled-server.ts compiles it for the
 * run when it is stale), in a child process on a free loopback port, for tests of what happens to the process
 * itself: a crash, a kill, a lost database. Plain JavaScript starts seconds sooner than the sources through tsx.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { COMPILED_SERVER_ENTRY } from '../../../server/build/build-stamp';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  /** Whether the process is still running. */
  running(): boolean;
  kill(signal: NodeJS.Signals): Promise<number | string>;
}

/**
 * The arguments Node is given by a package.json script of the form `node …`, so a test runs a command exactly as
 * `npm run <script>` does.
 */
export function npmScriptNodeArgs(script: string): string[] {
  const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = (scripts[script] ?? '').trim().split(/\s+/);
  if (command !== 'node') throw new Error(`The script "${script}" does not run node: ${scripts[script]}`);
  return args;
}

/** The settings a child process of ours reads; a test names those it wants rather than take the shell's. */
const SERVER_SETTINGS = ['DATABASE_URL', 'ORG_API_KEY', 'PUBLIC_URL', 'SANDBOX_STATES', 'NODE_ENV', 'PORT', 'DATA_DIR', 'SMTP_URL', 'MAIL_FROM'];

/** This process's environment without the server's settings, and with the given ones. */
export function childEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !SERVER_SETTINGS.includes(name));
  return { ...Object.fromEntries(inherited), ...env };
}

/** Starts the server with these variables on top of a clean environment, and waits until it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, [COMPILED_SERVER_ENTRY], {
    cwd: ROOT,
    env: childEnvironment({ PORT: '0', LOG_LEVEL: 'warn', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in time:\n${output}`)), STARTUP_TIMEOUT_MS);
    const look = () => {
      const match = /Ready on http:\/\/localhost:(\d+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', look);
      resolve(match[1]);
    };
    child.stdout.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`));
    });
  });

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
