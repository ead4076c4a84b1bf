/**
 * The server's embedded database runs in a thread of its own (server/db/pglite-worker.ts) behind a socket: a query
 * keeps that thread busy, never the server's event loop, and the data stays in DATA_DIR across restarts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, queryRows } from '../../server/db/client';

const dataDir = mkdtempSync(join(tmpdir(), 'pglite-thread-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(process.env.API_TEST_DATABASE !== 'postgres')('PGlite in its own thread', () => {
  // Two opens, the first of which creates the database (initdb) in a thread of its own: slow on a busy machine.
  it('runs a long query while the event loop goes on turning, and keeps what was written after a restart', async () => {
    const first = await openDatabase({ dataDir, pgliteThread: true });
    try {
      expect(first.kind).toBe('pglite');
      await migrate(first.db);
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('written before the restart')`);

      let turns = 0;
      let querying = true;
      const turn = () => {
        turns += 1;
        if (querying) setImmediate(turn);
      };
      setImmediate(turn);
      const rows = await queryRows<{ total: string }>(first.db, sql`select count(*) as total from generate_series(1, 3000000)`);
      querying = false;
      expect(rows).toStrictEqual([{ total: '3000000' }]);
      // In this thread the query would have held the loop from start to end: not one turn in between.
      expect(turns).toBeGreaterThan(1);
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir, pgliteThread: true });
    try {
      expect(await queryRows(second.db, sql`select note from kept`)).toStrictEqual([{ note: 'written before the restart' }]);
    } finally {
      await second.close();
    }
  }, 120_000);
});
