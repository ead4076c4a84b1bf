/**
 * Reading and writing a response's document-scan verification (./record.ts) in provider_states. Writes take a
 * transaction from `lockedWrite`, so none lands on a response that is completed, expired or withdrawn.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { providerStates } from '../../db/schema';
import { findOwnedProviderState, loadProviderStates, type ProviderStateOwner, writeProviderState } from '../states';
import type { DocumentScanRecord } from './record';

const KIND = 'document_scan' as const;

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
  owner: ProviderStateOwner;
}

/** The verification our id names, whoever's it is: the hosted page's only key, as a service's page link is. */
export async function findDocumentScan(db: Database, verificationId: string): Promise<OwnedDocumentScan | undefined> {
  const found = await findOwnedProviderState(db, KIND, sql`${providerStates.data} ->> 'verification_id' = ${verificationId}`);
  return found && { record: found.data, owner: found.owner };
}
