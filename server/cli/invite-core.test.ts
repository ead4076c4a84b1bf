import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { SERVER_FILE } from '../data-dir-hold';
import { SCENARIOS, SCENARIO_NAMES } from '../scenarios';
import {
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,

  parseInviteArgs,
  runInvite,
  type InviteConfig,
  type InviteDeps,
} from './invite-core';

const DATA_DIR = '/srv/candidate-onboarding/data';
const SERVER_JSON = join(DATA_DIR, SERVER_FILE);

const config: InviteConfig = {
  port: 3000,
  dataDir: DATA_DIR,
  databaseUrl: undefined,
  publicUrl: 'http://localhost:3000',
  orgApiKey: 'org-key-123',
  allowSandboxStates: true,
};

const fromServer: CreatedRequest = {
  guid: '11111111-1111-4111-8111-111111111111',
  user_token: 'token-from-server',
  url: 'http://localhost:4567/candidate-feedback?guid=11111111-1111-4111-8111-111111111111&user_token=token-from-server',
};

const fromDatabase: CreatedRequest = {
  guid: '22222222-2222-4222-8222-222222222222',
  user_token: 'token-from-database',
  url: 'http://localhost:3000/candidate-feedback?guid=22222222-2222-4222-8222-222222222222&user_token=token-from-database',
};

interface Harness {
  deps: InviteDeps;
  out: string[];
  err: string[];
  fetch: ReturnType<typeof vi.fn>;
  createDirectly: ReturnType<typeof vi.fn>;
  isProcessAlive: ReturnType<typeof vi.fn>;
  loadConfig: ReturnType<typeof vi.fn>;
  holdDataDir: ReturnType<typeof vi.fn>;
  /** What happened, in order: hold, create, release. */
  events: string[];
}

function harness(options: {
  files?: Record<string, string>;
  alive?: number[];
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  config?: Partial<InviteConfig>;
  createDirectly?: (request: OrgRequestInput, config: InviteConfig) => Promise<CreatedRequest>;
} = {}): Harness {
  const out: string[] = [];
  const err: string[] = [];
  const files = options.files ?? {};
  const fetch = vi.fn(options.fetch ?? (async () => Response.json(fromServer, { status: 201 })));
  const events: string[] = [];
  const create = options.createDirectly ?? (async () => fromDatabase);
  const createDirectly = vi.fn(async (request: OrgRequestInput, given: InviteConfig) => {
    events.push('create');
    return create(request, given);
  });
  const holdDataDir = vi.fn(async (dataDir: string) => {
    events.push(`hold ${dataDir}`);
    return async () => {
      events.push(`release ${dataDir}`);
    };
  });
  const isProcessAlive = vi.fn((pid: number) => (options.alive ?? []).includes(pid));
  const loadConfig = vi.fn(() => ({ ...config, ...options.config }));
  const deps: InviteDeps = {
    loadConfig,
    readFile: async (path) => files[path] ?? null,
    isProcessAlive,
    fetch: fetch as unknown as typeof globalThis.fetch,
    holdDataDir,
    createDirectly,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  };
  return { deps, out, err, fetch, createDirectly, isProcessAlive, loadConfig, holdDataDir, events };
}

const liveServerFile = { [SERVER_JSON]: JSON.stringify({ pid: 4242, port: 4567 }) };

