/**
 * How many round trips to PostgreSQL the candidate's most frequent calls make (docs/performance.md, target 4):
 * counted, not timed, so a change that adds a query to every save fails here rather than in a benchmark.
 */
import { describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../scripts/bench/round-trips';
import { getResponse } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

/** The token check, BEGIN, the lock with the candidate's activity, the response before, the write, the response after, COMMIT. */
const SAVE_ROUND_TRIPS = 7;

describe.runIf(process.env.API_TEST_DATABASE === 'postgres')('round trips to PostgreSQL', () => {
  async function phoneSaver() {
    const created = await ctx.createRequest(validRequestBody({ checks: [{ type: 'occupational_health' }] }));
    const response = await getResponse(ctx.app, created);
    return {
      created,
      save: (headers: Record<string, string> = {}) =>
        ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/details/phone/`, {
          method: 'POST',
          headers: { ...tokenHeaders(created.user_token), 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ phone_code: '44', phone_number: '020 7946 0958', phone_number_type: null }),
        }),
    };
  }

  it('makes a step save in seven, and two more for an idempotency key', async () => {
    const { save } = await phoneSaver();
    // The first save prepares the named statements on the connection; the counts are of the saves after it.
    expect((await save()).status).toBe(200);
    let status = 0;
    expect(await countRoundTrips(async () => void (status = (await save()).status))).toBe(SAVE_ROUND_TRIPS);
    expect(status).toBe(200);
    const keyed = await countRoundTrips(async () => void (status = (await save({ 'idempotency-key': crypto.randomUUID() })).status));
    expect(status).toBe(200);
    expect(keyed).toBe(SAVE_ROUND_TRIPS + 2);
  });

  it('reads the hub in one', async () => {
    const { created } = await phoneSaver();
    const read = () => ctx.app.request(`/api/oneform/${created.guid}/`, { headers: tokenHeaders(created.user_token) });
    expect((await read()).status).toBe(200);
    let status = 0;
    expect(await countRoundTrips(async () => void (status = (await read()).status))).toBe(1);
    expect(status).toBe(200);
  });
});
