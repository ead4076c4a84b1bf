/**
 * `npm run invite -- --scenario NAME [--json]`: creates a candidate request from a sample scenario and prints the
 * candidate's link. The decisions live in invite-core.ts; this file only connects them to the real process,
 * file system, network and database.
 */
import { orgRequestSchema } from '../../domain/org-request.schema';
import { loadConfig } from '../config';
import { parseOrThrow } from '../errors';
import { isProcessAlive } from '../data-dir-hold';
import { holdDataDirForCommand, readIfExists } from './command-data-dir';
import { runInvite, type InviteDeps } from './invite-core';

const deps: InviteDeps = {
  loadConfig: () => loadConfig(process.env),
  readFile: readIfExists,
  isProcessAlive,
  holdDataDir: (dataDir) => holdDataDirForCommand(dataDir, 'nothing was created'),
  fetch: (input, init) => fetch(input, init),
  createDirectly: async (request, config) => {
    // Loaded only on this path, so --help, --list and the server path never load the database drivers.
    const [{ openDatabase, migrate }, { ensureReferenceData }, { createRequest }, { findDefaultOrganisation }] = await Promise.all([
      import('../db/client'),
      import('../db/reference-data'),
      import('../requests/create-request'),
      import('../db/repositories/organisations'),
    ]);
    const input = parseOrThrow(orgRequestSchema, request);
    const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrate(handle.db);
      await ensureReferenceData(handle.db);
      // ORG_API_KEY is the default organisation's key, so the request lands where the server path puts it.
      const { id: organisationId } = await findDefaultOrganisation(handle.db);
      return await createRequest(handle.db, input, {
        organisationId,
        publicUrl: config.publicUrl,
        allowSandboxStates: config.allowSandboxStates,
      });
    } finally {
      await handle.close();
    }
  },
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
};

process.exitCode = await runInvite(process.argv.slice(2), deps);
