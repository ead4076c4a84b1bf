/**
 * The logic of `npm run invite`: parse the arguments, pick a scenario, and create the request either through the
 * running server or directly in the database. Everything that touches the outside world comes in as `InviteDeps`,
 * so the decision (server or database) is tested without a server, a database or a real clock.
 *
 * Why the decision matters: embedded PGlite is a single-process database. Opening its files while the server
 * holds them can corrupt them, so while a server is alive the command goes through its organisation API, and
 * if that fails it stops rather than touching the files.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SANDBOX_STATES, type CreatedRequest, type OrgRequestInput, type SandboxState } from '../../domain/org-request.schema';
import type { Config } from '../config';
import { SERVER_FILE } from '../data-dir-hold';
import { SCENARIOS, SCENARIO_NAMES, isScenarioName, type ScenarioName } from '../scenarios';

/** The file a running server keeps in DATA_DIR while it runs. */

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** How long to wait for the running server; creating a request on PGlite takes well under a second. */
export const SERVER_TIMEOUT_MS = 30_000;

export type InviteConfig = Pick<Config, 'port' | 'dataDir' | 'databaseUrl' | 'publicUrl' | 'orgApiKey' | 'allowSandboxStates'>;

/** The process holding DATA_DIR: a server (with the port it answers on), or, without a port, one still starting or another invite. */
export interface DataDirHolder {
  pid: number;
  port: number | null;
}

export interface RunningServer {
  pid: number;
  port: number;
}

export interface InviteDeps {
  /** Reads the configuration the way `npm start` does (PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, ORG_API_KEY). */
  loadConfig(): InviteConfig;
  /** The text of a file, or null when it does not exist. */
  readFile(path: string): Promise<string | null>;
  isProcessAlive(pid: number): boolean;
  fetch: typeof fetch;
  /**
   * Marks DATA_DIR as held by this process (server.json with our pid and no port) while it uses the embedded
   * database, so a server starting meanwhile refuses to open it; answers the function that releases it.
   */
  holdDataDir(dataDir: string): Promise<() => Promise<void>>;
  /** Opens the database, brings it up to date, creates the request and closes the database again. */
  createDirectly(request: OrgRequestInput, config: InviteConfig): Promise<CreatedRequest>;
  stdout(text: string): void;
  stderr(text: string): void;
}

export const USAGE = `Usage: npm run invite -- --scenario NAME [--state STATE] [--json]
       npm run invite -- --list [--json]

Creates a candidate request from a sample scenario and prints the candidate's link.

Options:
  -s, --scenario NAME  the scenario to create (see --list)
      --state STATE    create it in this sandbox state instead: ${SANDBOX_STATES.join(', ')}
      --json           print only {"guid","user_token","url"} as JSON (with --list: the scenarios as JSON)
  -l, --list           list the scenarios with what each one is for
  -h, --help           show this help

Environment (the same as npm start): PORT, DATA_DIR, DATABASE_URL, PUBLIC_URL, ORG_API_KEY, SANDBOX_STATES.
When a server is running on DATA_DIR the request is created through its API; otherwise directly in the database.`;

type ParsedArgs =
  | { kind: 'help' }
  | { kind: 'list'; json: boolean }
  | { kind: 'create'; scenario: ScenarioName; json: boolean; state?: SandboxState }
  | { kind: 'usage-error'; message: string };

export function parseInviteArgs(argv: readonly string[]): ParsedArgs {
  let values: { scenario?: string; state?: string; json?: boolean; list?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        scenario: { type: 'string', short: 's' },
        state: { type: 'string' },
        json: { type: 'boolean' },
        list: { type: 'boolean', short: 'l' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: 'usage-error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  if (values.list) return { kind: 'list', json: values.json ?? false };
  if (values.scenario === undefined) return { kind: 'usage-error', message: 'Name a scenario with --scenario NAME.' };
  if (!isScenarioName(values.scenario)) {
    return {
      kind: 'usage-error',
      message: `Unknown scenario "${values.scenario}". Scenarios: ${SCENARIO_NAMES.join(', ')}.`,
    };
  }
  const state = values.state;
  if (state === undefined) return { kind: 'create', scenario: values.scenario, json: values.json ?? false };
  if (!(SANDBOX_STATES as readonly string[]).includes(state)) {
    return { kind: 'usage-error', message: `Unknown state "${state}". States: ${SANDBOX_STATES.join(', ')}.` };
  }
  return { kind: 'create', scenario: values.scenario, json: values.json ?? false, state: state as SandboxState };
}

export function formatScenarioList(): string {
  const width = Math.max(...SCENARIO_NAMES.map((name) => name.length));
  return SCENARIO_NAMES.map((name) => `${name.padEnd(width)}  ${SCENARIOS[name].description}`).join('\n');
}

/**
 * The live process that holds DATA_DIR, if any. A server.json left behind by a process that crashed names a dead
 * pid and is ignored.
 */
export async function findDataDirHolder(dataDir: string, deps: Pick<InviteDeps, 'readFile' | 'isProcessAlive'>): Promise<DataDirHolder | null> {
  const text = await deps.readFile(join(dataDir, SERVER_FILE));
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InviteError(`${join(dataDir, SERVER_FILE)} is not valid JSON. If no server is running on this data folder, delete the file.`);
  }
  const { pid, port } = (parsed ?? {}) as { pid?: unknown; port?: unknown };
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) {
    throw new InviteError(`${join(dataDir, SERVER_FILE)} does not name a process. If no server is running on this data folder, delete the file.`);
  }
  if (!deps.isProcessAlive(pid)) return null;
  const answers = typeof port === 'number' && Number.isInteger(port) && port > 0 && port <= 65535;
  return { pid, port: answers ? port : null };
}

