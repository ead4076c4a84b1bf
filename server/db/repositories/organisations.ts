import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import { isUuid } from '../../http';
import type { Database } from '../client';
import { organisationApiKeys, organisations, referenceRequests, referenceResponses } from '../schema';

/** What the organisation API knows of the caller once its key is resolved. */
export interface OrganisationIdentity {
  id: number;
  guid: string;
  name: string;
}

const identityColumns = { id: organisations.id, guid: organisations.guid, name: organisations.name };

export async function findDefaultOrganisation(db: Database): Promise<OrganisationIdentity> {
  const [row] = await db.select(identityColumns).from(organisations).where(eq(organisations.isDefault, true)).limit(1);
  if (!row) throw new Error('The default organisation is missing: the migrations create it.');
  return row;
}

/** The organisation of an active (not revoked) key, by the key's hash; undefined for any other key. */
export async function findOrganisationByKeyHash(db: Database, keyHash: string) {
  const [row] = await db
    .select({ ...identityColumns, keyId: organisationApiKeys.id })
    .from(organisationApiKeys)
    .innerJoin(organisations, eq(organisations.id, organisationApiKeys.organisationId))
    .where(and(eq(organisationApiKeys.keyHash, keyHash), isNull(organisationApiKeys.revokedAt)))
    .limit(1);
  return row;
}

/** How stale a key's last-used time may be: recording it at most once a minute spares a write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export async function recordKeyUse(db: Database, keyId: number, now: Date): Promise<void> {
  await db
    .update(organisationApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(organisationApiKeys.id, keyId),
        or(isNull(organisationApiKeys.lastUsedAt), lt(organisationApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS))),
      ),
    );
}

export async function listOrganisations(db: Database) {
  return db
    .select({ ...identityColumns, isDefault: organisations.isDefault, createdAt: organisations.createdAt })
    .from(organisations)
    .orderBy(asc(organisations.id));
}

/** An organisation by its name or its guid (what the command line accepts to name one). */
export async function findOrganisation(db: Database, nameOrGuid: string): Promise<OrganisationIdentity | undefined> {
  const byGuid = isUuid(nameOrGuid);
  const [row] = await db
    .select(identityColumns)
    .from(organisations)
    .where(byGuid ? eq(organisations.guid, nameOrGuid.toLowerCase()) : eq(organisations.name, nameOrGuid))
    .limit(1);
  return row;
}

/** Inserts an organisation; undefined when the name is taken. */
export async function insertOrganisation(db: Database, name: string, now: Date): Promise<OrganisationIdentity | undefined> {
  const [row] = await db
    .insert(organisations)
    .values({ name, createdAt: now })
    .onConflictDoNothing({ target: organisations.name })
    .returning(identityColumns);
  return row;
}

export async function insertApiKey(
  db: Database,
  values: { organisationId: number; prefix: string; keyHash: string; label: string | null },
  now: Date,
) {
  const [row] = await db
    .insert(organisationApiKeys)
    .values({ ...values, createdAt: now })
    .returning({ guid: organisationApiKeys.guid, createdAt: organisationApiKeys.createdAt });
  if (!row) throw new Error('API key insert returned no row.');
  return row;
}

export async function listApiKeys(db: Database, organisationId: number) {
  return db
    .select({
      guid: organisationApiKeys.guid,
      prefix: organisationApiKeys.prefix,
      label: organisationApiKeys.label,
      createdAt: organisationApiKeys.createdAt,
      lastUsedAt: organisationApiKeys.lastUsedAt,
      revokedAt: organisationApiKeys.revokedAt,
    })
    .from(organisationApiKeys)
    .where(eq(organisationApiKeys.organisationId, organisationId))
    .orderBy(asc(organisationApiKeys.id));
}

/**
 * Revokes the organisation's active keys that start with `prefixOrGuid` or have that guid; answers how many. A
 * prefix shared by two active keys revokes neither, so a short prefix never takes more than was meant.
 */
export async function revokeApiKey(db: Database, organisationId: number, prefixOrGuid: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const active = await tx
      .select({ id: organisationApiKeys.id, guid: organisationApiKeys.guid, prefix: organisationApiKeys.prefix })
      .from(organisationApiKeys)
      .where(and(eq(organisationApiKeys.organisationId, organisationId), isNull(organisationApiKeys.revokedAt)));
    const wanted = prefixOrGuid.toLowerCase();
    const matches = active.filter((key) => key.guid === wanted || key.prefix === prefixOrGuid);
    const [only] = matches;
    if (!only || matches.length > 1) return matches.length;
    await tx.update(organisationApiKeys).set({ revokedAt: now }).where(eq(organisationApiKeys.id, only.id));
    return 1;
  });
}

/**
 * The request with this guid when it belongs to the organisation, with its response's id; null otherwise, for
 * another organisation's request exactly as for one that does not exist.
 */
export async function findOrganisationRequest(db: Database, organisationId: number, requestGuid: string) {
  if (!isUuid(requestGuid)) return null;
  const [row] = await db
    .select({
      id: referenceRequests.id,
      guid: referenceRequests.guid,
      responseId: referenceResponses.id,
      responseGuid: referenceResponses.guid,
      responseStatus: referenceResponses.status,
    })
    .from(referenceRequests)
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .where(and(eq(referenceRequests.guid, requestGuid.toLowerCase()), eq(referenceRequests.organisationId, organisationId)))
    .limit(1);
  return row ?? null;
}

export type OrganisationRequest = NonNullable<Awaited<ReturnType<typeof findOrganisationRequest>>>;
