import { describe, expect, it } from 'vitest';
import {
  apiRows,
  formatTable,
  judgeTargets,
  median,
  medianOfRuns,
  ratio,
  replaceFigures,
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
  const measured = (hubRps: number, hubP99: number, saveRps: number, rssMb = 150): Measurement[] => [
    { database: 'PostgreSQL', processes: 1, route: 'static', figures: figures({ requestsPerSecond: 10_000, rssMb }) },
    { database: 'PostgreSQL', processes: 1, route: 'hub', figures: figures({ requestsPerSecond: hubRps, p99Ms: hubP99, rssMb }) },
    { database: 'PostgreSQL', processes: 1, route: 'save', figures: figures({ requestsPerSecond: saveRps, p99Ms: 20, rssMb }) },
  ];
  const verdictOf = (results: ReturnType<typeof judgeTargets>, start: string) =>
    results.find((result) => result.target.startsWith(start))?.verdict;

  it('meets a target at its very bound and misses it just past', () => {
    expect(verdictOf(judgeTargets(measured(1000, 20, 3000), 1500), 'PostgreSQL hub')).toBe('met');
    expect(verdictOf(judgeTargets(measured(999, 20, 3000), 1500), 'PostgreSQL hub')).toBe('missed');
    expect(verdictOf(judgeTargets(measured(1000, 20.5, 3000), 1500), 'PostgreSQL hub')).toBe('missed');
    expect(verdictOf(judgeTargets(measured(1000, 20, 2999), 1500), 'PostgreSQL step save')).toBe('missed');
    expect(verdictOf(judgeTargets(measured(1000, 20, 3000, 201), 1500), 'PostgreSQL server RSS')).toBe('missed');
    expect(verdictOf(judgeTargets(measured(1000, 20, 3000), 1501), 'Hub LCP')).toBe('missed');
  });

  it('says what was not measured instead of judging it', () => {
    const results = judgeTargets(measured(1000, 20, 3000), null);
    expect(verdictOf(results, 'PGlite hub')).toBe('not measured');
    expect(verdictOf(results, 'Hub LCP')).toBe('not measured');
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
