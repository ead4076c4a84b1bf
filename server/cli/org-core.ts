/**
 * The logic of `npm run org`: manage organisations and their API keys. Like `npm run invite`, it works whether the
 * server runs or not: on PostgreSQL it opens the database itself; on the embedded database, which only one process
 * may open, it goes through the running server's admin routes with the admin token in DATA_DIR
 * (docs/decisions/0018), and opens the database itself only while no server holds it.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { ApiKeyView, CreatedApiKey, OrganisationAdmin, OrganisationView } from '../org/admin';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, InviteError, SERVER_TIMEOUT_MS, findDataDirHolder, type InviteDeps, type RunningServer } from './invite-core';

export type OrgConfig = Pick<Config, 'port' | 'dataDir' | 'databaseUrl' | 'adminToken'>;

export interface OrgDeps extends Pick<InviteDeps, 'readFile' | 'isProcessAlive' | 'holdDataDir' | 'stdout' | 'stderr' | 'fetch'> {
  loadConfig(): OrgConfig;
  /** Opens the database, brings it up to date, and answers the admin over it with the function that closes it. */
  openDirectly(config: OrgConfig): Promise<{ admin: OrganisationAdmin; close(): Promise<void> }>;
}

export const ORG_USAGE = `Usage: npm run org -- create --name NAME [--json]
       npm run org -- list [--json]
       npm run org -- key create --organisation NAME [--label TEXT] [--json]
       npm run org -- key list --organisation NAME [--json]
       npm run org -- key revoke --organisation NAME --key PREFIX_OR_ID

Manages the organisations of the organisation API and their API keys. A key is shown once, when it is created;
only its prefix is kept in a readable form. --organisation takes an organisation's name or guid.

Environment (the same as npm start): PORT, DATA_DIR, DATABASE_URL.
With the embedded database and a server running on DATA_DIR, the command goes through that server.`;

export type OrgCommand =
  | { kind: 'create'; name: string }
  | { kind: 'list' }
  | { kind: 'key-create'; organisation: string; label: string | null }
  | { kind: 'key-list'; organisation: string }
  | { kind: 'key-revoke'; organisation: string; key: string };

type ParsedOrgArgs = { kind: 'help' } | { kind: 'usage-error'; message: string } | { kind: 'run'; command: OrgCommand; json: boolean };

export function parseOrgArgs(argv: readonly string[]): ParsedOrgArgs {
  let parsed: ReturnType<typeof parseOrgOptions>;
  try {
    parsed = parseOrgOptions(argv);
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  const json = values.json ?? false;
  const words = positionals.join(' ');
  const needOrganisation = () => values.organisation ?? null;
  switch (words) {
    case 'create':
      return values.name === undefined ? usage('Name the organisation with --name NAME.') : run({ kind: 'create', name: values.name }, json);
    case 'list':
      return run({ kind: 'list' }, json);
    case 'key create':
    case 'key list':
    case 'key revoke': {
      const organisation = needOrganisation();
      if (organisation === null) return usage('Name the organisation with --organisation NAME.');
      if (words === 'key create') return run({ kind: 'key-create', organisation, label: values.label ?? null }, json);
      if (words === 'key list') return run({ kind: 'key-list', organisation }, json);
      if (values.key === undefined) return usage('Name the key to revoke with --key PREFIX_OR_ID.');
      return run({ kind: 'key-revoke', organisation, key: values.key }, json);
    }
    default:
      return usage(words === '' ? 'Say what to do: create, list, key create, key list or key revoke.' : `Unknown command "${words}".`);
  }
}

function parseOrgOptions(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      name: { type: 'string' },
      organisation: { type: 'string', short: 'o' },
      label: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: true,
  });
}

const usage = (message: string): ParsedOrgArgs => ({ kind: 'usage-error', message });
const run = (command: OrgCommand, json: boolean): ParsedOrgArgs => ({ kind: 'run', command, json });

