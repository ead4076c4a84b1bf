import { describe, expect, it } from 'vitest';
import { addDays, daysIn, employmentTimeline, overOneMonth, type GapBlock, type TimelineInput } from './timeline';

const TODAY = '2026-03-15';

type Line = TimelineInput['employers'][number];
const line = (id: number, from: string, to: string | null): Line => ({
  id,
  employment_period_from: from,
  employment_period_to: to,
  is_present: to === null,
});
const savedGap = (id: number, start: string, end: string) => ({ id, guid: `g${id}`, start_date: start, end_date: end });

const timeline = (employers: Line[], extra: Partial<TimelineInput> = {}) =>
  employmentTimeline({ employers, gaps: [], today: TODAY, lookBackYears: 5, flagGaps: true, ...extra });
const gapsOf = (t: ReturnType<typeof timeline>) => t.entries.filter((e): e is GapBlock => e.kind === 'gap');

describe('calendar helpers', () => {
  it('adds days across month ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysIn('2024-01-01', '2024-12-31')).toBe(366);
  });

  it('a gap of exactly one month is not over a month; one day more is', () => {
    expect(overOneMonth('2025-01-01', '2025-01-31')).toBe(false);
    expect(overOneMonth('2025-01-01', '2025-02-01')).toBe(true);
    expect(overOneMonth('2025-04-10', '2025-05-09')).toBe(false);
    expect(overOneMonth('2025-04-10', '2025-05-10')).toBe(true);
    // From the 31st, a month runs to the last day of the next month, less one day.
    expect(overOneMonth('2025-01-31', '2025-02-27')).toBe(false);
    expect(overOneMonth('2025-01-31', '2025-02-28')).toBe(true);
    expect(overOneMonth('2024-01-31', '2024-02-28')).toBe(false);
    expect(overOneMonth('2024-01-31', '2024-02-29')).toBe(true);
  });
});

