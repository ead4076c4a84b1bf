/**
 * The organisation API's reads of its requests (docs/organisation-api.md): always within one organisation, with
 * the status the lifecycle columns give (domain/org-api.ts), computed in SQL so the list can filter on it.
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrgCheck, OrgRequestStatus } from '../../../domain/org-api';
import { orgCheckReport } from './check-statuses';
import type { OrgRequestListQuery } from '../../org/request-list-query';
import type { Database } from '../client';
import { checkStatuses, checks, companies, countries, referenceRequests, referenceResponses, sectionCompletions } from '../schema';

/** The status an organisation sees; withdrawal and submission outrank expiry, which outranks the candidate's progress. */
export function orgStatusSql(now: Date): SQL<OrgRequestStatus> {
  return sql<OrgRequestStatus>`case
    when ${referenceRequests.hasSoftDeleted} then 'withdrawn'
    when ${referenceResponses.status} = 'done' then 'submitted'
    when ${referenceRequests.expireDate} <= ${now} or ${referenceRequests.status} = 'expired' then 'expired'
    when ${referenceRequests.startedAt} is not null then 'in_progress'
    when ${referenceRequests.firstOpenedAt} is not null then 'opened'
    else 'invited' end`;
}

function summaryColumns(now: Date) {
  return {
    id: referenceRequests.id,
    guid: referenceRequests.guid,
    status: orgStatusSql(now),
    candidateFirstName: referenceRequests.candidateFirstName,
    candidateLastName: referenceRequests.candidateLastName,
    candidateEmail: referenceRequests.candidateEmail,
    companyName: companies.name,
    country: countries.shortName,
    expireDate: referenceRequests.expireDate,
    createdAt: referenceRequests.createdAt,
    firstOpenedAt: referenceRequests.firstOpenedAt,
    lastActivityAt: referenceRequests.lastActivityAt,
    submittedAt: referenceResponses.completedAt,
    withdrawnAt: referenceRequests.withdrawnAt,
    updatedAt: referenceRequests.updatedAt,
    responseId: referenceResponses.id,
  };
}

function summaryQuery(db: Database, now: Date) {
  return db
    .select(summaryColumns(now))
    .from(referenceRequests)
    .innerJoin(referenceResponses, eq(referenceResponses.requestId, referenceRequests.id))
    .innerJoin(companies, eq(companies.id, referenceRequests.companyId))
    .innerJoin(countries, eq(countries.id, referenceRequests.countryId));
}

export type OrgRequestRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** One page of the organisation's requests, newest first, and whether another page follows. */
export async function listOrgRequests(db: Database, organisationId: number, query: OrgRequestListQuery, now: Date) {
  const filters: SQL[] = [eq(referenceRequests.organisationId, organisationId)];
  if (query.cursor !== undefined) filters.push(lt(referenceRequests.id, query.cursor));
  if (query.updated_since) filters.push(gte(referenceRequests.updatedAt, query.updated_since));
  if (query.candidate_email) filters.push(sql`lower(${referenceRequests.candidateEmail}) = ${query.candidate_email}`);
  if (query.status.length > 0) filters.push(inArray(orgStatusSql(now), query.status));
  const rows = await summaryQuery(db, now)
    .where(and(...filters))
    .orderBy(desc(referenceRequests.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
}

export async function findOrgRequestRow(db: Database, requestId: number, now: Date): Promise<OrgRequestRow | undefined> {
  const [row] = await summaryQuery(db, now).where(eq(referenceRequests.id, requestId)).limit(1);
  return row;
}

/** The checks of these requests with what the organisation reported on each, by request id, in the order they were asked for. */
export async function checksOfRequests(db: Database, requestIds: readonly number[]): Promise<Map<number, OrgCheck[]>> {
  const byRequest = new Map<number, OrgCheck[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({
      requestId: checks.requestId,
      id: checks.id,
      type: checks.slug,
      level: checks.level,
      country: countries.shortName,
      report: checkStatuses,
    })
    .from(checks)
    .innerJoin(countries, eq(countries.id, checks.countryId))
    .leftJoin(checkStatuses, eq(checkStatuses.checkId, checks.id))
    .where(inArray(checks.requestId, [...requestIds]))
    .orderBy(checks.id);
  for (const { requestId, report, ...check } of rows) {
    const shown: OrgCheck = { ...check, report: report ? orgCheckReport(report) : null };
    byRequest.set(requestId, [...(byRequest.get(requestId) ?? []), shown]);
  }
  return byRequest;
}

export async function sectionCompletionTimes(db: Database, responseId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ section: sectionCompletions.section, completedAt: sectionCompletions.completedAt })
    .from(sectionCompletions)
    .where(eq(sectionCompletions.responseId, responseId));
  return new Map(rows.map((row) => [row.section, row.completedAt]));
}