describe('invite: where the request is created', () => {
  it('goes through the running server when server.json names a live process', async () => {
    const h = harness({ files: liveServerFile, alive: [4242] });

    const code = await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps);

    expect(code).toBe(EXIT_OK);
    expect(h.isProcessAlive).toHaveBeenCalledWith(4242);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.holdDataDir).not.toHaveBeenCalled();
    expect(h.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = h.fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4567/api/org/requests');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer org-key-123');
    expect(headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(SCENARIOS['gb-dbs-enhanced'].request);
    expect(h.out).toEqual([fromServer.url]);
    expect(h.err.join('\n')).toContain('through the server on port 4567');
  });

  it('uses the port in server.json, not PORT, to find the server', async () => {
    const h = harness({ files: liveServerFile, alive: [4242], config: { port: 3000 } });
    await runInvite(['--scenario', 'au-acic'], h.deps);
    expect(h.fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:4567/api/org/requests');
  });

  it('opens the database directly when server.json is stale (its pid is dead)', async () => {
    const h = harness({ files: liveServerFile, alive: [] });

    const code = await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps);

    expect(code).toBe(EXIT_OK);
    expect(h.isProcessAlive).toHaveBeenCalledWith(4242);
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.createDirectly).toHaveBeenCalledTimes(1);
    expect(h.createDirectly).toHaveBeenCalledWith(SCENARIOS['gb-dbs-enhanced'].request, expect.objectContaining({ dataDir: DATA_DIR }));
    expect(h.out).toEqual([fromDatabase.url]);
  });

  it('opens the database directly when there is no server.json', async () => {
    const h = harness();

    const code = await runInvite(['--scenario', 'nz-police-vetting'], h.deps);

    expect(code).toBe(EXIT_OK);
    expect(h.isProcessAlive).not.toHaveBeenCalled();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.createDirectly).toHaveBeenCalledWith(SCENARIOS['nz-police-vetting'].request, expect.objectContaining(config));
    expect(h.out).toEqual([fromDatabase.url]);
  });

  it('holds the data folder while it uses the embedded database, and releases it after', async () => {
    const h = harness();
    await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps);
    expect(h.events).toEqual([`hold ${DATA_DIR}`, 'create', `release ${DATA_DIR}`]);
  });

  it('releases the data folder when creating fails', async () => {
    const h = harness({
      createDirectly: async () => {
        throw new Error('disk full');
      },
    });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.events).toEqual([`hold ${DATA_DIR}`, 'create', `release ${DATA_DIR}`]);
  });

  it('does not hold the data folder on PostgreSQL, which serves many processes', async () => {
    const h = harness({ config: { databaseUrl: 'postgres://app@127.0.0.1:5432/app' } });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_OK);
    expect(h.holdDataDir).not.toHaveBeenCalled();
    expect(h.createDirectly).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ databaseUrl: 'postgres://app@127.0.0.1:5432/app' }));
  });

  it('looks for server.json in the configured data folder', async () => {
    const other = '/elsewhere/data';
    const h = harness({ files: liveServerFile, alive: [4242], config: { dataDir: other } });
    await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps);
    // The live server belongs to another data folder, so this one is free.
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.createDirectly).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ dataDir: other }));
  });
});

describe('invite: a live server that fails never leads to opening the database', () => {
  it('reports an unreachable server and exits 1', async () => {
    const h = harness({
      files: liveServerFile,
      alive: [4242],
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });

    const code = await runInvite(['--scenario', 'gb-dbs-enhanced', '--json'], h.deps);

    expect(code).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.out).toEqual([]);
    const message = h.err.join('\n');
    expect(message).toContain('http://127.0.0.1:4567/api/org/requests');
    expect(message).toContain('fetch failed');
    expect(message).toContain('pid 4242');
  });

  it('reports a rejected key with a hint about ORG_API_KEY', async () => {
    const h = harness({
      files: liveServerFile,
      alive: [4242],
      fetch: async () => Response.json({ detail: 'Invalid token.' }, { status: 401 }),
    });

    const code = await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps);

    expect(code).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.err.join('\n')).toMatch(/answered 401: \{"detail":"Invalid token\."\}.*ORG_API_KEY/s);
  });

  it('reports field errors the server answers', async () => {
    const h = harness({
      files: liveServerFile,
      alive: [4242],
      fetch: async () => Response.json({ sandbox_state: ['Sandbox states are disabled on this server.'] }, { status: 400 }),
    });

    expect(await runInvite(['--scenario', 'expired'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.err.join('\n')).toContain('Sandbox states are disabled on this server.');
  });

  it('rejects a success that does not carry guid, user_token and url', async () => {
    const h = harness({
      files: liveServerFile,
      alive: [4242],
      fetch: async () => Response.json({ guid: 'x' }, { status: 201 }),
    });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced', '--json'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.out).toEqual([]);
    expect(h.createDirectly).not.toHaveBeenCalled();
  });

  it('refuses to guess when server.json is unreadable', async () => {
    const h = harness({ files: { [SERVER_JSON]: '{not json' }, alive: [4242] });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.err.join('\n')).toContain(SERVER_JSON);
  });

  it('refuses when server.json names no process', async () => {
    const h = harness({ files: { [SERVER_JSON]: JSON.stringify({ port: 3000 }) } });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
  });

  it('waits its turn when a live process holds the data folder without a port (starting up, or another invite)', async () => {
    const h = harness({ files: { [SERVER_JSON]: JSON.stringify({ pid: 4242, port: null }) }, alive: [4242] });

    expect(await runInvite(['--scenario', 'gb-dbs-enhanced', '--json'], h.deps)).toBe(EXIT_FAILURE);

    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.holdDataDir).not.toHaveBeenCalled();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.out).toEqual([]);
    expect(h.err.join('\n')).toMatch(/Process 4242 is using the database.*Try again/s);
  });

  it('takes over a portless server.json whose process is gone', async () => {
    const h = harness({ files: { [SERVER_JSON]: JSON.stringify({ pid: 4242, port: null }) }, alive: [] });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_OK);
    expect(h.createDirectly).toHaveBeenCalledTimes(1);
  });
});

