/**
 * Arithmetic on calendar days written yyyy-MM-dd, with no time zone involved: the schemas, the timeline and the
 * date pickers share it, and the hub's first load carries it without any schema library.
 */
import type { DateOrder } from './locales';

/** The date `years` before `day`; 29 February falls back to 28 February. */
export function yearsBefore(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year - years, month - 1, date));
  if (shifted.getUTCMonth() !== month - 1) shifted.setUTCDate(0);
  return shifted.toISOString().slice(0, 10);
}

/** The date `years` after `day`; 29 February falls back to 28 February. */
export const yearsAfter = (day: string, years: number) => yearsBefore(day, -years);

/** A yyyy-MM-dd day written as the reader writes dates: dd/MM/yyyy, or MM/dd/yyyy month first (spec 000 §9). */
export function writtenDay(day: string, order: DateOrder): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return order === 'month-first' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}
