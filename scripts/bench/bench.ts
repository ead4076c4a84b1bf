/**
 * `npm run bench` (docs/performance.md): builds the SPA when dist/ is missing or its inputs changed, starts the
 * built server as child processes on loopback, creates candidates of the largest scenario ready to submit, and
 * measures with autocannon the hub read and a step save beside a static 2 KB JSON route of the same process, on
 * PGlite and, when BENCH_DATABASE_URL names one, on PostgreSQL with 1, 2 and 4 processes; then Lighthouse's mobile
 * first load of the hub and a step page. Prints a table and writes the figures into docs/performance.md. Every
 * process it starts is stopped at the end, on Ctrl-C, and when the whole run passes its time limit.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, release, type } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { VERDICT_LINES, readVerdict } from '../../server/build/build-stamp';
import { SCENARIOS } from '../../server/scenarios';
import { measureFirstLoads, type FirstLoad } from './first-load';
import { hubPlan, runLoad, savePlan, staticPlan, type Candidate, type RequestPlan } from './load';
import {
  API_HEADERS,
  apiRows,
  formatTable,
  judgeTargets,
  markdownTable,
  medianOfRuns,
  replaceFigures,
  type DatabaseKind,
  type Measurement,
  type RouteName,
  type RunFigures,
  type TargetResult,
} from './report';
import { startServerProcess, type ServerProcess } from './server-process';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = path.join(ROOT, 'docs/performance.md');

/**
 * The largest scenario with a phone step: nine sections, the most of any (docs/check-requirements.md), shared only
 * with gb-financial-services, whose checks ask for no phone.
 */
const SCENARIO = 'au-acic';

function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}".`);
  return value;
}

const SETTINGS = {
  databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || undefined,
  connections: numberSetting('BENCH_CONNECTIONS', 50),
  seconds: numberSetting('BENCH_SECONDS', 10),
  runs: numberSetting('BENCH_RUNS', 3),
  /** Candidates the calls rotate over, so saves do not all queue on one response's row lock. */
  candidates: numberSetting('BENCH_CANDIDATES', 20),
  warmupSeconds: 3,
  scaleProcesses: [2, 4],
  /** The whole run stops, and stops what it started, after this long. */
  timeLimitSeconds: numberSetting('BENCH_TIME_LIMIT', 570),
};

/** How to stop each process the run has started and not yet stopped: the servers and Chromium. */
const started = new Set<() => Promise<void>>();
const say = (line: string) => process.stdout.write(`${line}\n`);

async function stopAll() {
  const stops = [...started];
  started.clear();
  await Promise.all(stops.map((stop) => stop()));
}

async function start(databaseUrl: string | undefined, orgApiKey: string): Promise<ServerProcess> {
  return startServerProcess({ databaseUrl, orgApiKey, track: (stop) => started.add(stop) });
}

/** The same rule as `npm start` (server/build/build-stamp.ts): build only when the inputs differ from the last build's. */
function buildIfStale() {
  const verdict = readVerdict(ROOT);
  if (verdict === 'up-to-date') return;
  say(VERDICT_LINES[verdict]);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed.');
}

