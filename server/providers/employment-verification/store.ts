/**
 * Reading and writing a response's instant employment verification order (./record.ts) in provider_states. Writes
 * take a transaction from `lockedWrite`, so none lands on a response that is completed, expired or withdrawn.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { companies, providerStates, referenceRequests, referenceResponses } from '../../db/schema';
import { loadProviderStates, writeProviderState } from '../states';
import { instantEmploymentOrderSchema, type InstantEmploymentOrder } from './record';

const KIND = 'instant_employment';

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
  owner: Pick<
    CandidateRecord,
    'responseId' | 'requestGuid' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'
  > & { companyName: string };
}

/** The order our reference names, whoever's it is: the sandbox page's only key, as a service's page link is. */
export async function findOrder(db: Database, reference: string): Promise<OwnedOrder | undefined> {
  const [row] = await db
    .select({
      data: providerStates.data,
      owner: {
        responseId: referenceResponses.id,
        requestGuid: referenceRequests.guid,
        responseStatus: referenceResponses.status,
        requestStatus: referenceRequests.status,
        expireDate: referenceRequests.expireDate,
        hasSoftDeleted: referenceRequests.hasSoftDeleted,
        companyName: companies.name,
      },
    })
    .from(providerStates)
    .innerJoin(referenceResponses, eq(referenceResponses.id, providerStates.responseId))
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.requestId))
    .innerJoin(companies, eq(companies.id, referenceRequests.companyId))
    .where(and(eq(providerStates.kind, KIND), sql`${providerStates.data} -> 'orders' -> 0 ->> 'reference' = ${reference}`))
    .limit(1);
  if (!row) return undefined;
  const parsed = v.safeParse(v.object({ orders: v.array(instantEmploymentOrderSchema) }), row.data);
  const order = parsed.success ? parsed.output.orders[0] : undefined;
  return order ? { order, owner: row.owner } : undefined;
}
