/**
 * Counts the round trips a call makes to PostgreSQL: node-postgres sends each query, a prepared one included, as
 * one exchange that waits for the server's answer, so the queries its clients run are the round trips.
 */
import pg from 'pg';

export async function countRoundTrips(action: () => Promise<unknown>): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (original as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}
