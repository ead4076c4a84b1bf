/**
 * Dates and times as the specification shows them (spec 000 §9): dd/MM/yyyy and HH:mm in every interface
 * language, and MM/dd/yyyy for an English reader whose checks run in the United States (docs/decisions/0010).
 * Both are numeric, so no language's words are needed, nor date-fns: the hub's first load shows the link's expiry
 * date, and a few lines here cost less than date-fns' parser and formatter.
 */
import type { DateOrder } from '../../domain/locales';
import { useDateOrder } from '../ui/date-locale/date-locale';

/** A calendar date ('2026-01-05') is that day on the reader's calendar; anything else is an instant the API sent. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string): Date | null {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value);
  const valid = !Number.isNaN(date.getTime()) && (!calendar || date.getDate() === Number(calendar[3]));
  return valid ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy (or MM/dd/yyyy) in the reader's time zone, or '' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined, order: DateOrder = 'day-first'): string {
  const date = value == null ? null : toDate(value);
  if (!date) return '';
  const day = twoDigits(date.getDate());
  const month = twoDigits(date.getMonth() + 1);
  const year = String(date.getFullYear()).padStart(4, '0');
  return order === 'month-first' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** HH:mm in the reader's time zone, or '' for a missing or invalid date. */
export function formatTime(value: Date | string | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}

/** formatDate in the reader's order: month first for an English reader whose checks run in the United States. */
export function useFormatDate(): (value: Date | string | null | undefined) => string {
  const order = useDateOrder();
  return (value) => formatDate(value, order);
}