describe('invite: output', () => {
  it('--json prints exactly one JSON object with guid, user_token and url, and nothing else on stdout', async () => {
    const h = harness();

    const code = await runInvite(['--scenario', 'gb-dbs-enhanced', '--json'], h.deps);

    expect(code).toBe(EXIT_OK);
    expect(h.out).toHaveLength(1);
    const printed = JSON.parse(h.out[0] as string) as Record<string, unknown>;
    expect(Object.keys(printed)).toEqual(['guid', 'user_token', 'url']);
    expect(printed).toEqual(fromDatabase);
    expect(h.err).toEqual([]);
  });

  it('--json through the server prints only the three fields even if the server answers more', async () => {
    const h = harness({
      files: liveServerFile,
      alive: [4242],
      fetch: async () => Response.json({ ...fromServer, id: 7 }, { status: 201 }),
    });
    await runInvite(['--json', '--scenario=gb-dbs-enhanced'], h.deps);
    expect(h.out).toEqual([JSON.stringify(fromServer)]);
  });

  it('without --json prints the link alone on stdout', async () => {
    const h = harness();
    await runInvite(['-s', 'us-employment'], h.deps);
    expect(h.out).toEqual([fromDatabase.url]);
    expect(h.err.join('\n')).toContain('Marcus Johnson');
  });

  it('--list names every scenario with its description and touches nothing', async () => {
    const h = harness();

    const code = await runInvite(['--list'], h.deps);

    expect(code).toBe(EXIT_OK);
    const lines = (h.out[0] as string).split('\n');
    expect(lines).toHaveLength(SCENARIO_NAMES.length);
    SCENARIO_NAMES.forEach((name, index) => {
      expect(lines[index]).toMatch(new RegExp(`^${name}\\s+${SCENARIOS[name].description.slice(0, 20).replace(/[().]/g, '\\$&')}`));
    });
    expect(h.loadConfig).not.toHaveBeenCalled();
    expect(h.createDirectly).not.toHaveBeenCalled();
  });

  it('--list --json prints the scenarios as JSON', async () => {
    const h = harness();
    await runInvite(['--list', '--json'], h.deps);
    const listed = JSON.parse(h.out[0] as string) as { name: string; country: string }[];
    expect(listed.map((entry) => entry.name)).toEqual([...SCENARIO_NAMES]);
    expect(listed.find((entry) => entry.name === 'au-acic')?.country).toBe('AU');
  });

  it('--help prints the usage', async () => {
    const h = harness();
    expect(await runInvite(['--help'], h.deps)).toBe(EXIT_OK);
    expect(h.out.join('\n')).toContain('--scenario NAME');
    expect(h.createDirectly).not.toHaveBeenCalled();
  });
});

