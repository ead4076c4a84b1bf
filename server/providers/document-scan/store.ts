/**
 * Reading and writing a response's document-scan verification (./record.ts) in provider_states. Writes take a
 * transaction from `lockedWrite`, so none lands on a response that is completed, expired or withdrawn.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { companies, providerStates, referenceRequests, referenceResponses } from '../../db/schema';
import { loadProviderStates, writeProviderState } from '../states';
import { documentScanRecordSchema, type DocumentScanRecord } from './record';

const KIND = 'document_scan';

export async function loadDocumentScan(db: Database, responseId: number): Promise<DocumentScanRecord | undefined> {
  return (await loadProviderStates(db, responseId)).document_scan;
}

/** Merges the given fields into the response's verification (a field is replaced whole). */
export function writeDocumentScan(
  tx: Database,
  responseId: number,
  changes: Partial<DocumentScanRecord>,
  now: Date,
): Promise<void> {
  return writeProviderState(tx, responseId, KIND, changes, now);
}

/** A verification with what its hosted page needs: whose it is, whether its response may still change. */
export interface OwnedDocumentScan {
  record: DocumentScanRecord;
  owner: Pick<
    CandidateRecord,
    'responseId' | 'requestGuid' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'
  > & { companyName: string };
}

/** The verification our id names, whoever's it is: the hosted page's only key, as a service's page link is. */
export async function findDocumentScan(db: Database, verificationId: string): Promise<OwnedDocumentScan | undefined> {
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
    .where(and(eq(providerStates.kind, KIND), sql`${providerStates.data} ->> 'verification_id' = ${verificationId}`))
    .limit(1);
  if (!row) return undefined;
  const parsed = v.safeParse(documentScanRecordSchema, row.data);
  return parsed.success ? { record: parsed.output, owner: row.owner } : undefined;
}
