/**
 * `npm run bench` (docs/performance.md): builds when dist/ or dist-server/ is missing or their inputs changed, starts
 * the built server as `npm start` runs it, as child processes on loopback, creates candidates of the largest
 * scenario ready to submit, and measures with autocannon the hub read and a step save beside a static 2 KB JSON
 * route of the same process and a bare Hono server answering the same JSON, on PGlite and, when BENCH_DATABASE_URL
 * names one, on PostgreSQL with 1, 2 and 4 processes, counting a save's round trips there; then Lighthouse's mobile
 * first load of the hub and a step page. Prints the tables and each target of the performance issue with its
 * verdict, and writes them into docs/performance.md. Every process it starts is stopped at the end, on Ctrl-C, and
 * when the whole run passes its time limit.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem, release, type } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../server/app';
import { VERDICT_LINES, readVerdict } from '../../server/build/build-stamp';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { createLogger } from '../../server/logger';
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
  type BenchResults,
  type Measurement,
  type RouteName,
  type RunFigures,
  type TargetResult,
} from './report';
import { countRoundTrips } from './round-trips';
import { startBareHonoProcess, startServerProcess, type ServerProcess } from './server-process';

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

function onlySetting(): 'first-load' | undefined {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return undefined;
  if (raw !== 'first-load') throw new Error(`BENCH_ONLY can only be first-load, got "${raw}".`);
  return raw;
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
  timeLimitSeconds: numberSetting('BENCH_TIME_LIMIT', 1200),
  /** `first-load`: only the two Lighthouse first loads, printed and not written into docs/performance.md. */
  only: onlySetting(),
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

/** A route to load and the processes that answer it (the bare Hono yardstick has a process of its own). */
interface RouteLoad {
  route: RouteName;
  servers: readonly ServerProcess[];
  plan: RequestPlan;
}

async function measureRoutes(database: DatabaseKind, loads: readonly RouteLoad[]): Promise<Measurement[]> {
  const connections = SETTINGS.connections;
  for (const { servers, plan } of loads) await runLoad(servers, plan, { connections, seconds: SETTINGS.warmupSeconds });
  const runs = new Map<RouteName, RunFigures[]>(loads.map(({ route }) => [route, []]));
  // The routes take turns within each run, so a change in the machine's load weighs on all of them alike.
  for (let run = 1; run <= SETTINGS.runs; run++) {
    for (const { route, servers, plan } of loads) {
      const figures = await runLoad(servers, plan, { connections, seconds: SETTINGS.seconds });
      runs.get(route)?.push(figures);
      say(
        `  ${database} ×${servers.length} ${route.padEnd(6)} run ${run}/${SETTINGS.runs}: ${Math.round(figures.requestsPerSecond)} req/s, ` +
          `p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, RSS ${Math.round(figures.rssMb)} MB` +
          (figures.failures ? `, ${figures.failures} FAILED` : ''),
      );
    }
  }
  const processes = loads.find(({ route }) => route !== 'bare')?.servers.length ?? 1;
  return loads.map(({ route }) => ({ database, processes, route, figures: medianOfRuns(runs.get(route) ?? []) }));
}

/** A server's memory once started and given its candidates, after a moment to settle, before any load. */
async function idleRss(server: ServerProcess): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return server.rssMb();
}

