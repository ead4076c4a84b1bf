/**
 * The writers of the consents (spec 000 §7), in the caller's transaction: the disclosure consent (UK DBS or
 * Disclosure Scotland, one record per response) and the fraud-prevention consent, a column of the response.
 * disclosure_signed_at is the server's time of the save; a time the client sends is ignored.
 */
import type { Database } from '../db/client';
import { updateResponse } from '../db/repositories/reference-requests';
import { disclosureConsents } from '../db/schema';

export interface DisclosureConsent {
  declaration: boolean;
  consents: string[];
}

export async function saveDisclosureConsent(
  tx: Database,
  responseId: number,
  step: 'dbs_consent' | 'ds_consent',
  values: DisclosureConsent,
  now: Date,
): Promise<void> {
  await updateResponse(tx, responseId, { disclosureSignedAt: now }, now);
  const record = { step, declaration: values.declaration, consents: values.consents, signedAt: now };
  await tx
    .insert(disclosureConsents)
    .values({ responseId, ...record })
    .onConflictDoUpdate({ target: disclosureConsents.responseId, set: record });
}

export function saveFraudConsent(tx: Database, responseId: number, agreeToFup: boolean, now: Date): Promise<void> {
  return updateResponse(tx, responseId, { agreeToFup }, now);
}