/** A failure the user can act on; its message is printed as is. */
export class InviteError extends Error {
  override name = 'InviteError';
}

function isCreatedRequest(value: unknown): value is CreatedRequest {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.guid === 'string' && typeof record.user_token === 'string' && typeof record.url === 'string';
}

export async function createThroughServer(
  server: RunningServer,
  request: OrgRequestInput,
  config: InviteConfig,
  deps: Pick<InviteDeps, 'fetch'>,
): Promise<CreatedRequest> {
  const endpoint = `http://127.0.0.1:${server.port}/api/org/requests`;
  const advice =
    `A server (pid ${server.pid}) holds ${config.dataDir}, so the database was not opened and nothing was created. ` +
    `Check that server, or stop it and run the command again.`;
  let response: Response;
  try {
    response = await deps.fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${config.orgApiKey}`,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(SERVER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new InviteError(`Could not reach the server at ${endpoint}: ${(error as Error).message}. ${advice}`);
  }
  const body = await response.text();
  if (!response.ok) {
    const hint =
      response.status === 401 || response.status === 403
        ? ' The organisation API key differs from the server\'s: set ORG_API_KEY to the key the server uses.'
        : '';
    throw new InviteError(`The server at ${endpoint} answered ${response.status}: ${body.trim() || response.statusText}.${hint} ${advice}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (!isCreatedRequest(parsed)) {
    throw new InviteError(`The server at ${endpoint} answered ${response.status} without {guid, user_token, url}: ${body.trim()}`);
  }
  return { guid: parsed.guid, user_token: parsed.user_token, url: parsed.url };
}

/**
 * Creates the request in the database itself. PostgreSQL serves many processes at once; the embedded database is
 * held for the few seconds this takes, so a server started meanwhile waits its turn instead of opening it too.
 */
async function createDirectly(request: OrgRequestInput, config: InviteConfig, deps: InviteDeps): Promise<CreatedRequest> {
  if (config.databaseUrl) return deps.createDirectly(request, config);
  const release = await deps.holdDataDir(config.dataDir);
  try {
    return await deps.createDirectly(request, config);
  } finally {
    await release();
  }
}

/** Runs the command and answers its exit code; never throws. */
export async function runInvite(argv: readonly string[], deps: InviteDeps): Promise<number> {
  const args = parseInviteArgs(argv);
  switch (args.kind) {
    case 'help':
      deps.stdout(USAGE);
      return EXIT_OK;
    case 'usage-error':
      deps.stderr(`${args.message}\n\n${USAGE}`);
      return EXIT_USAGE;
    case 'list':
      deps.stdout(
        args.json
          ? JSON.stringify(SCENARIO_NAMES.map((name) => ({ name, country: SCENARIOS[name].request.country, description: SCENARIOS[name].description })))
          : formatScenarioList(),
      );
      return EXIT_OK;
    case 'create':
      break;
  }

  const scenario = SCENARIOS[args.scenario];
  const request: OrgRequestInput = args.state ? { ...scenario.request, sandbox_state: args.state } : scenario.request;
  try {
    const config = deps.loadConfig();
    const holder = await findDataDirHolder(config.dataDir, deps);
    if (holder && holder.port === null) {
      throw new InviteError(
        `Process ${holder.pid} is using the database in ${config.dataDir} (a server starting up, or another invite), ` +
          'so it was not opened and nothing was created. Try again in a moment.',
      );
    }
    const server = holder && holder.port !== null ? { pid: holder.pid, port: holder.port } : null;
    if (!server && request.sandbox_state && !config.allowSandboxStates) {
      // Without sandbox states the request would be an ordinary open one, which is not what was asked for.
      const what = args.state ? `The state "${args.state}"` : `The "${args.scenario}" scenario`;
      throw new InviteError(`${what} needs sandbox states, which are off here (SANDBOX_STATES=false or NODE_ENV=production).`);
    }
    const created = server
      ? await createThroughServer(server, request, config, deps)
      : await createDirectly(request, config, deps);
    if (args.json) {
      deps.stdout(JSON.stringify({ guid: created.guid, user_token: created.user_token, url: created.url }));
    } else {
      const { candidate, company } = scenario.request;
      const via = server ? `through the server on port ${server.port}` : config.databaseUrl ? 'in PostgreSQL' : `in ${config.dataDir}`;
      // The link alone goes to stdout so that $(npm run --silent invite -- --scenario …) captures just the link.
      deps.stderr(`Created "${args.scenario}" for ${candidate.first_name} ${candidate.last_name} at ${company.name} ${via}.`);
      deps.stdout(created.url);
    }
    return EXIT_OK;
  } catch (error) {
    deps.stderr(error instanceof InviteError ? error.message : `Could not create the request: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_FAILURE;
  }
}
