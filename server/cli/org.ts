/**
 * `npm run org -- …`: manages organisations and their API keys. The decisions live in org-core.ts; this file only
 * connects them to the real process, file system, network and database.
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { DataDirBusyError, holdDataDir, isProcessAlive } from '../data-dir-hold';
import { InviteError } from './invite-core';
import { runOrg, type OrgDeps } from './org-core';

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const deps: OrgDeps = {
  loadConfig: () => loadConfig(process.env),
  readFile: readIfExists,
  isProcessAlive,
  holdDataDir: async (dataDir) => {
    try {
      const { release } = holdDataDir(dataDir);
      return async () => release();
    } catch (error) {
      if (error instanceof DataDirBusyError) {
        throw new InviteError(`Process ${error.pid} started using ${dataDir} just now; nothing was changed. Run the command again.`);
      }
      throw error;
    }
  },
  fetch: (input, init) => fetch(input, init),
  openDirectly: async (config) => {
    // Loaded only on this path, so --help and the server path never load the database drivers.
    const [{ openDatabase, migrate }, { organisationAdmin }] = await Promise.all([import('../db/client'), import('../org/admin')]);
    const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    await migrate(handle.db);
    return { admin: organisationAdmin(handle.db), close: () => handle.close() };
  },
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
};

process.exitCode = await runOrg(process.argv.slice(2), deps);
