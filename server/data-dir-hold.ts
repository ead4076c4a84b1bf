/**
 * DATA_DIR/server.json says which process holds a data folder: the embedded database can be opened by one process
 * only. The server holds it while it runs (with its port once it listens); the invite command holds it for the
 * moment it writes to the database directly. A file left by a process that has gone counts for nothing.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_FILE = 'server.json';

export function isProcessAlive(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Process ${pid} is using ${dataDir}; its embedded database can be opened by one process only.`);
  }
}

function livePidIn(file: string): number | null {
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' && pid !== process.pid && isProcessAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process (server.json with our pid and no port yet), or throws DataDirBusyError
 * when another live process holds it. Returns the release, which also runs if the process exits first.
 */
export function holdDataDir(dataDir: string): { announcePort(port: number): void; release(): void } {
  const file = join(dataDir, SERVER_FILE);
  mkdirSync(dataDir, { recursive: true });
  const write = (port: number | null, flag: 'wx' | 'w') =>
    writeFileSync(file, `${JSON.stringify({ pid: process.pid, port })}\n`, { flag, mode: 0o600 });

  const holder = livePidIn(file);
  if (holder !== null) throw new DataDirBusyError(dataDir, holder);
  try {
    unlinkSync(file);
  } catch {
    // Nothing was left behind.
  }
  try {
    // Exclusive create: of two processes starting at the same moment, one wins.
    write(null, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new DataDirBusyError(dataDir, livePidIn(file) ?? -1);
    throw error;
  }

  const release = () => {
    try {
      const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown };
      if (pid === process.pid) unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.off('exit', release);
  };
  process.on('exit', release);
  return { announcePort: (port) => write(port, 'w'), release };
}
