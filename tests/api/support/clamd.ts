/**
 * A real ClamAV daemon for the upload tests: Debian's clamd (`CLAMD_PATH`, `/usr/sbin/clamd` by default), started
 * in the foreground on a free loopback port with a configuration and a signature database written to a temporary
 * folder, since no update server is reachable. The one signature finds the EICAR test string anywhere in a file
 * (an .ndb body signature), as the official database does; `stop` ends the daemon and removes the folder.
 *
 * `useTestScanner` gives a suite that daemon when it is installed, and the sandbox scanner otherwise, so the upload
 * tests run once, on the most real scanner this machine has.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SANDBOX_MALWARE_SCAN, type MalwareScanConfig } from '../../../server/providers/malware-scan/config';
import { EICAR_TEST_STRING } from '../../../server/providers/malware-scan/sandbox';

export const CLAMD_PATH = process.env.CLAMD_PATH ?? '/usr/sbin/clamd';
/** The name clamd reports for the EICAR string (a signature outside the official database is "UNOFFICIAL"). */
export const EICAR_BODY_SIGNATURE = 'Test.EICAR-Body';

const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 5_000;
/** Long enough for a 20 MB file on a busy machine, short enough to fail a hung test in time. */
const SCAN_TIMEOUT_MS = 20_000;

export interface Clamd {
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether clamd answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (data: Buffer) => (reply += data.toString('latin1')));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
    socket.on('error', () => undefined);
  });
}

export async function startClamd(): Promise<Clamd> {
  const folder = await mkdtemp(join(tmpdir(), 'clamd-'));
  const database = join(folder, 'db');
  await mkdir(database);
  const hex = Buffer.from(EICAR_TEST_STRING, 'latin1').toString('hex');
  // Name:TargetType:Offset:HexSignature, type 0 (any file), at any offset.
  await writeFile(join(database, 'test.ndb'), `${EICAR_BODY_SIGNATURE}:0:*:${hex}\n`);
  const port = await freePort();
  const log = join(folder, 'clamd.log');
  const settings = {
    Foreground: 'yes',
    DatabaseDirectory: database,
    TemporaryDirectory: folder,
    LogFile: log,
    TCPSocket: String(port),
    TCPAddr: '127.0.0.1',
    MaxThreads: '2',
    SelfCheck: '0',
  };
  const config = join(folder, 'clamd.conf');
  await writeFile(config, Object.entries(settings).map(([name, value]) => `${name} ${value}\n`).join(''));

  const daemon = spawn(CLAMD_PATH, ['--config-file', config], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
  let running = true;
  void exited.then(() => {
    running = false;
  });
  const stop = async () => {
    if (running) {
      daemon.kill('SIGTERM');
      const killer = setTimeout(() => daemon.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(killer);
    }
    await rm(folder, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (running && Date.now() < deadline) {
    if (await pong(port)) return { port, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const said = await readFile(log, 'utf8').catch(() => '');
  await stop();
  throw new Error(`clamd did not answer on port ${port} within ${START_TIMEOUT_MS} ms:\n${said}`);
}

export interface TestScanner {
  readonly kind: 'clamd' | 'sandbox';
  /** The settings of the scanner, once the suite has started. */
  config(): MalwareScanConfig;
}

/** The scanner of a suite: a real clamd when installed (started before, stopped after the file), else the sandbox. */
export function useTestScanner(): TestScanner {
  const installed = existsSync(CLAMD_PATH);
  let clamd: Clamd | undefined;
  beforeAll(async () => {
    if (installed) clamd = await startClamd();
  }, START_TIMEOUT_MS + STOP_TIMEOUT_MS);
  afterAll(() => clamd?.stop(), STOP_TIMEOUT_MS * 2);
  return {
    kind: installed ? 'clamd' : 'sandbox',
    config: () => {
      if (!installed) return SANDBOX_MALWARE_SCAN;
      if (!clamd) throw new Error('clamd has not started yet.');
      return { provider: 'clamd', clamdHost: '127.0.0.1', clamdPort: clamd.port, timeoutMs: SCAN_TIMEOUT_MS };
    },
  };
}
