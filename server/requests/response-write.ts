/**
 * The one write path of a candidate's response (ARCHITECTURE.md "Data safety"). Every save and delete the candidate
 * makes runs here, in this order:
 *
 * 1. the input (body, reference lists) is read before the lock is taken: a slow client must not hold the row;
 * 2. one transaction locks the response row and judges the write lock again (`lockedWrite`), so saves, deletes and
 *    the completion of one response run one after another and nothing lands after completion or expiry;
 * 3. under that lock the response as it stands is loaded, and a write to a section (or details step) the request
 *    does not ask for is refused with 404 (domain/requirements.ts decides what a request needs);
 * 4. the route's own write runs, given that response; anything it throws rolls every change back;
 * 5. the answer is the whole reference response as GET /oneform/{guid}/ would now give it, unless the route names
 *    another: the same read of the response that keeps its section completions in step (`lockedChange`);
 * 6. a write sent with an `Idempotency-Key` already taken by this response is answered as the first was and writes
 *    nothing (idempotency.ts): a double press or a resend makes one record.
 *
 * A route states only its section, what it reads and what it writes (`responseWrites`).
 */
import type { Context, Handler } from 'hono';
import type { ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound } from '../auth/candidate-auth';
import type { Database } from '../db/client';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { detailError } from '../errors';
import { once, writeAttemptOf } from './idempotency';
import { loadReferenceResponse } from './load-response';
import { lockedChange, type LockedChange, writeRefusal } from './write-lock';

/** What a write changes: a section of the request, and for the details section the step. */
export interface WriteTarget {
  section: SectionSlug;
  step?: StepSlug;
}

export const NOT_ASKED_DETAIL = 'This request does not ask for this section.';

/** Whether the request needs the target, on the server's date (a passport's expiry can change what it needs). */
export function asksFor(response: ReferenceResponse, target: WriteTarget, now: Date): boolean {
  const needed = requiredSections(response, serverToday(now)).find(({ section }) => section === target.section);
  return needed !== undefined && (target.step === undefined || needed.steps.includes(target.step));
}

function refuseUnasked(response: ReferenceResponse, target: WriteTarget, now: Date): void {
  if (!asksFor(response, target, now)) throw detailError(404, NOT_ASKED_DETAIL);
}

/**
 * The early look, for a write that first asks an outside service (which may charge for it): refuses with 409 when the
 * write lock holds and 404 when the request does not ask for the target, before anything is sent. The write itself
 * still goes through `writeToResponse`, which judges both again under the row lock.
 */
export async function refuseEarly(db: Database, candidate: CandidateRecord, target: WriteTarget, now: Date): Promise<ReferenceResponse> {
  const refusal = writeRefusal(candidate, now);
  if (refusal) throw detailError(409, refusal);
  const response = await loadReferenceResponse(db, candidate.requestId, now);
  refuseUnasked(response, target, now);
  return response;
}

/**
 * Runs `write` in one transaction that locks the response, refuses a locked response (409) and a target the request
 * does not ask for (404), and gives `write` the response as it stands under the lock.
 */
export function changeResponse<T>(
  db: Database,
  candidate: Pick<CandidateRecord, 'requestId' | 'responseId'>,
  target: WriteTarget,
  now: Date,
  write: (tx: Database, before: ReferenceResponse) => Promise<T>,
): Promise<LockedChange<T>> {
  return lockedChange(db, candidate, now, async (tx) => {
    const before = await loadReferenceResponse(tx, candidate.requestId, now);
    refuseUnasked(before, target, now);
    return write(tx, before);
  });
}

/** `changeResponse` for a caller that needs only what its write gave back. */
export async function writeToResponse<T>(
  db: Database,
  candidate: Pick<CandidateRecord, 'requestId' | 'responseId'>,
  target: WriteTarget,
  now: Date,
  write: (tx: Database, before: ReferenceResponse) => Promise<T>,
): Promise<T> {
  return (await changeResponse(db, candidate, target, now, write)).result;
}

/** What a route's write is given. */
export interface WriteScene<I> {
  candidate: CandidateRecord;
  at: Date;
  /** The response as it stands under the lock, before this write. */
  before: ReferenceResponse;
  /** What `read` took from the request before the lock. */
  input: I;
}

export interface SaveSpec<I, R> {
  target: WriteTarget | ((c: Context<AppEnv>) => WriteTarget);
  /** Reads the request (body, lists) before the lock is taken. */
  read?: (c: Context<AppEnv>) => Promise<I>;
  write: (tx: Database, scene: WriteScene<I>) => Promise<R>;
  /** The answer when it is not the whole reference response. */
  answer?: (result: R) => unknown;
  /** The candidate when the path names no response (the write lock's middleware sets it otherwise). */
  candidate?: (c: Context<AppEnv>) => Promise<CandidateRecord>;
}

export interface RemoveSpec {
  target: WriteTarget;
  /** Deletes the record of that id inside the transaction; false when the response has none. */
  remove: (tx: Database, responseId: number, id: number) => Promise<boolean>;
}

/** The largest value of a PostgreSQL integer column: a larger id names no record. */
const MAX_RECORD_ID = 2_147_483_647;

/** The record id of a path segment, or null when the segment cannot be one. */
export function recordId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Route handlers over the one write path. */
export function responseWrites({ db, now }: Pick<AppDeps, 'db' | 'now'>) {
  function save<I = undefined, R = unknown>(spec: SaveSpec<I, R>): Handler<AppEnv> {
    return async (c) => {
      const target = typeof spec.target === 'function' ? spec.target(c) : spec.target;
      const candidate = spec.candidate ? await spec.candidate(c) : c.get('writableResponse');
      const attempt = writeAttemptOf(c);
      const input = (spec.read ? await spec.read(c) : undefined) as I;
      const at = now();
      const { result: outcome, after } = await changeResponse(db, candidate, target, at, (tx, before) =>
        once(tx, candidate.responseId, attempt, async () => {
          const result = await spec.write(tx, { candidate, at, before, input });
          // A write that makes a line returns its id (an employer, a gap, a referee).
          const recordId = typeof result === 'number' ? result : null;
          return { result, recordId, answer: spec.answer ? spec.answer(result) : undefined };
        }),
      );
      return c.json(spec.answer ? outcome.answer : after.response);
    };
  }

  /** DELETE .../{id}/: one record of the candidate's own list; an id that is not one answers 404. */
  function remove({ target, remove: removeRecord }: RemoveSpec): Handler<AppEnv> {
    return save({
      target,
      read: (c) => {
        const id = recordId(c.req.param('id'));
        return id === null ? Promise.reject(notFound()) : Promise.resolve(id);
      },
      write: async (tx, { candidate, input: id }) => {
        if (!(await removeRecord(tx, candidate.responseId, id))) throw notFound();
      },
    });
  }

  return { save, remove };
}
