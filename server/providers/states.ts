/**
 * What the outside services have reported for a response, kept in provider_states: one row per kind, its data
 * typed here. The sandbox adapters (and later the real ones) write these rows; the status endpoints and the
 * completion check read them through providerStatusesFrom (./status.ts).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  REGISTRATION_CHECKS,
  SIGNED_DOCUMENT_TYPES,
  type SignedDocumentType,
} from '../../domain/provider-status';
import type { Database } from '../db/client';
import type { CandidateRecord } from '../db/repositories/reference-requests';
import { companies, providerStates, referenceRequests, referenceResponses } from '../db/schema';
import { creditRecordSchema } from './credit-check/record';
import { digitalIdSandboxSchema, digitalIdSessionsSchema } from './digital-id/records';
import { documentScanRecordSchema } from './document-scan/record';
import { instantEmploymentOrderSchema } from './employment-verification/record';

/** Which identity flow applies: the digital-ID provider list, or the first provider's hosted check (spec 000 §7). */
const IDENTITY_PROVIDERS = ['digital_id', 'first_provider'] as const;

const signedDocumentSchema = v.object({ signed_and_sealed: v.boolean() });

const identitySchema = v.object({
  provider: v.picklist(IDENTITY_PROVIDERS),
  /** The digital-ID session's result: true once a session succeeded. */
  digital_id_success: v.optional(v.nullable(v.boolean()), null),
  /** The first provider's status, e.g. "pending" or "completed". */
  first_provider_status: v.optional(v.nullable(v.string()), null),
  /** The candidate abandoned the first provider's check. */
  abandoned: v.optional(v.boolean(), false),
});


const instantEmploymentSchema = v.object({ orders: v.array(instantEmploymentOrderSchema) });

const registrationSchema = v.partial(
  v.object(Object.fromEntries(REGISTRATION_CHECKS.map((check) => [check, v.boolean()])) as Record<
    (typeof REGISTRATION_CHECKS)[number],
    v.BooleanSchema<undefined>
  >),
);

/** What the screening widget reported of each check's registration (POST /providers/screening_registration). */
const screeningRegistrationsSchema = v.record(
  v.picklist(REGISTRATION_CHECKS),
  v.object({ registration_id: v.string(), registered_at: v.string(), data: v.unknown() }),
);

export type SignedDocumentKind = `signed_document.${SignedDocumentType}`;

export const signedDocumentKind = (type: SignedDocumentType): SignedDocumentKind => `signed_document.${type}`;

const SCHEMAS = {
  ...(Object.fromEntries(SIGNED_DOCUMENT_TYPES.map((type) => [signedDocumentKind(type), signedDocumentSchema])) as Record<
    SignedDocumentKind,
    typeof signedDocumentSchema
  >),
  identity: identitySchema,
  credit: creditRecordSchema,
  instant_employment: instantEmploymentSchema,
  registration: registrationSchema,
  screening_registrations: screeningRegistrationsSchema,
  digital_id_sessions: digitalIdSessionsSchema,
  digital_id_sandbox: digitalIdSandboxSchema,
  document_scan: documentScanRecordSchema,
};

export type ProviderStateKind = keyof typeof SCHEMAS;
export type ProviderStateData = { [K in ProviderStateKind]: v.InferOutput<(typeof SCHEMAS)[K]> };

/** The states of one response by kind. A row whose data no longer fits its kind counts as not reported. */
export type ProviderStateMap = Partial<ProviderStateData>;

function isProviderStateKind(kind: string): kind is ProviderStateKind {
  return Object.hasOwn(SCHEMAS, kind);
}

/** The reports as stored rows hold them, each kept only when it reads as its kind's schema. */
export function readProviderStateRows(rows: readonly { kind: string; data: unknown }[]): ProviderStateMap {
  const states: Record<string, unknown> = {};
  for (const row of rows) {
    if (!isProviderStateKind(row.kind)) continue;
    const parsed = v.safeParse(SCHEMAS[row.kind], row.data);
    if (parsed.success) states[row.kind] = parsed.output;
  }
  return states as ProviderStateMap;
}

export async function loadProviderStates(db: Database, responseId: number): Promise<ProviderStateMap> {
  const rows = await db
    .select({ kind: providerStates.kind, data: providerStates.data })
    .from(providerStates)
    .where(eq(providerStates.responseId, responseId));
  return readProviderStateRows(rows);
}

/**
 * Records what a provider reported. The given keys are merged into what the kind already holds, so two checks
 * registering separately (drug screening, occupational health) do not overwrite each other.
 */
export async function writeProviderState<K extends ProviderStateKind>(
  db: Database,
  responseId: number,
  kind: K,
  data: Partial<ProviderStateData[K]>,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(providerStates)
    .values({ responseId, kind, data: data as Record<string, unknown>, updatedAt: now })
    .onConflictDoUpdate({
      target: [providerStates.responseId, providerStates.kind],
      set: { data: sql`${providerStates.data} || excluded.data`, updatedAt: now },
    });
}

/** Whose a provider state is, with what a sandbox page needs to judge whether its response may still change. */
export type ProviderStateOwner = Pick<
  CandidateRecord,
  'responseId' | 'requestGuid' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'
> & { companyName: string };

/**
 * The state of `kind` whose data `matches` (a condition on provider_states.data, such as the provider's own id),
 * whoever's it is, with its owner: a sandbox page's link names the provider's record, not the candidate.
 */
export async function findOwnedProviderState<K extends ProviderStateKind>(
  db: Database,
  kind: K,
  matches: SQL,
): Promise<{ data: ProviderStateData[K]; owner: ProviderStateOwner } | undefined> {
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
    .where(and(eq(providerStates.kind, kind), matches))
    .limit(1);
  if (!row) return undefined;
  const parsed = v.safeParse(SCHEMAS[kind], row.data);
  return parsed.success ? { data: parsed.output as ProviderStateData[K], owner: row.owner } : undefined;
}
