/**
 * `npm run org -- …`: manages organisations and their API keys. The decisions live in org-core.ts; this file only
 * connects them to the real process, file system, network and database.
 */
import { loadConfig } from '../config';
import { isProcessAlive } from '../data-dir-hold';
import { holdDataDirForCommand, readIfExists } from './command-data-dir';
import { runOrg, type OrgDeps } from './org-core';

const deps: OrgDeps = {
  loadConfig: () => loadConfig(process.env),
  readFile: readIfExists,
  isProcessAlive,
  holdDataDir: (dataDir) => holdDataDirForCommand(dataDir, 'nothing was changed'),
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
