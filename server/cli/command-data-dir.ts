/**
 * What `invite` and `org` share when they reach the data folder themselves: reading the server's file, and holding
 * DATA_DIR while they write to its embedded database.
 */
import { readFile } from 'node:fs/promises';
import { DataDirBusyError, holdDataDir } from '../data-dir-hold';
import { InviteError } from './invite-core';

export async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Holds DATA_DIR for the command; a process that took it first wins, and `nothingDone` says what did not happen. */
export async function holdDataDirForCommand(dataDir: string, nothingDone: string): Promise<() => Promise<void>> {
  try {
    const { release } = holdDataDir(dataDir);
    return async () => release();
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new InviteError(`Process ${error.pid} started using ${dataDir} just now; ${nothingDone}. Run the command again.`);
    }
    throw error;
  }
}
