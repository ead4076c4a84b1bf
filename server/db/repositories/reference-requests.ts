import { asc, eq, mapRelationalRow, sql, type BuildRelationalQueryResult, type Query } from 'drizzle-orm';
import type { PgUpdateSetSource, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import {
  candidateAddresses,
  candidateEducation,
  candidateQualifications,
  checks,
  directorships,
  employers,
  employmentGaps,
  fitAndProperAnswers,
  fitAndProperOptions,
  fitAndProperQuestions,
  previousNames,
  referees,
  referenceRequests,
  referenceResponses,
  socialMedia,
  uploadedDocuments,
} from '../schema';

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

/** The ISO code of a country row, which the requirement rules read instead of its id. */
const countryCode = { columns: { shortName: true } } as const;

/** A fitness check's questionnaire: its questions in order, each with its options in order. */
const questionnaireTree = {
  columns: { slug: true },
  with: {
    questions: {
      orderBy: asc(fitAndProperQuestions.position),
      with: { options: { orderBy: asc(fitAndProperOptions.position) } },
    },
  },
} as const;

const TREE_KEY = 'key';

type TreeKeyColumn = typeof referenceRequests.id | typeof referenceRequests.tokenHash;

/** Every record the candidate saved under their response, as the relational query nests them. */
const responseRecords = {
  candidateDetails: true as const,
  previousNames: { orderBy: [asc(previousNames.position), asc(previousNames.id)] },
  socialMedia: { orderBy: [asc(socialMedia.position), asc(socialMedia.id)] },
  idDocumentDetails: { with: { passportCountry: countryCode } },
  addresses: { orderBy: [asc(candidateAddresses.position), asc(candidateAddresses.id)] },
  education: { orderBy: [asc(candidateEducation.position), asc(candidateEducation.id)] },
  qualifications: { orderBy: [asc(candidateQualifications.position), asc(candidateQualifications.id)] },
  directorshipDetails: true as const,
  employers: { orderBy: [asc(employers.position), asc(employers.id)] },
  employmentGaps: { orderBy: [asc(employmentGaps.startDate), asc(employmentGaps.id)] },
  referees: { orderBy: asc(referees.id) },
  directorships: { orderBy: [asc(directorships.position), asc(directorships.id)] },
  uploadedDocuments: { orderBy: asc(uploadedDocuments.id) },
  fitAndProperAnswers: { orderBy: asc(fitAndProperAnswers.id) },
};

/** What the request itself carries: its company, its country, and its checks with their questionnaires. */
const requestRelations = {
  company: true as const,
  country: countryCode,
  checks: { orderBy: asc(checks.id), with: { country: countryCode, questionnaire: questionnaireTree } },
};

/** The request with everything under it, found by one column equal to the query's single parameter. */
function requestTreeQuery(db: Database, by: TreeKeyColumn) {
  return db.query.referenceRequests.findFirst({
    where: eq(by, sql.placeholder(TREE_KEY)),
    with: {
      ...requestRelations,
      response: { with: responseRecords },
    },
  });
}

/**
 * The same tree with what the hub's rules and a change's bookkeeping read besides the answers: what the providers
 * reported and which sections were last recorded complete, so a write's aftermath is one query, not three.
 */
function progressTreeQuery(db: Database, by: TreeKeyColumn) {
  return db.query.referenceRequests.findFirst({
    where: eq(by, sql.placeholder(TREE_KEY)),
    with: {
      ...requestRelations,
      response: {
        with: {
          ...responseRecords,
          providerStates: { columns: { kind: true, data: true } },
          sectionCompletions: { columns: { section: true } },
        },
      },
    },
  });
}

type TreeRow = NonNullable<Awaited<ReturnType<typeof requestTreeQuery>>>;
type ProgressTreeRow = NonNullable<Awaited<ReturnType<typeof progressTreeQuery>>>;

/** What Drizzle builds from a relational query: the SQL with its parameters, and how to fold its rows back up. */
interface BuiltRelationalQuery {
  query: { selection: BuildRelationalQueryResult['selection'] };
  builtQuery: Query;
}

/**
 * Building a query of fifteen relations takes Drizzle more CPU than PostgreSQL takes to run it (the profile in
 * docs/performance.md): it is built once per process and key, and each call only runs the built SQL, as a named
 * prepared statement, on the connection of the caller's database or transaction.
 */
function treeLoader<Row>(name: string, build: (db: Database) => unknown) {
  let built: BuiltRelationalQuery | undefined;
  return (db: Database, key: number | string): Promise<Row | undefined> => {
    // _toSQL is what Drizzle's own prepare() runs; it is kept out of the typings, not out of reach.
    built ??= (build(db) as { _toSQL(): BuiltRelationalQuery })._toSQL();
    const { query, builtQuery } = built;
    const tables = db._.schema;
    const requests = tables?.referenceRequests;
    if (!tables || !requests) throw new Error('The database was opened without its relational schema.');
    return db._.session
      .prepareQuery<PreparedQueryConfig & { execute: Row | undefined }>(builtQuery, undefined, name, true, (rows, mapColumnValue) =>
        rows[0] === undefined ? undefined : (mapRelationalRow(tables, requests, rows[0], query.selection, mapColumnValue) as Row),
      )
      .execute({ [TREE_KEY]: key });
  };
}

const treeById = treeLoader<TreeRow>('request_tree_by_id', (db) => requestTreeQuery(db, referenceRequests.id));
const treeByTokenHash = treeLoader<TreeRow>('request_tree_by_token_hash', (db) => requestTreeQuery(db, referenceRequests.tokenHash));
const progressTreeById = treeLoader<ProgressTreeRow>('request_progress_tree_by_id', (db) =>
  progressTreeQuery(db, referenceRequests.id),
);

/**
 * Everything GET /api/oneform/{guid}/ answers, as one relational query (one round trip): the request with its
 * company, country and checks, and the response with every record the candidate saved.
 */
export function loadRequestTreeByTokenHash(db: Database, tokenHash: string) {
  return treeByTokenHash(db, tokenHash);
}

export function loadRequestTreeById(db: Database, requestId: number) {
  return treeById(db, requestId);
}

/** The request tree with the provider reports and recorded section completions of its response, in one query. */
export function loadProgressTreeById(db: Database, requestId: number) {
  return progressTreeById(db, requestId);
}

export type RequestTree = TreeRow;

/** A candidate's request and response as every candidate call reads them: a join of reference_requests and reference_responses. */
export const CANDIDATE_COLUMNS = {
  requestId: referenceRequests.id,
  requestGuid: referenceRequests.guid,
  companyId: referenceRequests.companyId,
  requestStatus: referenceRequests.status,
  expireDate: referenceRequests.expireDate,
  hasSoftDeleted: referenceRequests.hasSoftDeleted,
  responseId: referenceResponses.id,
  responseGuid: referenceResponses.guid,
  responseStatus: referenceResponses.status,
};

/**
 * What a candidate token opens, in one query: the request's state and its response, enough for the guid checks,
 * the write lock and the provider status calls.
 */
export async function findCandidateByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select(CANDIDATE_COLUMNS)
    .from(referenceRequests)
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .where(eq(referenceRequests.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export type CandidateRecord = NonNullable<Awaited<ReturnType<typeof findCandidateByTokenHash>>>;

/** What the write lock judges, read from the locked rows. */
const LOCKED_STATE = {
  requestId: referenceRequests.id,
  requestStatus: referenceRequests.status,
  expireDate: referenceRequests.expireDate,
  hasSoftDeleted: referenceRequests.hasSoftDeleted,
  responseStatus: sql<(typeof referenceResponses.status)['_']['data']>`${referenceResponses.status}`.as('response_status'),
};

/**
 * Locks the response row and its request's row until the caller's transaction ends, and answers the state the
 * write lock judges, as it stands once the lock is held. Every write to a candidate's response takes this first
 * (`lockedWrite`, server/requests/write-lock.ts), so two writes of one response, or a write and the completion, run
 * one after the other; an organisation withdrawing the request waits for the write in flight too.
 */
export async function lockResponseForWrite(tx: Database, responseId: number) {
  const [row] = await tx
    .select(LOCKED_STATE)
    .from(referenceResponses)
    .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.requestId))
    .where(eq(referenceResponses.id, responseId))
    .for('update');
  return row;
}

/**
 * `lockResponseForWrite` and, in the same statement, `activity` set on the request: a candidate's write takes its
 * lock and records their activity in one round trip. The update joins the locked row, so it runs once the lock is
 * held, and takes the two rows in the same order as every other lock of a response; a refused write rolls it back
 * with the rest of its transaction.
 */
export async function lockResponseForChange(tx: Database, responseId: number, activity: PgUpdateSetSource<typeof referenceRequests>) {
  const locked = tx.$with('locked').as(
    tx
      .select({ ...LOCKED_STATE, responseId: sql<number>`${referenceResponses.id}`.as('response_id') })
      .from(referenceResponses)
      .innerJoin(referenceRequests, eq(referenceRequests.id, referenceResponses.requestId))
      .where(eq(referenceResponses.id, responseId))
      .for('update'),
  );
  const touched = tx.$with('touched').as(
    tx
      .update(referenceRequests)
      .set(activity)
      .from(locked)
      .where(eq(referenceRequests.id, locked.requestId))
      .returning({ id: referenceRequests.id }),
  );
  const [row] = await tx
    .with(locked, touched)
    .select({
      requestId: locked.requestId,
      requestStatus: locked.requestStatus,
      expireDate: locked.expireDate,
      hasSoftDeleted: locked.hasSoftDeleted,
      responseStatus: locked.responseStatus,
    })
    .from(locked);
  return row;
}

/** Marks the response done and its request completed, inside the caller's transaction, which holds their lock. */
export async function markResponseDone(tx: Database, ids: { requestId: number; responseId: number }, now: Date) {
  await tx
    .update(referenceResponses)
    .set({ status: 'done', completedAt: now, updatedAt: now })
    .where(eq(referenceResponses.id, ids.responseId));
  await tx.update(referenceRequests).set({ status: 'completed', updatedAt: now }).where(eq(referenceRequests.id, ids.requestId));
}

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

/** Changes columns of the response itself (not its lists), inside the caller's transaction. */
export async function updateResponse(tx: Database, responseId: number, values: Partial<NewReferenceResponse>, now: Date) {
  await tx
    .update(referenceResponses)
    .set({ ...values, updatedAt: now })
    .where(eq(referenceResponses.id, responseId));
}
