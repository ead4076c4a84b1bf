/**
 * A response's credit search and its life (spec 000 §2 "Adverse financial history", §4, §7). The server decides
 * the result:
 *
 * - startCreditSearch starts the search at the service, once per response, with the candidate's saved name, date
 *   of birth and current address, bound to that response under our own random reference; the stored credit status
 *   becomes "pending".
 * - refreshCreditSearch asks the service, by the search the response holds, what it reports now, and mirrors it
 *   into `credit_status`, which the status endpoint, the hub and the completion check read. Once the status is
 *   known the service is not asked again and nothing changes it.
 *
 * Both write through `lockedWrite`: after completion, expiry or withdrawal nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { CREDIT_PENDING_STATUS, isCreditStatusKnown, type CreditSearchSubject } from '../../../domain/credit-check';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { lockedWrite, writeRefusal } from '../../requests/write-lock';
import { loadProviderStates, writeProviderState } from '../states';
import type { CreditCheckProvider, CreditSearchPerson } from './provider';
import type { CreditRecord, CreditSearchRecord } from './record';

export interface CreditCheck {
  db: Database;
  provider: CreditCheckProvider;
  now: () => Date;
}

type Candidate = Pick<CandidateRecord, 'responseId' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'>;

export async function loadCreditRecord(db: Database, responseId: number): Promise<CreditRecord | undefined> {
  return (await loadProviderStates(db, responseId)).credit;
}

/** Whether the response already has a search, or a status that needs none (a sandbox state may have set one). */
export const hasCreditSearch = (record: CreditRecord | undefined): record is CreditRecord =>
  Boolean(record?.search) || isCreditStatusKnown(record?.credit_status);

export function personOf(subject: CreditSearchSubject, countryCode: string): CreditSearchPerson {
  const address = subject.current_address;
  return {
    firstName: subject.first_name,
    middleName: subject.middle_name,
    lastName: subject.last_name,
    dateOfBirth: subject.date_of_birth,
    address: {
      streetAddress: address.street_address,
      streetAddressCont: address.street_address_cont,
      city: address.city,
      state: address.state,
      postalCode: address.postal_code,
      countryCode,
    },
  };
}

/**
 * Starts the candidate's search unless the response has one; answers the record as stored and whether this call
 * started it. The caller has checked that the response may change and that the subject is complete.
 */
export async function startCreditSearch(
  check: CreditCheck,
  candidate: Candidate,
  person: CreditSearchPerson,
): Promise<{ record: CreditRecord; started: boolean }> {
  const existing = await loadCreditRecord(check.db, candidate.responseId);
  if (hasCreditSearch(existing)) return { record: existing, started: false };

  const reference = randomUUID();
  const { id } = await check.provider.startSearch({ reference, person });
  const search: CreditSearchRecord = {
    reference,
    provider: check.provider.name,
    provider_id: id,
    started_at: check.now().toISOString(),
  };
  const now = check.now();
  return lockedWrite(check.db, candidate, now, async (tx) => {
    // Two first calls at once: the search the other one stored stands.
    const current = await loadCreditRecord(tx, candidate.responseId);
    if (hasCreditSearch(current)) return { record: current, started: false };
    const record: CreditRecord = { credit_status: CREDIT_PENDING_STATUS, search };
    await writeProviderState(tx, candidate.responseId, 'credit', record, now);
    return { record, started: true };
  });
}

/**
 * Brings the candidate's search up to date with the service while its status is not known. A search another
 * adapter started is left as it is (only its own service can answer for it), as is a response that can no longer
 * change. The service's errors are the caller's to handle.
 */
export async function refreshCreditSearch(check: CreditCheck, candidate: Candidate): Promise<void> {
  const record = await loadCreditRecord(check.db, candidate.responseId);
  const search = record?.search;
  if (!search || isCreditStatusKnown(record.credit_status) || search.provider !== check.provider.name) return;
  if (writeRefusal(candidate, check.now())) return;

  const { status } = await check.provider.getStatus({ id: search.provider_id, reference: search.reference });
  if (status === record.credit_status) return;
  const now = check.now();
  await lockedWrite(check.db, candidate, now, async (tx) => {
    const current = await loadCreditRecord(tx, candidate.responseId);
    if (current?.search?.reference !== search.reference || isCreditStatusKnown(current.credit_status)) return;
    await writeProviderState(tx, candidate.responseId, 'credit', { credit_status: status }, now);
  });
}
