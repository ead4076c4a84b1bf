import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { referenceRequests, referenceResponses } from '../../server/db/schema';
import { createLogger } from '../../server/logger';
import { SERVER_FILE } from '../../server/data-dir-hold';
import { DEMO_FILE, ensureDemoRequest, startServer } from '../../server/start';
import { startServerProcess } from './support/server-process';
import { PUBLIC_URL, testConfig, useTestApp } from './support/test-app';

const ctx = useTestApp();
/**
 * A server's first start on a new DATA_DIR creates its embedded database (initdb) in a thread that then ends, and
 * opens it afresh in the serving thread: about ten seconds on a quiet machine, several times that on a busy one.
 */
const FIRST_START_TIMEOUT_MS = 90_000;
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'start-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('ensureDemoRequest', () => {
  it('creates the demo request once and keeps it in DATA_DIR/demo.json, readable by its owner only', async () => {
    const dataDir = tempDir();
    const first = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    const file = join(dataDir, DEMO_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toStrictEqual(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    expect(again).toStrictEqual(first);
    expect(await ctx.db.select().from(referenceRequests)).toHaveLength(1);
  });

  it.each([
    ['expired', async () => void (await ctx.db.update(referenceRequests).set({ expireDate: new Date(Date.now() - 1000) }))],
    ['withdrawn', async () => void (await ctx.db.update(referenceRequests).set({ hasSoftDeleted: true }))],
    ['completed', async () => void (await ctx.db.update(referenceResponses).set({ status: 'done' }))],
  ])('makes a new one when the old one is %s', async (_state, change) => {
    const dataDir = tempDir();
    const first = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    await change();
    const second = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    expect(second.guid).not.toBe(first.guid);
    expect(await ctx.db.select().from(referenceRequests)).toHaveLength(2);
  });

  it('makes a new one when demo.json names a request this database does not have, or is not JSON', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, DEMO_FILE), JSON.stringify({ guid: '00000000-0000-4000-8000-000000000000', user_token: 'x' }));
    const made = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    expect(made.guid).not.toBe('00000000-0000-4000-8000-000000000000');

    writeFileSync(join(dataDir, DEMO_FILE), 'not json');
    const remade = await ensureDemoRequest(ctx.db, { dataDir, publicUrl: PUBLIC_URL });
    expect(remade.guid).not.toBe(made.guid);
  });
});

describe('startServer', () => {
  it('serves over HTTP, holds DATA_DIR in server.json while running, and lets go on stop', async () => {
    const dataDir = tempDir();
    const running = await startServer({
      config: testConfig({ port: 0, dataDir, publicUrl: 'http://localhost:0' }),
      logger: createLogger({ level: 'silent' }),
      hostname: '127.0.0.1',
      publicUrlFromEnv: false,
    });
    try {
      expect(running.port).toBeGreaterThan(0);
      expect(JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8'))).toStrictEqual({ pid: process.pid, port: running.port });

      const health = await fetch(`http://127.0.0.1:${running.port}/healthz`);
      expect(await health.json()).toStrictEqual({ status: 'ok' });

      const demoUrl = running.demoUrl;
      if (!demoUrl) throw new Error('Outside production the server makes a demo request.');
      const demo = new URL(demoUrl());
      expect(demo.origin).toBe(`http://localhost:${running.port}`);
      const oneform = await fetch(`http://127.0.0.1:${running.port}/api/oneform/${demo.searchParams.get('guid')}/`, {
        headers: { authorization: `Token ${demo.searchParams.get('user_token')}` },
      });
      expect(oneform.status).toBe(200);
      expect(demoUrl('http://localhost:5173')).toMatch(/^http:\/\/localhost:5173\/candidate-feedback\?guid=/);
    } finally {
      await running.stop();
    }
    expect(existsSync(join(dataDir, SERVER_FILE))).toBe(false);
  }, FIRST_START_TIMEOUT_MS);

  it('makes no demo request in production', async () => {
    const dataDir = tempDir();
    const running = await startServer({
      config: testConfig({ port: 0, dataDir, production: true }),
      logger: createLogger({ level: 'silent' }),
      hostname: '127.0.0.1',
    });
    try {
      expect(running.demoUrl).toBeNull();
      expect(await running.handle.db.select().from(referenceRequests)).toHaveLength(0);
      expect(existsSync(join(dataDir, DEMO_FILE))).toBe(false);
    } finally {
      await running.stop();
    }
  }, FIRST_START_TIMEOUT_MS);
});

describe('npm start', () => {
  it('prints only where it is ready in production, no candidate link', async () => {
    const server = await startServerProcess({ NODE_ENV: 'production', DATA_DIR: tempDir(), ORG_API_KEY: 'k', LOG_LEVEL: 'silent' });
    expect(await server.kill('SIGTERM')).toBe(0);
    expect(server.output()).toMatch(/^Ready on http:\/\/localhost:\d+\n$/);
  }, FIRST_START_TIMEOUT_MS);
});
