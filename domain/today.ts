/**
 * The two "today"s of the product, yyyy-MM-dd, for the rules that judge a date against the present (a date not in
 * the future, the candidate's age, a passport that expires today still counting as current):
 *
 * - the SPA judges with the candidate's date on their own device;
 * - every server rule (the details saves, the completion, the progress, the consents, the e-signing and the sandbox
 *   prefill) judges with one date, the latest anywhere on Earth (UTC+14, Kiribati), so a save and the completion
 *   never judge the same answer against different dates, and a date that is today for some candidate is never "in
 *   the future" for the server.
 *
 * The one known edge: the server's date turns at 10:00 UTC. On its expiry day a passport counts as expired for the
 * server from then on, while on a device in a zone behind UTC+14 it is still current until local midnight (hours
 * later; up to a day in the Americas): the hub may offer Finish, or the form accept the passport, and the server then
 * refuses it.
 */
import { formatISO } from 'date-fns';

/**
 * The candidate's calendar date on their device. formatISO rather than format: the hub's first load must not carry
 * date-fns's pattern parser.
 */
export function candidateToday(now: Date = new Date()): string {
  return formatISO(now, { representation: 'date' });
}

/** UTC+14 is the first zone to reach a date: no candidate's "today" is later than this one. */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/** The server's date for every rule: the latest date anywhere on Earth. */
export function serverToday(now: Date): string {
  return new Date(now.getTime() + LATEST_UTC_OFFSET_MS).toISOString().slice(0, 10);
}
