/**
 * A response's credit search as we keep it, in provider_states under the kind `credit` beside the `credit_status`
 * the status endpoint, the hub and the completion check read (server/providers/states.ts): one search per response,
 * started by the step's Submit and followed until its status is known.
 */
import * as v from 'valibot';
import { CREDIT_CHECK_PROVIDERS } from './provider';

export const creditRecordSchema = v.object({
  /** The search's status as last reported: "pending" until it is known; null before any search. */
  credit_status: v.nullable(v.string()),
  search: v.optional(
    v.nullable(
      v.object({
        /** Our id of the search: the reference the service keeps. */
        reference: v.pipe(v.string(), v.uuid()),
        /** The adapter that started it, which alone is asked about it. */
        provider: v.picklist(CREDIT_CHECK_PROVIDERS),
        /** The service's id of the search. */
        provider_id: v.pipe(v.string(), v.nonEmpty()),
        started_at: v.pipe(v.string(), v.isoTimestamp()),
      }),
    ),
    null,
  ),
});

export type CreditRecord = v.InferOutput<typeof creditRecordSchema>;
export type CreditSearchRecord = NonNullable<CreditRecord['search']>;