async function createCandidates(server: ServerProcess, orgApiKey: string, count: number): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for (let index = 0; index < count; index++) {
    const created = await fetch(`${server.baseUrl}/api/org/requests`, {
      method: 'POST',
      headers: { authorization: `Bearer ${orgApiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...SCENARIOS[SCENARIO].request, sandbox_state: 'ready_to_submit' }),
    });
    if (created.status !== 201) throw new Error(`Creating a request answered ${created.status}: ${await created.text()}`);
    const { guid, user_token: token } = (await created.json()) as { guid: string; user_token: string };
    const hub = await fetch(`${server.baseUrl}/api/oneform/${guid}/`, { headers: { authorization: `Token ${token}` } });
    if (!hub.ok) throw new Error(`The hub read answered ${hub.status}: ${await hub.text()}`);
    const { guid: responseGuid } = (await hub.json()) as { guid: string };
    candidates.push({ guid, responseGuid, token });
  }
  return candidates;
}

/** The phone step's body as the candidate saved it, read back from the hub, and one save of it that must pass. */
async function phoneBody(server: ServerProcess, candidate: Candidate): Promise<Record<string, unknown>> {
  const headers = { authorization: `Token ${candidate.token}`, 'content-type': 'application/json' };
  const hub = (await (await fetch(`${server.baseUrl}/api/oneform/${candidate.guid}/`, { headers })).json()) as {
    candidate_details: { phone_code: string; phone_number: string; phone_number_type: string | null }[];
  };
  const details = hub.candidate_details[0];
  if (!details) throw new Error('The ready-to-submit request has no personal details.');
  const body = { phone_code: details.phone_code, phone_number: details.phone_number, phone_number_type: details.phone_number_type };
  const saved = await fetch(`${server.baseUrl}/api/oneform/${candidate.guid}/${candidate.responseGuid}/details/phone/`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!saved.ok) throw new Error(`A phone save answered ${saved.status}: ${await saved.text()}`);
  return body;
}

async function measureRoutes(
  database: DatabaseKind,
  servers: readonly ServerProcess[],
  plans: Partial<Record<RouteName, RequestPlan>>,
): Promise<Measurement[]> {
  const routes = Object.keys(plans) as RouteName[];
  const connections = SETTINGS.connections;
  for (const route of routes) await runLoad(servers, plans[route] as RequestPlan, { connections, seconds: SETTINGS.warmupSeconds });
  const runs = new Map<RouteName, RunFigures[]>(routes.map((route) => [route, []]));
  // The routes take turns within each run, so a change in the machine's load weighs on all of them alike.
  for (let run = 1; run <= SETTINGS.runs; run++) {
    for (const route of routes) {
      const figures = await runLoad(servers, plans[route] as RequestPlan, { connections, seconds: SETTINGS.seconds });
      runs.get(route)?.push(figures);
      say(
        `  ${database} ×${servers.length} ${route.padEnd(6)} run ${run}/${SETTINGS.runs}: ${Math.round(figures.requestsPerSecond)} req/s, ` +
          `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, RSS ${Math.round(figures.rssMb)} MB` +
          (figures.failures ? `, ${figures.failures} FAILED` : ''),
      );
    }
  }
  return routes.map((route) => ({ database, processes: servers.length, route, figures: medianOfRuns(runs.get(route) ?? []) }));
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return rows[0]?.server_version ?? 'unknown';
  } finally {
    await client.end();
  }
}

function machine(pgVersion: string | null, loadBefore: number[], loadAfter: number[]): string[] {
  const cpu = cpus();
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- CPU: ${cpu[0]?.model.trim() ?? 'unknown'}, ${cpu.length} logical cores; RAM ${Math.round(totalmem() / 2 ** 30)} GB; ${type()} ${release()}`,
    `- Node ${process.version}; PostgreSQL ${pgVersion ?? 'not measured (BENCH_DATABASE_URL unset)'}, on the same machine`,
    `- Load average (1 / 5 / 15 min) before: ${load(loadBefore)}; after: ${load(loadAfter)}`,
    `- Settings: ${SETTINGS.connections} connections, ${SETTINGS.seconds} s per run, median of ${SETTINGS.runs} runs, ` +
      `${SETTINGS.candidates} candidates of \`${SCENARIO}\` ready to submit; autocannon runs on the same cores as the server`,
  ];
}

function firstLoadRows(loads: readonly FirstLoad[]): string[][] {
  return loads.map((load) => [
    load.page,
    `${(load.fcpMs / 1000).toFixed(2)} s`,
    `${(load.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(load.totalBlockingMs)} ms`,
    `${(load.scriptBytes / 1024).toFixed(1)} KB in ${load.scriptFiles} files`,
    String(load.performanceScore),
  ]);
}
const FIRST_LOAD_HEADERS = ['page', 'FCP', 'LCP', 'total blocking', 'JS transferred', 'score'];
const TARGET_HEADERS = ['target', 'measured', 'verdict'];
const targetRows = (targets: readonly TargetResult[]) => targets.map((t) => [t.target, t.measured, t.verdict]);

async function main() {
  const began = Date.now();
  const loadBefore = loadavg();
  buildIfStale();
  const orgApiKey = randomBytes(24).toString('hex');
  const measurements: Measurement[] = [];
  let firstLoads: FirstLoad[] = [];

  say(`PGlite: one process, ${SETTINGS.candidates} candidates of ${SCENARIO}…`);
  const lite = await start(undefined, orgApiKey);
  const liteCandidates = await createCandidates(lite, orgApiKey, SETTINGS.candidates);
  const body = await phoneBody(lite, liteCandidates[0] as Candidate);
  measurements.push(
    ...(await measureRoutes('PGlite', [lite], { static: staticPlan(), hub: hubPlan(liteCandidates), save: savePlan(liteCandidates, body) })),
  );
  say('First load (Lighthouse, mobile profile)…');
  const link = (candidate: Candidate, page: string) =>
    `${lite.baseUrl}${page}?guid=${candidate.guid}&user_token=${encodeURIComponent(candidate.token)}`;
  const shown = liteCandidates[liteCandidates.length - 1] as Candidate;
  firstLoads = await measureFirstLoads(
    [
      { name: 'hub /candidate-feedback', url: link(shown, '/candidate-feedback') },
      { name: 'step /candidate-feedback/details/phone', url: link(shown, '/candidate-feedback/details/phone') },
    ],
    (stop) => started.add(stop),
  );
  await stopAll();

  let pgVersion: string | null = null;
  if (SETTINGS.databaseUrl) {
    pgVersion = await postgresVersion(SETTINGS.databaseUrl);
    say(`PostgreSQL ${pgVersion}: one process…`);
    const first = await start(SETTINGS.databaseUrl, orgApiKey);
    const candidates = await createCandidates(first, orgApiKey, SETTINGS.candidates);
    const plans = { static: staticPlan(), hub: hubPlan(candidates), save: savePlan(candidates, body) };
    measurements.push(...(await measureRoutes('PostgreSQL', [first], plans)));
    const servers = [first];
    for (const processes of SETTINGS.scaleProcesses) {
      // One after another: the first start of a release runs the migrations, which must not race.
      while (servers.length < processes) servers.push(await start(SETTINGS.databaseUrl, orgApiKey));
      say(`PostgreSQL: ${processes} processes…`);
      measurements.push(...(await measureRoutes('PostgreSQL', servers, { hub: plans.hub, save: plans.save })));
    }
    await stopAll();
  } else {
    say('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too (docs/performance.md).');
  }

  const targets = judgeTargets(measurements, firstLoads[0]?.lcpMs ?? null);
  const machineLines = machine(pgVersion, loadBefore, loadavg());
  say('');
  say(formatTable(API_HEADERS, apiRows(measurements)));
  say('');
  say(formatTable(FIRST_LOAD_HEADERS, firstLoadRows(firstLoads)));
  say('');
  say(formatTable(TARGET_HEADERS, targetRows(targets)));
  say('');
  say(machineLines.map((line) => line.slice(2)).join('\n'));

  const figures = [
    ...machineLines,
    '',
    markdownTable(API_HEADERS, apiRows(measurements)),
    '',
    markdownTable(FIRST_LOAD_HEADERS, firstLoadRows(firstLoads)),
    '',
    markdownTable(TARGET_HEADERS, targetRows(targets)),
  ].join('\n');
  writeFileSync(PAGE, replaceFigures(readFileSync(PAGE, 'utf8'), figures));
  say(`\nWrote the figures into docs/performance.md (${Math.round((Date.now() - began) / 1000)} s in all).`);
}

const limit = setTimeout(() => {
  process.stderr.write(`The benchmark passed its limit of ${SETTINGS.timeLimitSeconds} s; stopping what it started.\n`);
  void stopAll().finally(() => process.exit(1));
}, SETTINGS.timeLimitSeconds * 1000);
limit.unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopAll().finally(() => process.exit(130)));
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    await stopAll();
    process.exit(1);
  },
);