describe('invite: usage errors exit 2 and create nothing', () => {
  it('rejects an unknown scenario and lists the known ones', async () => {
    const h = harness();

    const code = await runInvite(['--scenario', 'gb-dbs-basic'], h.deps);

    expect(code).toBe(EXIT_USAGE);
    expect(h.out).toEqual([]);
    const message = h.err.join('\n');
    expect(message).toContain('Unknown scenario "gb-dbs-basic"');
    for (const name of SCENARIO_NAMES) expect(message).toContain(name);
    expect(h.loadConfig).not.toHaveBeenCalled();
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it.each([[[]], [['--json']], [['--scenario']], [['--frobnicate']], [['gb-dbs-enhanced']]])('rejects %j', async (argv) => {
    const h = harness();
    expect(await runInvite(argv, h.deps)).toBe(EXIT_USAGE);
    expect(h.err.join('\n')).toContain('Usage:');
    expect(h.createDirectly).not.toHaveBeenCalled();
  });

  it('parses the argument forms', () => {
    expect(parseInviteArgs(['--scenario', 'completed'])).toEqual({ kind: 'create', scenario: 'completed', json: false });
    expect(parseInviteArgs(['--scenario=expired', '--json'])).toEqual({ kind: 'create', scenario: 'expired', json: true });
    expect(parseInviteArgs(['-l'])).toEqual({ kind: 'list', json: false });
    expect(parseInviteArgs(['-h', '--scenario', 'nope'])).toEqual({ kind: 'help' });
    expect(parseInviteArgs(['-s', 'au-acic', '--state', 'ready_to_submit'])).toEqual({
      kind: 'create',
      scenario: 'au-acic',
      json: false,
      state: 'ready_to_submit',
    });
    expect(parseInviteArgs(['-s', 'au-acic', '--state', 'done'])).toEqual({
      kind: 'usage-error',
      message: 'Unknown state "done". States: expired, profile_removed, completed, in_progress, ready_to_submit.',
    });
  });

  it('creates the scenario in the sandbox state --state names', async () => {
    const h = harness();
    expect(await runInvite(['--scenario', 'completed', '--state', 'ready_to_submit'], h.deps)).toBe(EXIT_OK);
    expect(h.createDirectly).toHaveBeenCalledWith(
      { ...SCENARIOS.completed.request, sandbox_state: 'ready_to_submit' },
      expect.anything(),
    );
  });

  it('refuses --state when sandbox states are off', async () => {
    const h = harness({ config: { allowSandboxStates: false } });
    expect(await runInvite(['--scenario', 'au-acic', '--state', 'in_progress'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.err.join('\n')).toContain('The state "in_progress" needs sandbox states');
  });
});

describe('invite: failures on the direct path', () => {
  it('refuses a state scenario when sandbox states are off, instead of making an ordinary request', async () => {
    const h = harness({ config: { allowSandboxStates: false } });
    expect(await runInvite(['--scenario', 'completed'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.createDirectly).not.toHaveBeenCalled();
    expect(h.err.join('\n')).toContain('SANDBOX_STATES');
  });

  it('still creates ordinary scenarios when sandbox states are off', async () => {
    const h = harness({ config: { allowSandboxStates: false } });
    expect(await runInvite(['--scenario', 'gb-scotland-basic'], h.deps)).toBe(EXIT_OK);
    expect(h.createDirectly).toHaveBeenCalledTimes(1);
  });

  it('reports a database failure and exits 1', async () => {
    const h = harness({
      createDirectly: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced', '--json'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.out).toEqual([]);
    expect(h.err.join('\n')).toContain('ECONNREFUSED');
  });

  it('reports a configuration error and exits 1', async () => {
    const h = harness();
    h.loadConfig.mockImplementation(() => {
      throw new Error('PORT must be an integer from 0 to 65535, got "abc".');
    });
    expect(await runInvite(['--scenario', 'gb-dbs-enhanced'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.err.join('\n')).toContain('PORT must be an integer');
  });
});
