import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_FILE } from '../data-dir-hold';
import type { OrganisationAdmin } from '../org/admin';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './invite-core';
import { parseOrgArgs, runOrg, type OrgConfig, type OrgDeps } from './org-core';

const DATA_DIR = '/srv/candidate-onboarding/data';
const ADMIN_TOKEN = 'admin-token-0123';
const CREATED_KEY = { organisation: 'Acme', guid: 'k-1', prefix: 'org_AAAAAAAA', label: null, key: 'org_AAAAAAAA-rest-of-the-key' };

function harness(options: { serverJson?: string; alive?: boolean; config?: Partial<OrgConfig> } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const events: string[] = [];
  const direct: OrganisationAdmin = {
    createOrganisation: vi.fn(async (name: string) => ({ guid: 'o-1', name, is_default: false, created_at: '2026-01-01T00:00:00.000Z' })),
    listOrganisations: vi.fn(async () => []),
    createKey: vi.fn(async () => {
      events.push('create key directly');
      return CREATED_KEY;
    }),
    listKeys: vi.fn(async () => []),
    revokeKey: vi.fn(async () => undefined),
  };
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    events.push(`${init.method} ${url} ${(init.headers as Record<string, string>).authorization}`);
    return new Response(JSON.stringify(CREATED_KEY), { status: 201, headers: { 'content-type': 'application/json' } });
  });
  const deps: OrgDeps = {
    loadConfig: () => ({ port: 3000, dataDir: DATA_DIR, databaseUrl: undefined, adminToken: ADMIN_TOKEN, ...options.config }),
    readFile: async (path) => (path === join(DATA_DIR, SERVER_FILE) ? (options.serverJson ?? null) : null),
    isProcessAlive: () => options.alive ?? true,
    holdDataDir: async () => {
      events.push('hold');
      return async () => {
        events.push('release');
      };
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    openDirectly: async () => {
      events.push('open');
      return {
        admin: direct,
        close: async () => {
          events.push('close');
        },
      };
    },
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
  };
  return { deps, out, err, events };
}

describe('parseOrgArgs', () => {
  it.each([
    [['create', '--name', 'Acme'], { kind: 'create', name: 'Acme' }],
    [['list'], { kind: 'list' }],
    [['key', 'create', '-o', 'Acme', '--label', 'ci'], { kind: 'key-create', organisation: 'Acme', label: 'ci' }],
    [['key', 'list', '--organisation', 'Acme'], { kind: 'key-list', organisation: 'Acme' }],
    [['key', 'revoke', '--organisation', 'Acme', '--key', 'org_AAAAAAAA'], { kind: 'key-revoke', organisation: 'Acme', key: 'org_AAAAAAAA' }],
  ])('reads %j', (argv, command) => {
    expect(parseOrgArgs(argv)).toStrictEqual({ kind: 'run', command, json: false });
  });

  it.each([
    [[], 'Say what to do'],
    [['create'], '--name NAME'],
    [['key', 'revoke', '-o', 'Acme'], '--key PREFIX_OR_ID'],
    [['rename'], 'Unknown command "rename".'],
    [['list', '--colour'], "Unknown option '--colour'"],
  ])('refuses %j', (argv, message) => {
    const parsed = parseOrgArgs(argv);
    expect(parsed.kind).toBe('usage-error');
    expect(parsed.kind === 'usage-error' && parsed.message).toContain(message);
  });
});

describe('runOrg', () => {
  it('opens the embedded database itself, holding the data folder, when no server holds it', async () => {
    const h = harness();
    expect(await runOrg(['key', 'create', '-o', 'Acme'], h.deps)).toBe(EXIT_OK);
    expect(h.events).toStrictEqual(['hold', 'open', 'create key directly', 'close', 'release']);
    expect(h.out).toStrictEqual([CREATED_KEY.key]);
  });

  it('goes through the running server with the admin token, never opening the database', async () => {
    const h = harness({ serverJson: JSON.stringify({ pid: 4242, port: 4567 }) });
    expect(await runOrg(['key', 'create', '-o', 'Acme Screening'], h.deps)).toBe(EXIT_OK);
    expect(h.events).toStrictEqual([`POST http://127.0.0.1:4567/api/admin/organisations/Acme%20Screening/keys Bearer ${ADMIN_TOKEN}`]);
    expect(h.out).toStrictEqual([CREATED_KEY.key]);
  });

  it('ignores a server.json left by a process that has gone', async () => {
    const h = harness({ serverJson: JSON.stringify({ pid: 4242, port: 4567 }), alive: false });
    expect(await runOrg(['key', 'create', '-o', 'Acme'], h.deps)).toBe(EXIT_OK);
    expect(h.events[0]).toBe('hold');
  });

  it('waits for a process still starting rather than open the database beside it', async () => {
    const h = harness({ serverJson: JSON.stringify({ pid: 4242, port: null }) });
    expect(await runOrg(['list'], h.deps)).toBe(EXIT_FAILURE);
    expect(h.events).toStrictEqual([]);
    expect(h.err.join('\n')).toContain('Try again in a moment.');
  });

  it('opens PostgreSQL directly whatever server.json says, without holding the folder', async () => {
    const h = harness({ serverJson: JSON.stringify({ pid: 4242, port: 4567 }), config: { databaseUrl: 'postgres://db/app', adminToken: undefined } });
    expect(await runOrg(['key', 'create', '-o', 'Acme'], h.deps)).toBe(EXIT_OK);
    expect(h.events).toStrictEqual(['open', 'create key directly', 'close']);
  });

  it('answers 2 with the usage for a command it does not know', async () => {
    const h = harness();
    expect(await runOrg(['rename'], h.deps)).toBe(EXIT_USAGE);
    expect(h.err.join('\n')).toContain('Usage: npm run org');
  });
});
