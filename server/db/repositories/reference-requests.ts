import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { checks, previousNames, referenceRequests, referenceResponses, socialMedia } from '../schema';

export type NewReferenceRequest = typeof referenceRequests.$inferInsert;
export type NewCheck = Omit<typeof checks.$inferInsert, 'requestId'>;
export type NewReferenceResponse = Omit<typeof referenceResponses.$inferInsert, 'requestId'>;

/** Inserts a request, its checks and its (empty) response; the caller runs this inside a transaction. */
export async function insertRequestWithChecks(
  db: Database,
  request: NewReferenceRequest,
  newChecks: readonly NewCheck[],
  response: NewReferenceResponse,
): Promise<{ id: number; guid: string }> {
  const [created] = await db
    .insert(referenceRequests)
    .values(request)
    .returning({ id: referenceRequests.id, guid: referenceRequests.guid });
  if (!created) throw new Error('Reference request insert returned no row.');
  if (newChecks.length > 0) {
    await db.insert(checks).values(newChecks.map((check) => ({ ...check, requestId: created.id })));
  }
  await db.insert(referenceResponses).values({ ...response, requestId: created.id });
  return created;
}

/** The request a candidate token opens (or none): the token check of every candidate call. */
export async function findRequestByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: referenceRequests.id, guid: referenceRequests.guid })
    .from(referenceRequests)
    .where(eq(referenceRequests.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Everything GET /api/oneform/{guid}/ answers, as one relational query (one round trip): the request with its
 * company and checks, and the response with the candidate's details and their lists.
 */
export async function loadRequestTreeByTokenHash(db: Database, tokenHash: string) {
  return db.query.referenceRequests.findFirst({
    where: eq(referenceRequests.tokenHash, tokenHash),
    with: {
      company: true,
      checks: { orderBy: asc(checks.id) },
      response: {
        with: {
          candidateDetails: true,
          previousNames: { orderBy: [asc(previousNames.position), asc(previousNames.id)] },
          socialMedia: { orderBy: [asc(socialMedia.position), asc(socialMedia.id)] },
        },
      },
    },
  });
}

export type RequestTree = NonNullable<Awaited<ReturnType<typeof loadRequestTreeByTokenHash>>>;

/** State of a request by guid, enough to tell whether its link still leads somewhere useful. */
export async function findRequestStateByGuid(db: Database, guid: string) {
  const [row] = await db
    .select({
      id: referenceRequests.id,
      tokenHash: referenceRequests.tokenHash,
      expireDate: referenceRequests.expireDate,
      hasSoftDeleted: referenceRequests.hasSoftDeleted,
      responseStatus: referenceResponses.status,
    })
    .from(referenceRequests)
    .leftJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .where(eq(referenceRequests.guid, guid))
    .limit(1);
  return row;
}

/** Marks a request withdrawn by the organisation; false when no request has that guid. */
export async function softDeleteRequest(db: Database, guid: string): Promise<boolean> {
  const rows = await db
    .update(referenceRequests)
    .set({ hasSoftDeleted: true, updatedAt: new Date() })
    .where(eq(referenceRequests.guid, guid))
    .returning({ id: referenceRequests.id });
  return rows.length > 0;
}
