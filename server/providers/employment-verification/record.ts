/**
 * An instant employment verification order as we keep it, in provider_states under the kind `instant_employment`
 * (server/providers/states.ts), which the orders endpoint, the hub and the completion check read. A response has
 * at most one order, created when the candidate's step first asks for it and kept for good.
 */
import * as v from 'valibot';
import { DECLINE_REASONS, ORDER_STATUSES } from '../../../domain/employment-verification';
import { EMPLOYMENT_VERIFICATION_PROVIDERS } from './provider';

/** What a tester can make the sandbox service report once the tax account is connected. */
export const SANDBOX_OUTCOMES = [ORDER_STATUSES.completed, ORDER_STATUSES.failedPermanently] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const instantEmploymentOrderSchema = v.object({
  /** The service's id of the order. */
  id: v.string(),
  /** The service's status, upper case (domain/employment-verification.ts ORDER_STATUSES). */
  status: v.string(),
  /** The tax-account page the step embeds; null once the order is over. */
  app_url: v.nullable(v.string()),
  /** Our id of the order: the reference the service keeps, and the key of the sandbox's page. */
  reference: v.optional(v.pipe(v.string(), v.uuid())),
  /** The adapter that created it, which alone is asked about it. */
  provider: v.optional(v.picklist(EMPLOYMENT_VERIFICATION_PROVIDERS)),
  decline_reason: v.optional(v.nullable(v.picklist(DECLINE_REASONS))),
  decline_notes: v.optional(v.nullable(v.string())),
  created_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  /** Sandbox only, the sandbox service's memory: the tester connected the tax account, then chose an outcome. */
  sandbox: v.optional(
    v.object({ connected: v.boolean(), outcome: v.nullable(v.picklist(SANDBOX_OUTCOMES)) }),
  ),
});

export type InstantEmploymentOrder = v.InferOutput<typeof instantEmploymentOrderSchema>;

/** The order as the orders endpoint answers it (spec 000 §7: id, status, app_url). */
export const orderAnswer = ({ id, status, app_url }: InstantEmploymentOrder) => ({ id, status, app_url });
