import { describe, expect, it } from 'vitest';
import {
  apiRows,
  formatTable,
  judgeTargets,
  median,
  medianOfRuns,
  ratio,
  replaceFigures,
  type BenchResults,
  type Measurement,
  type RunFigures,
} from './report';

const figures = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  requestsPerSecond: 1000,
  p50Ms: 5,
  p99Ms: 10,
  rssMb: 100,
  failures: 0,
  ...overrides,
});

describe('median of runs', () => {
  it('takes the middle run, or the mean of the two middle ones', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each figure apart and sums the failures', () => {
    const runs = [
      figures({ requestsPerSecond: 900, p99Ms: 40, failures: 1 }),
      figures({ requestsPerSecond: 1100, p99Ms: 12 }),
      figures({ requestsPerSecond: 1000, p99Ms: 20, failures: 2 }),
    ];
    expect(medianOfRuns(runs)).toEqual(figures({ requestsPerSecond: 1000, p99Ms: 20, failures: 3 }));
  });
});

describe('ratio to the static route', () => {
  it('divides, and has no ratio to nothing', () => {
    expect(ratio(250, 1000)).toBe(0.25);
    expect(ratio(1, 0)).toBeNaN();
  });

  it('is shown beside each route of the same database and process count', () => {
    const measurements: Measurement[] = [
      { database: 'PGlite', processes: 1, route: 'static', figures: figures({ requestsPerSecond: 8000, p99Ms: 10 }) },
      { database: 'PGlite', processes: 1, route: 'hub', figures: figures({ requestsPerSecond: 2000, p99Ms: 30 }) },
      { database: 'PostgreSQL', processes: 2, route: 'hub', figures: figures() },
    ];
    const rows = apiRows(measurements);
    expect(rows[1]?.slice(3, 8)).toEqual(['2,000', '0.25×', '5.0 ms', '30 ms', '3.00×']);
    expect(rows[2]?.[4]).toBe('–');
  });
});

describe('target verdicts', () => {
  const measured = ({ staticRps = 10_000, bareRps = 18_000, hubRps = 3000, hubP99 = 30, saveRps = 1500, peakRss = 200 } = {}): Measurement[] => [
    { database: 'PostgreSQL', processes: 1, route: 'bare', figures: figures({ requestsPerSecond: bareRps, rssMb: 60 }) },
    { database: 'PostgreSQL', processes: 1, route: 'static', figures: figures({ requestsPerSecond: staticRps, rssMb: peakRss }) },
    { database: 'PostgreSQL', processes: 1, route: 'hub', figures: figures({ requestsPerSecond: hubRps, p99Ms: hubP99 }) },
    { database: 'PostgreSQL', processes: 1, route: 'save', figures: figures({ requestsPerSecond: saveRps, p99Ms: 40 }) },
    { database: 'PostgreSQL', processes: 2, route: 'hub', figures: figures({ requestsPerSecond: hubRps * 1.5 }) },
    { database: 'PostgreSQL', processes: 4, route: 'hub', figures: figures({ requestsPerSecond: hubRps }) },
  ];
  const results = (overrides: Partial<BenchResults> = {}): BenchResults => ({
    measurements: measured(),
    idleRssMb: { PostgreSQL: 120 },
    saveRoundTrips: 3,
    hubLcpMs: 1500,
    stepLcpMs: 2000,
    cores: 2,
    ...overrides,
  });
  const verdictOf = (given: BenchResults, start: string) => judgeTargets(given).find((result) => result.target.startsWith(start))?.verdict;

  it('meets each target at its very bound and misses it just past', () => {
    const all = judgeTargets(results());
    expect(all.filter((result) => result.verdict === 'missed')).toStrictEqual([]);
    expect(verdictOf(results({ idleRssMb: { PostgreSQL: 151 } }), '1. PostgreSQL')).toBe('missed');
    expect(verdictOf(results({ measurements: measured({ peakRss: 251 }) }), '1. PostgreSQL')).toBe('missed');
    expect(verdictOf(results({ measurements: measured({ bareRps: 20_001 }) }), '2.')).toBe('missed');
    expect(verdictOf(results({ measurements: measured({ saveRps: 1499 }) }), '4. Step save ≥')).toBe('missed');
    expect(verdictOf(results({ measurements: measured({ hubRps: 2999 }) }), '4. Hub read')).toBe('missed');
    expect(verdictOf(results({ measurements: measured({ hubP99: 41 }) }), '4. Hub read')).toBe('missed');
    expect(verdictOf(results({ saveRoundTrips: 4 }), '4. Step save ≤')).toBe('missed');
    expect(verdictOf(results({ hubLcpMs: 1501 }), '5. Hub')).toBe('missed');
    expect(verdictOf(results({ stepLcpMs: 2001 }), '5. Step')).toBe('missed');
  });

  it('asks added processes for throughput only up to the cores', () => {
    const flat = measured().map((m) => (m.route === 'hub' && m.processes === 2 ? { ...m, figures: figures({ requestsPerSecond: 3000 }) } : m));
    expect(verdictOf(results({ measurements: flat }), '6.')).toBe('missed');
    expect(verdictOf(results({ cores: 1 }), '6.')).toBe('not measured');
  });

  it('says what was not measured instead of judging it', () => {
    const given = results({ hubLcpMs: null, saveRoundTrips: null });
    expect(verdictOf(given, '3. PGlite')).toBe('not measured');
    expect(verdictOf(given, '1. PGlite')).toBe('not measured');
    expect(verdictOf(given, '5. Hub')).toBe('not measured');
    expect(verdictOf(given, '4. Step save ≤')).toBe('not measured');
  });
});

describe('tables', () => {
  it('pads text to the left and numbers to the right, under a rule', () => {
    expect(formatTable(['route', 'req/s'], [['hub', '950'], ['static', '12,000']])).toBe(
      ['route    req/s', '------  ------', 'hub        950', 'static  12,000'].join('\n'),
    );
  });

  it('replaces only the figures between the markers', () => {
    const page = 'intro\n<!-- bench:start -->\nold\n<!-- bench:end -->\noutro\n';
    expect(replaceFigures(page, 'new')).toBe('intro\n<!-- bench:start -->\nnew\n<!-- bench:end -->\noutro\n');
    expect(() => replaceFigures('no markers', 'new')).toThrow(/bench:start/);
  });
});