describe('employmentTimeline', () => {
  it('looks back five years from today, counting the first day', () => {
    const t = timeline([line(1, '2010-01-01', null)]);
    expect(t.start).toBe('2021-03-15');
    expect(t.end).toBe(TODAY);
    expect(t.entries).toStrictEqual([{ kind: 'employment', start: '2010-01-01', end: TODAY, employerIds: [1], count: 1 }]);
    expect(t.historyDays).toBe(daysIn('2021-03-15', TODAY));
    expect(t.historyDays).toBeGreaterThan(5 * 365);
  });

  it('a leap-day today looks back to 28 February', () => {
    expect(employmentTimeline({ employers: [], gaps: [], today: '2028-02-29', lookBackYears: 5, flagGaps: true }).start).toBe('2023-02-28');
  });

  it('a longer look-back widens the window', () => {
    expect(timeline([], { lookBackYears: 7 }).start).toBe('2019-03-15');
  });

  it('no employment is one gap over the whole look-back', () => {
    const [gap] = gapsOf(timeline([]));
    expect(gap).toMatchObject({ start: '2021-03-15', end: TODAY, flagged: true, explained: false });
  });

  it('merges overlapping employments and counts them; the next day is not an overlap', () => {
    const t = timeline([line(1, '2020-01-01', '2023-06-30'), line(2, '2023-01-01', '2024-01-31'), line(3, '2024-02-01', null)]);
    expect(t.entries).toStrictEqual([
      { kind: 'employment', start: '2020-01-01', end: '2024-01-31', employerIds: [1, 2], count: 2 },
      { kind: 'employment', start: '2024-02-01', end: TODAY, employerIds: [3], count: 1 },
    ]);
    expect(t.unexplainedGaps).toStrictEqual([]);
  });

  it('an employment inside another keeps the longer end', () => {
    const t = timeline([line(1, '2019-01-01', null), line(2, '2022-01-01', '2022-12-31')]);
    expect(t.entries).toStrictEqual([{ kind: 'employment', start: '2019-01-01', end: TODAY, employerIds: [1, 2], count: 2 }]);
  });

  it('flags a gap over one month, not one of exactly a month', () => {
    const t = timeline([line(1, '2019-01-01', '2023-03-31'), line(2, '2023-05-01', '2024-06-30'), line(3, '2024-08-01', null)]);
    const gaps = gapsOf(t);
    expect(gaps.map((g) => [g.start, g.end, g.flagged])).toStrictEqual([
      ['2023-04-01', '2023-04-30', false],
      ['2024-07-01', '2024-07-31', false],
    ]);
    const longer = gapsOf(timeline([line(1, '2019-01-01', '2023-03-31'), line(2, '2023-05-02', null)]));
    expect(longer.map((g) => [g.start, g.end, g.flagged])).toStrictEqual([['2023-04-01', '2023-05-01', true]]);
  });

  it('a gap at the start of the look-back and one after the last employment ended', () => {
    const t = timeline([line(1, '2022-01-01', '2025-12-31')]);
    expect(gapsOf(t).map((g) => [g.start, g.end, g.flagged])).toStrictEqual([
      ['2021-03-15', '2021-12-31', true],
      ['2026-01-01', TODAY, true],
    ]);
    expect(t.unexplainedGaps).toHaveLength(2);
  });

  it('an employment that ended before the look-back is left out', () => {
    const t = timeline([line(1, '2010-01-01', '2021-03-14'), line(2, '2021-03-15', null)]);
    expect(t.entries).toStrictEqual([{ kind: 'employment', start: '2021-03-15', end: TODAY, employerIds: [2], count: 1 }]);
  });

  it('matches the gaps the candidate explained; what they leave uncovered must be a month or less', () => {
    const employers = [line(1, '2019-01-01', '2023-01-31'), line(2, '2023-07-01', null)];
    const whole = timeline(employers, { gaps: [savedGap(7, '2023-02-01', '2023-06-30')] });
    expect(gapsOf(whole)[0]).toMatchObject({ flagged: true, explained: true, explainedBy: [7], unexplained: [] });
    expect(whole.unexplainedGaps).toStrictEqual([]);

    const partly = timeline(employers, { gaps: [savedGap(7, '2023-02-01', '2023-05-31')] });
    expect(gapsOf(partly)[0]).toMatchObject({ explained: true, explainedBy: [7] });

    const half = timeline(employers, { gaps: [savedGap(7, '2023-02-01', '2023-03-31')] });
    expect(gapsOf(half)[0]).toMatchObject({ explained: false, unexplained: [{ start: '2023-04-01', end: '2023-06-30' }] });
    expect(half.historyDays).toBe(daysIn(half.start, TODAY) - daysIn('2023-04-01', '2023-06-30'));

    // A gap without a guid is not saved, so it explains nothing.
    const unsaved = timeline(employers, { gaps: [{ id: null, guid: null, start_date: '2023-02-01', end_date: '2023-06-30' }] });
    expect(unsaved.unexplainedGaps).toHaveLength(1);
  });

  it('two saved gaps together explain one gap', () => {
    const t = timeline([line(1, '2019-01-01', '2023-01-31'), line(2, '2023-07-01', null)], {
      gaps: [savedGap(1, '2023-02-01', '2023-03-31'), savedGap(2, '2023-04-01', '2023-06-30')],
    });
    expect(gapsOf(t)[0]).toMatchObject({ explained: true, explainedBy: [1, 2] });
  });

  it('without flagging (employment counted by roles), no gap asks for an activity', () => {
    const t = timeline([line(1, '2024-01-01', null)], { flagGaps: false });
    expect(gapsOf(t)[0]).toMatchObject({ overOneMonth: true, flagged: false });
    expect(t.unexplainedGaps).toStrictEqual([]);
  });

  it('a present employer runs to today whatever leaving date it carries; a line without a start is left out', () => {
    const t = timeline([
      { id: 1, employment_period_from: '2018-01-01', employment_period_to: '2019-01-01', is_present: true },
      { id: 2, employment_period_from: null, employment_period_to: null, is_present: null },
    ]);
    expect(t.entries).toStrictEqual([{ kind: 'employment', start: '2018-01-01', end: TODAY, employerIds: [1], count: 1 }]);
  });
});
