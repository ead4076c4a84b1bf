/**
 * The sandbox income-verification service (the default adapter): it behaves like a real tax-account service from
 * the candidate's side, but its "service" is our own server. An order's id is our own reference, its tax-account
 * page is our sandbox page (server/routes/employment-verification-pages.ts), shown in the step's frame, and what
 * the tester does there is the service's memory, kept with the order (`sandbox`, ./record.ts). The service reports
 * the tester's outcome when asked.
 */
import { ORDER_STATUSES } from '../../../domain/employment-verification';
import type { Database } from '../../db/client';
import { lockedWrite } from '../../requests/write-lock';
import {
  EmploymentVerificationUnavailableError,
  type EmploymentVerificationProvider,
  type OrderReport,
} from './provider';
import type { InstantEmploymentOrder, SandboxOutcome } from './record';
import { findOrder, loadOrder, writeOrder, type OwnedOrder } from './store';

export const SANDBOX_PAGE_PATH = '/sandbox/employment-verification';

/** A same-origin address as a path, so the sandbox page only ever returns within our own site. */
function pathOnOrigin(url: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
}

export function sandboxEmploymentVerification(deps: { db: Database; publicUrl: string }): EmploymentVerificationProvider {
  async function find(id: string, reference: string): Promise<OwnedOrder> {
    const found = id === reference ? await findOrder(deps.db, reference) : undefined;
    if (!found || found.order.provider !== 'sandbox') {
      throw new EmploymentVerificationUnavailableError(`The sandbox has no order ${id} with reference ${reference}.`);
    }
    return found;
  }

  return {
    name: 'sandbox',
    async createOrder({ reference, returnUrl, language }) {
      const query = new URLSearchParams({ lang: language });
      const back = pathOnOrigin(returnUrl, deps.publicUrl);
      if (back) query.set('return', back);
      return {
        id: reference,
        appUrl: `${deps.publicUrl}${SANDBOX_PAGE_PATH}/${encodeURIComponent(reference)}?${query.toString()}`,
      };
    },
    async getOrder({ id, reference }): Promise<OrderReport> {
      const { order } = await find(id, reference);
      return { status: order.sandbox?.outcome ?? ORDER_STATUSES.inProgress };
    },
    async declineOrder({ id, reference }): Promise<OrderReport> {
      await find(id, reference);
      return { status: ORDER_STATUSES.declined };
    },
  };
}

/** What the tester did on the sandbox page: connected the tax account, then chose how the order ends. */
export type SandboxStep = { connect: true } | { outcome: SandboxOutcome };

/**
 * Records the tester's step against that order, under the response's lock. The first outcome stands: a later step,
 * or one for an order the response no longer holds, changes nothing. Answers the order as it is.
 */
export function recordSandboxStep(
  db: Database,
  { order, owner }: OwnedOrder,
  step: SandboxStep,
  now: Date,
): Promise<InstantEmploymentOrder | undefined> {
  return lockedWrite(db, owner, now, async (tx) => {
    const current = await loadOrder(tx, owner.responseId);
    if (!current || current.reference !== order.reference || current.sandbox?.outcome) return current;
    const sandbox = 'connect' in step ? { connected: true, outcome: null } : { connected: true, outcome: step.outcome };
    const changed = { ...current, sandbox };
    await writeOrder(tx, owner.responseId, changed, now);
    return changed;
  });
}
