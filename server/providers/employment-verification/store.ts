/**
 * Reading and writing a response's instant employment verification order (./record.ts) in provider_states. Writes
 * take a transaction from `lockedWrite`, so none lands on a response that is completed, expired or withdrawn.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerStates } from '../../db/schema';
import { findOwnedProviderState, loadProviderStates, type ProviderStateOwner, writeProviderState } from '../states';
import type { InstantEmploymentOrder } from './record';

const KIND = 'instant_employment' as const;

/** The response's order: the first, as the specification's client reads it; a response has at most one. */
export async function loadOrder(db: Database, responseId: number): Promise<InstantEmploymentOrder | undefined> {
  return (await loadProviderStates(db, responseId)).instant_employment?.orders[0];
}

/** Stores the response's order whole. */
export function writeOrder(tx: Database, responseId: number, order: InstantEmploymentOrder, now: Date): Promise<void> {
  return writeProviderState(tx, responseId, KIND, { orders: [order] }, now);
}

/** An order with what its sandbox page needs: whose it is, whether its response may still change. */
export interface OwnedOrder {
  order: InstantEmploymentOrder;
  owner: ProviderStateOwner;
}

/** The order our reference names, whoever's it is: the sandbox page's only key, as a service's page link is. */
export async function findOrder(db: Database, reference: string): Promise<OwnedOrder | undefined> {
  const found = await findOwnedProviderState(db, KIND, sql`${providerStates.data} -> 'orders' -> 0 ->> 'reference' = ${reference}`);
  const order = found?.data.orders[0];
  return order && found && { order, owner: found.owner };
}
