/**
 * The candidate's own date, yyyy-MM-dd, for the requirement and progress rules (a passport that expires today
 * still counts as valid, domain/requirements.ts). Kept apart from format-date.ts so the hub's first load does not
 * carry the date-fns locales, and formatISO rather than format, whose pattern parser the first load does not need.
 */
import { formatISO } from 'date-fns';

export function candidateToday(now: Date = new Date()): string {
  return formatISO(now, { representation: 'date' });
}