/** The admin over the running server's admin routes, authorised by the admin token. */
export function adminThroughServer(server: RunningServer, adminToken: string, deps: Pick<OrgDeps, 'fetch'>): OrganisationAdmin {
  const base = `http://127.0.0.1:${server.port}/api/admin/organisations`;
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const endpoint = `${base}${path}`;
    let response: Response;
    try {
      response = await deps.fetch(endpoint, {
        method,
        headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new InviteError(`Could not reach the server (pid ${server.pid}) at ${endpoint}: ${(error as Error).message}. Nothing was changed.`);
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text.trim();
      try {
        detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? detail);
      } catch {
        // Not JSON: the text as it came.
      }
      throw new InviteError(response.status === 404 && detail === 'Not found.' ? `The server (pid ${server.pid}) refused the admin token in its data folder.` : detail);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const at = (organisation: string) => `/${encodeURIComponent(organisation)}/keys`;
  return {
    createOrganisation: (name) => call<OrganisationView>('POST', '', { name }),
    listOrganisations: () => call<OrganisationView[]>('GET', ''),
    createKey: (organisation, label) => call<CreatedApiKey>('POST', at(organisation), { label }),
    listKeys: (organisation) => call<ApiKeyView[]>('GET', at(organisation)),
    revokeKey: async (organisation, key) => {
      await call<unknown>('DELETE', `${at(organisation)}/${encodeURIComponent(key)}`);
    },
  };
}

function formatOrganisations(rows: readonly OrganisationView[]): string {
  return rows.map((row) => `${row.guid}  ${row.name}${row.is_default ? '  (default: ORG_API_KEY)' : ''}`).join('\n');
}

function formatKeys(rows: readonly ApiKeyView[]): string {
  if (rows.length === 0) return 'No keys.';
  return rows
    .map((row) => {
      const state = row.revoked_at ? `revoked ${row.revoked_at}` : `active, last used ${row.last_used_at ?? 'never'}`;
      return `${row.prefix}…  ${row.guid}  created ${row.created_at}  ${state}${row.label ? `  ${row.label}` : ''}`;
    })
    .join('\n');
}

async function perform(command: OrgCommand, json: boolean, admin: OrganisationAdmin, deps: Pick<OrgDeps, 'stdout' | 'stderr'>): Promise<void> {
  const print = (value: unknown, text: string) => deps.stdout(json ? JSON.stringify(value) : text);
  switch (command.kind) {
    case 'create': {
      const created = await admin.createOrganisation(command.name);
      print(created, `Created organisation "${created.name}" (${created.guid}).`);
      return;
    }
    case 'list': {
      const rows = await admin.listOrganisations();
      print(rows, formatOrganisations(rows));
      return;
    }
    case 'key-create': {
      const created = await admin.createKey(command.organisation, command.label);
      if (!json) deps.stderr(`Created key ${created.prefix}… (${created.guid}) for "${created.organisation}". It is shown this once: keep it now.`);
      // The key alone goes to stdout, so $(npm run --silent org -- key create …) captures just the key.
      print(created, created.key);
      return;
    }
    case 'key-list': {
      const rows = await admin.listKeys(command.organisation);
      print(rows, formatKeys(rows));
      return;
    }
    case 'key-revoke':
      await admin.revokeKey(command.organisation, command.key);
      if (json) deps.stdout(JSON.stringify({ revoked: command.key }));
      else deps.stderr(`Revoked key ${command.key} of "${command.organisation}".`);
      return;
  }
}

/** Runs the command and answers its exit code; never throws. */
export async function runOrg(argv: readonly string[], deps: OrgDeps): Promise<number> {
  const args = parseOrgArgs(argv);
  if (args.kind === 'help') {
    deps.stdout(ORG_USAGE);
    return EXIT_OK;
  }
  if (args.kind === 'usage-error') {
    deps.stderr(`${args.message}\n\n${ORG_USAGE}`);
    return EXIT_USAGE;
  }
  try {
    const config = deps.loadConfig();
    const holder = config.databaseUrl ? null : await findDataDirHolder(config.dataDir, deps);
    if (holder && holder.port === null) {
      throw new InviteError(
        `Process ${holder.pid} is using the database in ${config.dataDir} (a server starting up, or another command), so nothing was changed. Try again in a moment.`,
      );
    }
    if (holder && holder.port !== null) {
      if (!config.adminToken) throw new InviteError(`No admin token in ${config.dataDir}; nothing was changed.`);
      await perform(args.command, args.json, adminThroughServer({ pid: holder.pid, port: holder.port }, config.adminToken, deps), deps);
      return EXIT_OK;
    }
    const release = config.databaseUrl ? async () => undefined : await deps.holdDataDir(config.dataDir);
    try {
      const { admin, close } = await deps.openDirectly(config);
      try {
        await perform(args.command, args.json, admin, deps);
      } finally {
        await close();
      }
    } finally {
      await release();
    }
    return EXIT_OK;
  } catch (error) {
    deps.stderr(error instanceof Error && (error.name === 'InviteError' || error.name === 'AdminError') ? error.message : `Could not run the command: ${String(error instanceof Error ? error.message : error)}`);
    return EXIT_FAILURE;
  }
}
