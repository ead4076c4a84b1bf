/**
 * One load run: autocannon against one or more server processes (connections spread evenly over their addresses),
 * with the servers' resident memory sampled while it runs.
 */
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { RunFigures } from './report';
import type { ServerProcess } from './server-process';

const RSS_SAMPLE_MS = 250;
/** After a run, each server is given this long to finish the calls autocannon left behind. */
const SETTLE_TIMEOUT_MS = 15_000;
const SETTLED_HEALTH_MS = 50;

export interface Candidate {
  guid: string;
  responseGuid: string;
  token: string;
}

/** What a run sends: one request shape, filled in for each call. */
export type RequestPlan = AutocannonRequest;

/** Each call names the next candidate in turn, so the load spreads over many responses as real traffic does. */
function rotating(candidates: readonly Candidate[], fill: (candidate: Candidate) => Partial<AutocannonRequest>): AutocannonRequest['setupRequest'] {
  let next = 0;
  return (request) => {
    const candidate = candidates[next++ % candidates.length] as Candidate;
    const filled = fill(candidate);
    return { ...request, ...filled, headers: { ...request.headers, ...filled.headers } };
  };
}

export const staticPlan = (): RequestPlan => ({ method: 'GET', path: '/api/bench/static/' });

export const hubPlan = (candidates: readonly Candidate[]): RequestPlan => ({
  method: 'GET',
  setupRequest: rotating(candidates, (c) => ({ path: `/api/oneform/${c.guid}/`, headers: { authorization: `Token ${c.token}` } })),
});

export const savePlan = (candidates: readonly Candidate[], body: unknown): RequestPlan => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  setupRequest: rotating(candidates, (c) => ({
    path: `/api/oneform/${c.guid}/${c.responseGuid}/details/phone/`,
    headers: { authorization: `Token ${c.token}` },
  })),
});

/**
 * Waits until every server answers /healthz quickly again. autocannon stops sending when its time is up, but the
 * calls in flight still run; on PGlite, whose queries hold the event loop, they would otherwise be charged to the
 * next run.
 */
async function settle(servers: readonly ServerProcess[]): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (const server of servers) {
    while (Date.now() < deadline) {
      const began = performance.now();
      const healthy = await fetch(`${server.baseUrl}/healthz`).then((response) => response.ok, () => false);
      if (healthy && performance.now() - began < SETTLED_HEALTH_MS) break;
    }
  }
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

export async function runLoad(servers: readonly ServerProcess[], plan: RequestPlan, { connections, seconds }: LoadOptions): Promise<RunFigures> {
  let peakRss = 0;
  const sample = () => {
    peakRss = Math.max(peakRss, servers.reduce((sum, server) => sum + server.rssMb(), 0));
  };
  sample();
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  try {
    const result = await autocannon({
      url: servers.map((server) => server.baseUrl),
      connections,
      duration: seconds,
      requests: [plan],
    });
    sample();
    await settle(servers);
    return {
      requestsPerSecond: result.requests.total / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      rssMb: peakRss,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    clearInterval(sampler);
  }
}
