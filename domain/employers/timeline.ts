/**
 * The employment timeline (spec 001 §2 "Employer step", §5 "Employment sufficiency", §9): over the look-back (the
 * last 5 years, or more when the request counts more years of employment), the employments, merged where they
 * overlap, and the gaps between them. One pure function that the screen draws, the completion rule judges
 * (domain/progress.ts) and the server enforces through it; the algorithm is in docs/employment.md.
 *
 * Every date is a calendar day, yyyy-MM-dd, and every period includes both its ends: an employment runs from its
 * first to its last day worked (a present one to today), and a gap from the first day nobody employed the candidate
 * to the last.
 */
import { yearsBefore } from '../calendar';
import type { EmployerLine, EmploymentGap, ReferenceResponse } from '../reference-response';
import { employmentCriteria } from './options';

const DAY_MS = 24 * 60 * 60 * 1000;

const toUtc = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** The days of a period, both ends included. */
export const daysIn = (start: string, end: string): number => Math.round((toUtc(end) - toUtc(start)) / DAY_MS) + 1;

/** One calendar month after `day`; the 31st (or 29 February) falls back to the month's last day. */
export function oneMonthAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfNext = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(year, month, Math.min(date, lastOfNext)));
}

/**
 * A period longer than one calendar month: 1 to 31 January is exactly one month, 1 January to 1 February is over
 * it; from 31 January, one month runs to 27 February (28 February in a leap year).
 */
export const overOneMonth = (start: string, end: string): boolean => addDays(end, 1) > oneMonthAfter(start);

interface Period {
  start: string;
  end: string;
}

export interface EmploymentBlock extends Period {
  kind: 'employment';
  /** The lines in this block, in start order: more than one where employments overlap. */
  employerIds: number[];
  count: number;
}

export interface GapBlock extends Period {
  kind: 'gap';
  /** Longer than one month: a gap activity is asked for, where the request counts years (`flagged`). */
  overOneMonth: boolean;
  /** The timeline asks the candidate to explain this gap. */
  flagged: boolean;
  /** The saved gaps (with a guid) that overlap it. */
  explainedBy: number[];
  /** Each part of it the saved gaps leave uncovered is one month or shorter. */
  explained: boolean;
  /** The parts left uncovered that are over one month: what is still to explain. */
  unexplained: Period[];
}

export type TimelineEntry = EmploymentBlock | GapBlock;

export interface Timeline {
  /** The look-back's first day and its last (today). */
  start: string;
  end: string;
  /** Employments overlapping the look-back and the gaps between them, oldest first. */
  entries: TimelineEntry[];
  /** Gaps flagged and not yet explained. */
  unexplainedGaps: GapBlock[];
  /**
   * Days of the look-back the history accounts for: employments, saved gaps, and gaps of a month or less, which
   * need no explanation (spec 001 §5 "total days (employment, other employers, gaps)").
   */
  historyDays: number;
}

export interface TimelineInput {
  employers: readonly Pick<EmployerLine, 'id' | 'employment_period_from' | 'employment_period_to' | 'is_present'>[];
  gaps: readonly Pick<EmploymentGap, 'id' | 'guid' | 'start_date' | 'end_date'>[];
  /** yyyy-MM-dd */
  today: string;
  lookBackYears: number;
  /** Whether gaps over a month ask for an activity (only where employment is counted by years). */
  flagGaps: boolean;
}

/** A line's period; a line without a start, or starting after today, has none. */
function periodOf(line: TimelineInput['employers'][number], today: string): (Period & { id: number }) | null {
  const start = line.employment_period_from;
  if (!start || start > today) return null;
  const end = line.is_present || !line.employment_period_to ? today : line.employment_period_to;
  return { id: line.id, start, end: end > today ? today : end };
}

/** The parts of `period` that none of `covers` reaches. */
function uncovered(period: Period, covers: readonly Period[]): Period[] {
  const parts: Period[] = [];
  let cursor = period.start;
  for (const cover of [...covers].sort((a, b) => a.start.localeCompare(b.start))) {
    if (cover.end < cursor) continue;
    if (cover.start > period.end) break;
    if (cover.start > cursor) parts.push({ start: cursor, end: addDays(cover.start, -1) });
    cursor = addDays(cover.end, 1);
    if (cursor > period.end) return parts;
  }
  if (cursor <= period.end) parts.push({ start: cursor, end: period.end });
  return parts;
}

export function employmentTimeline(input: TimelineInput): Timeline {
  const { today, flagGaps } = input;
  const start = yearsBefore(today, input.lookBackYears);
  const periods = input.employers
    .map((line) => periodOf(line, today))
    .filter((period): period is Period & { id: number } => period !== null && period.end >= start)
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));

  // Overlapping employments become one block; one that begins the day after another ends stays apart.
  const blocks: EmploymentBlock[] = [];
  for (const period of periods) {
    const last = blocks.at(-1);
    if (last && period.start <= last.end) {
      if (period.end > last.end) last.end = period.end;
      last.employerIds.push(period.id);
      last.count += 1;
    } else {
      blocks.push({ kind: 'employment', start: period.start, end: period.end, employerIds: [period.id], count: 1 });
    }
  }

  const saved = input.gaps
    .filter((gap) => Boolean(gap.guid))
    .map((gap) => ({ id: gap.id, start: gap.start_date, end: gap.end_date }));
  const entries: TimelineEntry[] = [];
  const gapBlock = (period: Period): GapBlock => {
    const long = overOneMonth(period.start, period.end);
    const unexplained = uncovered(period, saved).filter((part) => overOneMonth(part.start, part.end));
    return {
      kind: 'gap',
      ...period,
      overOneMonth: long,
      flagged: flagGaps && long,
      explainedBy: saved
        .filter((gap) => gap.start <= period.end && gap.end >= period.start)
        .map((gap) => gap.id)
        .filter((id): id is number => id !== null),
      explained: unexplained.length === 0,
      unexplained,
    };
  };

  let cursor = start;
  for (const block of blocks) {
    if (block.start > cursor) entries.push(gapBlock({ start: cursor, end: addDays(block.start, -1) }));
    entries.push(block);
    const next = addDays(block.end, 1);
    if (next > cursor) cursor = next;
  }
  if (cursor <= today) entries.push(gapBlock({ start: cursor, end: today }));

  const gaps = entries.filter((entry): entry is GapBlock => entry.kind === 'gap');
  const unexplainedGaps = gaps.filter((gap) => gap.flagged && !gap.explained);
  const missingDays = gaps
    .flatMap((gap) => gap.unexplained)
    .reduce((sum, part) => sum + daysIn(part.start, part.end), 0);
  return { start, end: today, entries, unexplainedGaps, historyDays: daysIn(start, today) - missingDays };
}

/** The response's timeline on `today`, over the look-back its request asks for. */
export function responseTimeline(response: ReferenceResponse, today: string): Timeline {
  const criteria = employmentCriteria(response.reference_request);
  return employmentTimeline({
    employers: response.employers,
    gaps: response.employment_gaps,
    today,
    lookBackYears: criteria.lookBackYears,
    flagGaps: criteria.countType === 'year',
  });
}
