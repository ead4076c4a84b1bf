/**
 * When the employment history is enough (spec 001 §4 "Employers completion", §5 "Employment sufficiency", §8): the
 * hub's step rule (domain/progress.ts), the server's completion check through it, and the messages the employer
 * screen shows when Save would leave the section short.
 */
import { DAYS_PER_YEAR } from '../minimums';
import type { MessageId } from '../messages';
import type { ReferenceResponse } from '../reference-response';
import { EMPLOYMENT_CRITERIA_NOT_MET, EMPLOYMENT_GAPS_UNFILLED } from './completion-messages';
import { employmentCriteria } from './options';
import { responseTimeline, type Timeline } from './timeline';

export interface EmploymentStatus {
  timeline: Timeline;
  skipped: boolean;
  /**
   * Counted by years: the history accounts for more than years × 365 days of the look-back. Counted by roles: at
   * least criteria_count employer lines.
   */
  sufficient: boolean;
  /** What is still missing, as message ids: unexplained gaps, then too little history. */
  issues: MessageId[];
  complete: boolean;
}

export function employmentStatus(response: ReferenceResponse, today: string): EmploymentStatus {
  const timeline = responseTimeline(response, today);
  const criteria = employmentCriteria(response.reference_request);
  const lines = response.employers;
  const sufficient =
    criteria.countType === 'year'
      ? timeline.historyDays > criteria.count * DAYS_PER_YEAR
      : lines.length >= criteria.count;
  const gapsResolved = timeline.unexplainedGaps.length === 0 && response.employment_gaps.every((gap) => Boolean(gap.guid));
  const issues: MessageId[] = [];
  if (!gapsResolved) issues.push(EMPLOYMENT_GAPS_UNFILLED);
  if (!sufficient) issues.push(EMPLOYMENT_CRITERIA_NOT_MET);
  const skipped = Boolean(response.employment_check_skip_reason);
  const linesDone = lines.length > 0 && lines.every((line) => line.is_completed);
  return { timeline, skipped, sufficient, issues, complete: skipped || (linesDone && issues.length === 0) };
}
