/**
 * The pure half of `npm run bench`: the median of runs, the ratio to the static route, the verdict on each target
 * of docs/performance.md, and the tables it prints and writes. Nothing here measures or touches a process.
 */

export type DatabaseKind = 'PGlite' | 'PostgreSQL';
export type RouteName = 'static' | 'hub' | 'save';

export const ROUTE_LABELS: Record<RouteName, string> = {
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

const find = (measurements: readonly Measurement[], database: DatabaseKind, route: RouteName) =>
  measurements.find((m) => m.database === database && m.route === route && m.processes === 1)?.figures;

const rps = (value: number) => Math.round(value).toLocaleString('en-GB');
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;
const times = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(value < 0.1 ? 3 : 2)}×`);

const judged = (ok: boolean): Verdict => (ok ? 'met' : 'missed');

/** The targets of the performance issue, judged on the single-process measurements. */
export function judgeTargets(measurements: readonly Measurement[], lcpMs: number | null): TargetResult[] {
  const results: TargetResult[] = [];
  const pgStatic = find(measurements, 'PostgreSQL', 'static');
  const pgHub = find(measurements, 'PostgreSQL', 'hub');
  const pgSave = find(measurements, 'PostgreSQL', 'save');
  const liteHub = find(measurements, 'PGlite', 'hub');

  results.push(
    pgHub && pgStatic
      ? {
          target: 'PostgreSQL hub read ≥ 10 % of the static route, p99 ≤ 20 ms',
          measured: `${(ratio(pgHub.requestsPerSecond, pgStatic.requestsPerSecond) * 100).toFixed(1)} %, p99 ${ms(pgHub.p99Ms)}`,
          verdict: judged(ratio(pgHub.requestsPerSecond, pgStatic.requestsPerSecond) >= 0.1 && pgHub.p99Ms <= 20),
        }
      : { target: 'PostgreSQL hub read ≥ 10 % of the static route, p99 ≤ 20 ms', measured: '–', verdict: 'not measured' },
  );
  results.push(
    pgSave
      ? {
          target: 'PostgreSQL step save ≥ 3,000 req/s, p99 ≤ 25 ms',
          measured: `${rps(pgSave.requestsPerSecond)} req/s, p99 ${ms(pgSave.p99Ms)}`,
          verdict: judged(pgSave.requestsPerSecond >= 3000 && pgSave.p99Ms <= 25),
        }
      : { target: 'PostgreSQL step save ≥ 3,000 req/s, p99 ≤ 25 ms', measured: '–', verdict: 'not measured' },
  );
  results.push(
    liteHub
      ? {
          target: 'PGlite hub read ≥ 1,000 req/s, p99 ≤ 60 ms',
          measured: `${rps(liteHub.requestsPerSecond)} req/s, p99 ${ms(liteHub.p99Ms)}`,
          verdict: judged(liteHub.requestsPerSecond >= 1000 && liteHub.p99Ms <= 60),
        }
      : { target: 'PGlite hub read ≥ 1,000 req/s, p99 ≤ 60 ms', measured: '–', verdict: 'not measured' },
  );
  for (const [database, limitMb] of [
    ['PostgreSQL', 200],
    ['PGlite', 500],
  ] as const) {
    const peaks = measurements.filter((m) => m.database === database && m.processes === 1).map((m) => m.figures.rssMb);
    const target = `${database} server RSS ≤ ${limitMb} MB under load`;
    results.push(
      peaks.length > 0
        ? { target, measured: `${mb(Math.max(...peaks))} at most`, verdict: judged(Math.max(...peaks) <= limitMb) }
        : { target, measured: '–', verdict: 'not measured' },
    );
  }
  results.push(
    lcpMs === null
      ? { target: 'Hub LCP ≤ 1.5 s (Lighthouse mobile)', measured: '–', verdict: 'not measured' }
      : { target: 'Hub LCP ≤ 1.5 s (Lighthouse mobile)', measured: `${(lcpMs / 1000).toFixed(2)} s`, verdict: judged(lcpMs <= 1500) },
  );
  return results;
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
