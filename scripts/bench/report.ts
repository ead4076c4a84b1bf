/**
 * The pure half of `npm run bench`: the median of runs, the ratio to the static route, the verdict on each target
 * of docs/performance.md, and the tables it prints and writes. Nothing here measures or touches a process.
 */

export type DatabaseKind = 'PGlite' | 'PostgreSQL';
export type RouteName = 'bare' | 'static' | 'hub' | 'save';

export const ROUTE_LABELS: Record<RouteName, string> = {
  bare: 'bare Hono, same 2 KB JSON',
  static: 'static 2 KB JSON',
  hub: 'GET /api/oneform/{guid}/',
  save: 'POST …/details/phone/',
};

/** One autocannon run, or the median of several. */
export interface RunFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Highest resident set size of the server processes during the run, summed over the processes. */
  rssMb: number;
  /** Answers that were not 2xx, plus socket errors and timeouts: any makes the run suspect. */
  failures: number;
}

export interface Measurement {
  database: DatabaseKind;
  processes: number;
  route: RouteName;
  figures: RunFigures;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values is undefined.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs, taken figure by figure; failures are summed so none hides. */
export function medianOfRuns(runs: readonly RunFigures[]): RunFigures {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    rssMb: median(runs.map((run) => run.rssMb)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

export function ratio(value: number, reference: number): number {
  return reference === 0 ? Number.NaN : value / reference;
}

export type Verdict = 'met' | 'missed' | 'not measured';

export interface TargetResult {
  target: string;
  measured: string;
  verdict: Verdict;
}

const find = (measurements: readonly Measurement[], database: DatabaseKind, route: RouteName, processes = 1) =>
  measurements.find((m) => m.database === database && m.route === route && m.processes === processes)?.figures;

const rps = (value: number) => Math.round(value).toLocaleString('en-GB');
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;
const times = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(value < 0.1 ? 3 : 2)}×`);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;

const judged = (ok: boolean): Verdict => (ok ? 'met' : 'missed');

/** What one `npm run bench` measured, for the verdicts. */
export interface BenchResults {
  measurements: readonly Measurement[];
  /** Resident memory of one server process once started and given its candidates, before any load. */
  idleRssMb: Partial<Record<DatabaseKind, number>>;
  /** Database round trips of one step save, counted on PostgreSQL (scripts/bench/round-trips.ts). */
  saveRoundTrips: number | null;
  hubLcpMs: number | null;
  stepLcpMs: number | null;
  /** Logical cores of the machine: added processes can only add throughput up to them. */
  cores: number;
}

/** The bounds of the performance issue; docs/performance.md explains each. */
export const TARGET_BOUNDS = {
  postgresIdleRssMb: 150,
  postgresPeakRssMb: 250,
  pgliteIdleRssMb: 400,
  pglitePeakRssMb: 500,
  staticShareOfBare: 0.5,
  pgliteHubRps: 1000,
  pgliteHubP99Ms: 100,
  saveRoundTrips: 3,
  saveShareOfStatic: 0.15,
  hubShareOfStatic: 0.3,
  p99TimesStatic: 4,
  hubLcpMs: 1500,
  stepLcpMs: 2000,
} as const;

const notMeasured = (target: string): TargetResult => ({ target, measured: '–', verdict: 'not measured' });

/** The targets of the performance issue, each with what was measured and its verdict. */
export function judgeTargets(results: BenchResults): TargetResult[] {
  const { measurements, idleRssMb, saveRoundTrips, hubLcpMs, stepLcpMs, cores } = results;
  const b = TARGET_BOUNDS;
  const out: TargetResult[] = [];

  for (const [database, idleBound, peakBound] of [
    ['PostgreSQL', b.postgresIdleRssMb, b.postgresPeakRssMb],
    ['PGlite', b.pgliteIdleRssMb, b.pglitePeakRssMb],
  ] as const) {
    const target = `1. ${database} server RSS ≤ ${idleBound} MB idle, ≤ ${peakBound} MB at the peak of load`;
    const peaks = measurements.filter((m) => m.database === database && m.processes === 1 && m.route !== 'bare').map((m) => m.figures.rssMb);
    const idle = idleRssMb[database];
    if (idle === undefined || peaks.length === 0) out.push(notMeasured(target));
    else {
      const peak = Math.max(...peaks);
      out.push({ target, measured: `${mb(idle)} idle, ${mb(peak)} at the peak`, verdict: judged(idle <= idleBound && peak <= peakBound) });
    }
  }

  // On PostgreSQL when it was measured: PGlite's worker thread shares the cores with the route being measured.
  const middlewareDatabase: DatabaseKind = find(measurements, 'PostgreSQL', 'bare') ? 'PostgreSQL' : 'PGlite';
  const bare = find(measurements, middlewareDatabase, 'bare');
  const staticRoute = find(measurements, middlewareDatabase, 'static');
  const middlewareTarget = `2. Static route ≥ ${b.staticShareOfBare * 100} % of bare Hono's req/s (${middlewareDatabase} run)`;
  if (!bare || !staticRoute) out.push(notMeasured(middlewareTarget));
  else {
    const share = ratio(staticRoute.requestsPerSecond, bare.requestsPerSecond);
    out.push({
      target: middlewareTarget,
      measured: `${percent(share)} (${rps(staticRoute.requestsPerSecond)} of ${rps(bare.requestsPerSecond)} req/s)`,
      verdict: judged(share >= b.staticShareOfBare),
    });
  }

  const liteHub = find(measurements, 'PGlite', 'hub');
  const liteTarget = `3. PGlite hub read ≥ ${rps(b.pgliteHubRps)} req/s, p99 ≤ ${b.pgliteHubP99Ms} ms`;
  out.push(
    liteHub
      ? {
          target: liteTarget,
          measured: `${rps(liteHub.requestsPerSecond)} req/s, p99 ${ms(liteHub.p99Ms)}`,
          verdict: judged(liteHub.requestsPerSecond >= b.pgliteHubRps && liteHub.p99Ms <= b.pgliteHubP99Ms),
        }
      : notMeasured(liteTarget),
  );

  const tripsTarget = `4. Step save ≤ ${b.saveRoundTrips} round trips to PostgreSQL`;
  out.push(
    saveRoundTrips === null
      ? notMeasured(tripsTarget)
      : { target: tripsTarget, measured: String(saveRoundTrips), verdict: judged(saveRoundTrips <= b.saveRoundTrips) },
  );
  const pgStatic = find(measurements, 'PostgreSQL', 'static');
  for (const [route, share, label] of [
    ['save', b.saveShareOfStatic, 'Step save'],
    ['hub', b.hubShareOfStatic, 'Hub read'],
  ] as const) {
    const figures = find(measurements, 'PostgreSQL', route);
    const target = `4. ${label} ≥ ${share * 100} % of the static route (PostgreSQL), p99 ≤ ${b.p99TimesStatic}× the static route's`;
    if (!figures || !pgStatic) out.push(notMeasured(target));
    else {
      const rate = ratio(figures.requestsPerSecond, pgStatic.requestsPerSecond);
      const tail = ratio(figures.p99Ms, pgStatic.p99Ms);
      out.push({
        target,
        measured: `${percent(rate)}, p99 ${ms(figures.p99Ms)} (${times(tail)})`,
        verdict: judged(rate >= share && tail <= b.p99TimesStatic),
      });
    }
  }

  for (const [label, value, bound] of [
    ['Hub', hubLcpMs, b.hubLcpMs],
    ['Step page', stepLcpMs, b.stepLcpMs],
  ] as const) {
    const target = `5. ${label} LCP ≤ ${seconds(bound)} (Lighthouse mobile)`;
    out.push(value === null || Number.isNaN(value) ? notMeasured(target) : { target, measured: seconds(value), verdict: judged(value <= bound) });
  }

  // Each process added up to the machine's cores should add hub reads; past them, none can.
  const scaleTarget = `6. Each PostgreSQL process added, up to the ${cores} cores, adds hub-read throughput`;
  const counts = [...new Set(measurements.filter((m) => m.database === 'PostgreSQL' && m.route === 'hub').map((m) => m.processes))]
    .filter((count) => count <= cores)
    .sort((x, y) => x - y);
  const rates = counts.map((count) => find(measurements, 'PostgreSQL', 'hub', count)?.requestsPerSecond ?? 0);
  out.push(
    counts.length < 2
      ? notMeasured(scaleTarget)
      : {
          target: scaleTarget,
          measured: counts.map((count, index) => `${count}: ${rps(rates[index] ?? 0)}`).join(', ') + ' req/s',
          verdict: judged(rates.every((rate, index) => index === 0 || rate > (rates[index - 1] ?? 0))),
        },
  );
  return out;
}

/** Rows of the API table: each route beside the static route of the same database and process count. */
export function apiRows(measurements: readonly Measurement[]): string[][] {
  return measurements.map((m) => {
    const reference = measurements.find((s) => s.database === m.database && s.processes === m.processes && s.route === 'static');
    const f = m.figures;
    return [
      m.database,
      String(m.processes),
      ROUTE_LABELS[m.route],
      rps(f.requestsPerSecond),
      reference ? times(ratio(f.requestsPerSecond, reference.figures.requestsPerSecond)) : '–',
      ms(f.p50Ms),
      ms(f.p99Ms),
      reference ? times(ratio(f.p99Ms, reference.figures.p99Ms)) : '–',
      mb(f.rssMb),
      String(f.failures),
    ];
  });
}

export const API_HEADERS = ['database', 'processes', 'route', 'req/s', '× static', 'p50', 'p99', 'p99 × static', 'RSS', 'failures'];

/** A table in plain text for the terminal, columns padded to their widest cell; numbers align right. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const numeric = headers.map((_, column) => rows.length > 0 && rows.every((row) => /^[\d.,–]/.test(row[column] ?? '')));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

export const FIGURES_START = '<!-- bench:start -->';
export const FIGURES_END = '<!-- bench:end -->';

/** The page with the text between its figure markers replaced; the prose around them stays as written. */
export function replaceFigures(page: string, figures: string): string {
  const start = page.indexOf(FIGURES_START);
  const end = page.indexOf(FIGURES_END);
  if (start === -1 || end < start) throw new Error(`The page has no ${FIGURES_START} … ${FIGURES_END} block.`);
  return `${page.slice(0, start + FIGURES_START.length)}\n${figures.trim()}\n${page.slice(end)}`;
}