/** One phone save made in this process against the database, its queries counted (scripts/bench/round-trips.ts). */
async function saveRoundTrips(databaseUrl: string, candidate: Candidate, body: unknown, orgApiKey: string): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onboarding-bench-trips-'));
  const handle = await openDatabase({ databaseUrl });
  try {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ORG_API_KEY: orgApiKey, LOG_LEVEL: 'silent' });
    const app = createApp({ db: handle.db, config, logger: createLogger({ level: 'silent' }) });
    const save = () =>
      app.request(`/api/oneform/${candidate.guid}/${candidate.responseGuid}/details/phone/`, {
        method: 'POST',
        headers: { authorization: `Token ${candidate.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // The first save prepares the statements on its connection; the count is of one made after it.
    await save();
    let status = 0;
    const trips = await countRoundTrips(async () => {
      status = (await save()).status;
    });
    if (status !== 200) throw new Error(`The counted save answered ${status}.`);
    return trips;
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
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

/** Lighthouse's mobile first load of the hub and of a step page, for one candidate. */
async function measurePages(server: ServerProcess, candidate: Candidate): Promise<FirstLoad[]> {
  say('First load (Lighthouse, mobile profile)…');
  const link = (page: string) => `${server.baseUrl}${page}?guid=${candidate.guid}&user_token=${encodeURIComponent(candidate.token)}`;
  return measureFirstLoads(
    [
      { name: 'hub /candidate-feedback', url: link('/candidate-feedback') },
      { name: 'step /candidate-feedback/details/phone', url: link('/candidate-feedback/details/phone') },
    ],
    (stop) => started.add(stop),
  );
}

/** BENCH_ONLY=first-load: one PGlite server and one candidate, no load on the API. */
async function firstLoadsOnly(orgApiKey: string): Promise<FirstLoad[]> {
  const server = await start(undefined, orgApiKey);
  const [candidate] = await createCandidates(server, orgApiKey, 1);
  try {
    return await measurePages(server, candidate as Candidate);
  } finally {
    await stopAll();
  }
}

async function main() {
  const began = Date.now();
  const loadBefore = loadavg();
  buildIfStale();
  const orgApiKey = randomBytes(24).toString('hex');
  const measurements: Measurement[] = [];
  const idleRssMb: BenchResults['idleRssMb'] = {};
  let saveTrips: number | null = null;
  let firstLoads: FirstLoad[] = [];

  if (SETTINGS.only === 'first-load') {
    firstLoads = await firstLoadsOnly(orgApiKey);
    say('');
    say(formatTable(FIRST_LOAD_HEADERS, firstLoadRows(firstLoads)));
    say(machine(null, loadBefore, loadavg())[3]?.slice(2) ?? '');
    return;
  }

  say(`PGlite: one process, ${SETTINGS.candidates} candidates of ${SCENARIO}…`);
  const lite = await start(undefined, orgApiKey);
  const bare = await startBareHonoProcess((stop) => started.add(stop));
  const liteCandidates = await createCandidates(lite, orgApiKey, SETTINGS.candidates);
  const body = await phoneBody(lite, liteCandidates[0] as Candidate);
  idleRssMb.PGlite = await idleRss(lite);
  measurements.push(
    ...(await measureRoutes('PGlite', [
      { route: 'bare', servers: [bare], plan: staticPlan() },
      { route: 'static', servers: [lite], plan: staticPlan() },
      { route: 'hub', servers: [lite], plan: hubPlan(liteCandidates) },
      { route: 'save', servers: [lite], plan: savePlan(liteCandidates, body) },
    ])),
  );
  firstLoads = await measurePages(lite, liteCandidates[liteCandidates.length - 1] as Candidate);
  await stopAll();

  let pgVersion: string | null = null;
  if (SETTINGS.databaseUrl) {
    pgVersion = await postgresVersion(SETTINGS.databaseUrl);
    say(`PostgreSQL ${pgVersion}: one process…`);
    const first = await start(SETTINGS.databaseUrl, orgApiKey);
    const pgBare = await startBareHonoProcess((stop) => started.add(stop));
    const candidates = await createCandidates(first, orgApiKey, SETTINGS.candidates);
    idleRssMb.PostgreSQL = await idleRss(first);
    saveTrips = await saveRoundTrips(SETTINGS.databaseUrl, candidates[0] as Candidate, body, orgApiKey);
    say(`  one step save: ${saveTrips} round trips to PostgreSQL`);
    const hub = hubPlan(candidates);
    const save = savePlan(candidates, body);
    measurements.push(
      ...(await measureRoutes('PostgreSQL', [
        { route: 'bare', servers: [pgBare], plan: staticPlan() },
        { route: 'static', servers: [first], plan: staticPlan() },
        { route: 'hub', servers: [first], plan: hub },
        { route: 'save', servers: [first], plan: save },
      ])),
    );
    const servers = [first];
    for (const processes of SETTINGS.scaleProcesses) {
      // One after another: the first start of a release runs the migrations, which must not race.
      while (servers.length < processes) servers.push(await start(SETTINGS.databaseUrl, orgApiKey));
      say(`PostgreSQL: ${processes} processes…`);
      measurements.push(
        ...(await measureRoutes('PostgreSQL', [
          { route: 'hub', servers, plan: hub },
          { route: 'save', servers, plan: save },
        ])),
      );
    }
    await stopAll();
  } else {
    say('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too (docs/performance.md).');
  }

  const targets = judgeTargets({
    measurements,
    idleRssMb,
    saveRoundTrips: saveTrips,
    hubLcpMs: firstLoads[0]?.lcpMs ?? null,
    stepLcpMs: firstLoads[1]?.lcpMs ?? null,
    cores: cpus().length,
  });
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
