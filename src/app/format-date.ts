/**
 * Dates and times as the specification shows them (spec 000 §9): dd/MM/yyyy and HH:mm in every interface
 * language. Both are numeric, so no language's words are needed, nor date-fns: the hub's first load shows the
 * link's expiry date, and a few lines here cost less than date-fns' parser and formatter.
 */

/** A calendar date ('2026-01-05') is that day on the reader's calendar; anything else is an instant the API sent. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string): Date | null {
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  const date = calendar ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])) : new Date(value);
  const valid = !Number.isNaN(date.getTime()) && (!calendar || date.getDate() === Number(calendar[3]));
  return valid ? date : null;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy in the reader's time zone, or '' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}` : '';
}

/** HH:mm in the reader's time zone, or '' for a missing or invalid date. */
export function formatTime(value: Date | string | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}` : '';
}
