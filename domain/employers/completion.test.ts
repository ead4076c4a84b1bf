import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { ReferenceResponse } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import { employerLine } from '../testing/employer-line';
import { employmentStatus } from './completion';

const TODAY = '2026-03-15';

function response(adjust: (r: ReferenceResponse) => void): ReferenceResponse {
  const r = buildResponse({ checks: [{ slug: 'employment' }] });
  adjust(r);
  return r;
}
const gap = (start_date: string, end_date: string) => ({
  id: 1,
  guid: 'g1',
  start_date,
  end_date,
  gap_reason: 'ON_VACATION' as const,
  additional_notes: null,
});

describe('employmentStatus', () => {
  it('a skip completes the section whatever the lines', () => {
    const status = employmentStatus(response((r) => (r.employment_check_skip_reason = 'no_additional_employment_history')), TODAY);
    expect(status).toMatchObject({ skipped: true, complete: true });
  });

  it('no line is never complete', () => {
    expect(employmentStatus(response(() => {}), TODAY).complete).toBe(false);
  });

  it('counted by years: the history must pass years × 365 days, and every flagged gap be explained', () => {
    const covered = employmentStatus(response((r) => (r.employers = [employerLine({ employment_period_from: '2021-03-15' })])), TODAY);
    expect(covered).toMatchObject({ sufficient: true, issues: [], complete: true });

    const short = response((r) => (r.employers = [employerLine({ employment_period_from: '2023-01-01' })]));
    expect(employmentStatus(short, TODAY)).toMatchObject({
      sufficient: false,
      issues: [MESSAGES.employmentGapsUnfilled, MESSAGES.employmentCriteriaNotMet],
      complete: false,
    });
    short.employment_gaps = [gap('2021-03-15', '2022-12-31')];
    expect(employmentStatus(short, TODAY)).toMatchObject({ sufficient: true, issues: [], complete: true });
  });

  it('counted by years: a history of exactly years × 365 days is short, one day more is enough', () => {
    const from = (date: string) =>
      response((r) => {
        r.reference_request.criteria_count = 4;
        r.employers = [employerLine({ employment_period_from: date })];
      });
    // The five-year look-back starts 2021-03-15; the year before the employment is an unexplained gap.
    expect(employmentStatus(from('2022-03-17'), TODAY)).toMatchObject({ timeline: { historyDays: 4 * 365 }, sufficient: false });
    expect(employmentStatus(from('2022-03-16'), TODAY)).toMatchObject({ timeline: { historyDays: 4 * 365 + 1 }, sufficient: true });
  });

  it('counted by roles: a count met with no employer line at all is still not complete', () => {
    const none = response((r) => {
      r.reference_request.minimum_criteria_count_type = 'role';
      r.reference_request.criteria_count = 0;
    });
    expect(employmentStatus(none, TODAY)).toMatchObject({ sufficient: true, issues: [], complete: false });
  });

  it('counted by years: a gap of a month or less needs no activity and still counts', () => {
    const status = employmentStatus(
      response((r) => (r.employers = [employerLine({ id: 1, employment_period_from: '2020-01-01', is_present: false, employment_period_to: '2024-01-31' }), employerLine({ id: 2, employment_period_from: '2024-03-01' })])),
      TODAY,
    );
    expect(status).toMatchObject({ sufficient: true, issues: [], complete: true });
  });

  it('counted by roles: at least criteria_count lines, gaps never asked', () => {
    const roles = (count: number) =>
      response((r) => {
        r.reference_request.minimum_criteria_count_type = 'role';
        r.reference_request.criteria_count = 2;
        r.employers = Array.from({ length: count }, (_, i) => employerLine({ id: i + 1, employment_period_from: '2025-01-01' }));
      });
    expect(employmentStatus(roles(1), TODAY)).toMatchObject({ issues: [MESSAGES.employmentCriteriaNotMet], complete: false });
    expect(employmentStatus(roles(2), TODAY)).toMatchObject({ issues: [], complete: true });
  });

  it('a line not completed keeps the section open', () => {
    expect(employmentStatus(response((r) => (r.employers = [employerLine({ is_completed: false })])), TODAY).complete).toBe(false);
  });
});
