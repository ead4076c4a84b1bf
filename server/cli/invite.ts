/**
 * `npm run invite -- --scenario NAME [--json]`: creates a candidate request from a sample scenario and prints the
 * candidate's link. The decisions live in invite-core.ts; this file only connects them to the real process,
 * file system, network and database.
 */
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { orgRequestSchema } from '../../domain/org-request.schema';
import { loadConfig } from '../config';
import { parseOrThrow } from '../errors';
import { InviteError, SERVER_FILE, runInvite, type InviteDeps } from './invite-core';

function isProcessAlive(pid: number): boolean {
  try {
    // Signal 0 checks that the process exists without touching it.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readIfExists(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Removes server.json if it is still ours; synchronous so that it also runs from an 'exit' handler. */
function releaseServerFile(file: string): void {
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown };
    if (pid === process.pid) unlinkSync(file);
  } catch {
    // Already gone.
  }
}

async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, SERVER_FILE);
  const content = `${JSON.stringify({ pid: process.pid, port: null })}\n`;
  await mkdir(dataDir, { recursive: true });
  try {
    // Exclusive create: a server that wrote its file since we looked keeps it.
    await writeFile(file, content, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = JSON.parse((await readIfExists(file)) ?? '{}') as { pid?: unknown };
    if (typeof existing.pid === 'number' && isProcessAlive(existing.pid)) {
      throw new InviteError(`Process ${existing.pid} started using ${dataDir} just now; nothing was created. Run the command again.`);
    }
    // Left behind by a process that is gone.
    await writeFile(file, content);
  }
  const onExit = () => releaseServerFile(file);
  process.on('exit', onExit);
  return async () => {
    releaseServerFile(file);
    process.off('exit', onExit);
  };
}

const deps: InviteDeps = {
  loadConfig: () => loadConfig(process.env),
  readFile: readIfExists,
  isProcessAlive,
  holdDataDir,
  fetch: (input, init) => fetch(input, init),
  createDirectly: async (request, config) => {
    // Loaded only on this path, so --help, --list and the server path never load the database drivers.
    const [{ openDatabase, migrate }, { ensureReferenceData }, { createRequest }] = await Promise.all([
      import('../db/client'),
      import('../db/reference-data'),
      import('../requests/create-request'),
    ]);
    const input = parseOrThrow(orgRequestSchema, request);
    const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    try {
      await migrate(handle.db);
      await ensureReferenceData(handle.db);
      return await createRequest(handle.db, input, {
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
