/**
 * A response's instant employment verification order and its life (spec 000 §2, §4, §7). The server decides:
 *
 * - startOrder creates the order at the service the first time the candidate's step asks for it (never at the
 *   hub, which only reads), once per response, bound to that response under our own random reference.
 * - refreshOrder asks the service, by the order the response holds, what it reports now, while the order is open.
 *   Nothing the browser brings back is read: the way back's `case` only chooses what the step shows.
 * - declineOrder tells the service the candidate declined, then stores CANDIDATE_DECLINED with the reason and notes.
 *
 * Every write runs in `lockedWrite`: after completion, expiry or withdrawal nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { isOrderFinished, ORDER_STATUSES } from '../../../domain/employment-verification';
import type { DeclineOrderBody } from '../../../domain/employment-verification.schema';
import type { Language } from '../../../domain/locales';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { detailError } from '../../errors';
import { lockedWrite, writeRefusal } from '../../requests/write-lock';
import type { EmploymentVerificationProvider } from './provider';
import type { InstantEmploymentOrder } from './record';
import { loadOrder, writeOrder } from './store';

export interface EmploymentVerification {
  db: Database;
  provider: EmploymentVerificationProvider;
  publicUrl: string;
  now: () => Date;
}

/** The step (spec 000 §2) the service sends the candidate back to. */
export const STEP_PATH = '/candidate-feedback/instant_employment_verification/instant_employment_verification';

export const ORDER_FINISHED = 'This employment verification is already finished.';

/** The way back: the step of this request, without the candidate's token, which must not pass through a service. */
export const returnPathFor = (requestGuid: string) => `${STEP_PATH}?${new URLSearchParams({ guid: requestGuid })}`;

type Candidate = Pick<
  CandidateRecord,
  'responseId' | 'requestGuid' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'
>;

function refuseLocked(service: EmploymentVerification, candidate: Candidate) {
  const refusal = writeRefusal(candidate, service.now());
  if (refusal) throw detailError(409, refusal);
}

/** The candidate's order, created at the service when there is none. */
export async function startOrder(
  service: EmploymentVerification,
  candidate: Candidate,
  { language }: { language: Language },
): Promise<InstantEmploymentOrder> {
  const existing = await loadOrder(service.db, candidate.responseId);
  if (existing) return existing;
  // Refused before the service is asked: a finished form needs no order, and a real one may cost money.
  refuseLocked(service, candidate);

  const reference = randomUUID();
  const created = await service.provider.createOrder({
    reference,
    returnUrl: `${service.publicUrl}${returnPathFor(candidate.requestGuid)}`,
    language,
  });
  const fresh: InstantEmploymentOrder = {
    id: created.id,
    status: ORDER_STATUSES.inProgress,
    app_url: created.appUrl,
    reference,
    provider: service.provider.name,
    decline_reason: null,
    decline_notes: null,
    created_at: service.now().toISOString(),
  };
  const now = service.now();
  return lockedWrite(service.db, candidate, now, async (tx) => {
    // Two first calls at once: the order the other one stored stands.
    const current = await loadOrder(tx, candidate.responseId);
    if (current) return current;
    await writeOrder(tx, candidate.responseId, fresh, now);
    return fresh;
  });
}

/**
 * Brings the candidate's order up to date with the service while it is open. An order another adapter created is
 * left as it is (only its own service can answer for it), as is a response that can no longer change. The
 * service's errors are the caller's to handle.
 */
export async function refreshOrder(service: EmploymentVerification, candidate: Candidate): Promise<void> {
  const order = await loadOrder(service.db, candidate.responseId);
  if (!order?.reference || isOrderFinished(order.status) || order.provider !== service.provider.name) return;
  if (writeRefusal(candidate, service.now())) return;

  const report = await service.provider.getOrder({ id: order.id, reference: order.reference });
  if (report.status === order.status) return;
  const now = service.now();
  await lockedWrite(service.db, candidate, now, async (tx) => {
    const current = await loadOrder(tx, candidate.responseId);
    if (!current || current.reference !== order.reference || isOrderFinished(current.status)) return;
    const finished = isOrderFinished(report.status);
    const app_url = finished ? null : current.app_url;
    await writeOrder(tx, candidate.responseId, { ...current, status: report.status, app_url }, now);
  });
}

/** The candidate's own order of that id, else 404: another candidate's order is as unknown as a missing one. */
export async function ownOrder(service: EmploymentVerification, candidate: Candidate, id: string) {
  const order = await loadOrder(service.db, candidate.responseId);
  return order?.id === id ? order : undefined;
}

/** Declines the candidate's open order at the service, then keeps the candidate's reason and notes. */
export async function declineOrder(
  service: EmploymentVerification,
  candidate: Candidate,
  order: InstantEmploymentOrder,
  body: DeclineOrderBody,
): Promise<InstantEmploymentOrder> {
  refuseLocked(service, candidate);
  if (isOrderFinished(order.status)) throw detailError(409, ORDER_FINISHED);
  // An order of another adapter, or one kept without a reference, has no service left to tell.
  if (order.reference && order.provider === service.provider.name) {
    await service.provider.declineOrder({
      id: order.id,
      reference: order.reference,
      reason: body.decline_reason,
      notes: body.decline_notes,
    });
  }
  const now = service.now();
  return lockedWrite(service.db, candidate, now, async (tx) => {
    const current = await loadOrder(tx, candidate.responseId);
    if (!current || current.id !== order.id || isOrderFinished(current.status)) throw detailError(409, ORDER_FINISHED);
    const declined: InstantEmploymentOrder = {
      ...current,
      status: ORDER_STATUSES.declined,
      app_url: null,
      decline_reason: body.decline_reason,
      decline_notes: body.decline_notes,
    };
    await writeOrder(tx, candidate.responseId, declined, now);
    return declined;
  });
}
