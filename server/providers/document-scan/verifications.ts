/**
 * A response's document-scan verification and its life (spec 000 §2 "Identity validation", §4, §9). The server
 * decides the result:
 *
 * - startVerification creates the verification at the service, once per response, bound to that response under
 *   our own random id, and answers it; asking for the link is also the candidate choosing this identity flow.
 * - refreshVerification asks the service, by the verification the response holds, what it reports now, and
 *   mirrors that into the `identity` provider state that the status endpoints and the completion check read.
 *   Nothing the browser brings back is read, so a candidate cannot mark the check done with made-up values.
 *
 * Both write through `lockedWrite`: after completion, expiry or withdrawal nothing changes.
 */
import { randomUUID } from 'node:crypto';
import { IDENTITY_RETURN_PARAMS } from '../../../domain/identity-validation';
import type { Language } from '../../../domain/locales';
import type { Database } from '../../db/client';
import type { CandidateRecord } from '../../db/repositories/reference-requests';
import { detailError } from '../../errors';
import { lockedWrite, writeRefusal } from '../../requests/write-lock';
import { withoutToken } from '../e-signing/return-path';
import { loadProviderStates, writeProviderState } from '../states';
import type { DocumentScanProvider } from './provider';
import { isFinal, PENDING_STATUS, type DocumentScanRecord } from './record';
import { loadDocumentScan, writeDocumentScan } from './store';

export interface DocumentScan {
  db: Database;
  provider: DocumentScanProvider;
  publicUrl: string;
  now: () => Date;
}

/** The identity step (spec 000 §2), where the candidate comes back to by default. */
export const IDENTITY_STEP_PATH = '/candidate-feedback/identity_validation/identity_validation_step';
/** The post-redirect action the way back carries: the step then polls the status until it is final (spec 000 §4). */
export const POLL_ACTION = 'poll';

const PATH_BASE = 'http://return.invalid';

/**
 * The way back from the hosted check: the step's path (or the one the SPA asked for, already checked to be a path
 * of our site) without the candidate's token, which must not pass through an outside service, and with the
 * post-redirect action "poll".
 */
export function returnPathFor(asked: string | null, requestGuid: string): string {
  const stepQuery = new URLSearchParams({ guid: requestGuid, idProvider: 'hooyu' });
  const fallback = `${IDENTITY_STEP_PATH}?${stepQuery.toString()}`;
  const url = new URL(withoutToken(asked ?? fallback), PATH_BASE);
  url.searchParams.set(IDENTITY_RETURN_PARAMS.action, POLL_ACTION);
  return `${url.pathname}${url.search}${url.hash}`;
}

type Candidate = Pick<
  CandidateRecord,
  'responseId' | 'responseStatus' | 'requestStatus' | 'expireDate' | 'hasSoftDeleted'
>;

/** The candidate's verification, created at the service when there is none; the identity flow becomes this one. */
export async function startVerification(
  scan: DocumentScan,
  candidate: Candidate,
  options: { returnPath: string; language: Language },
): Promise<DocumentScanRecord> {
  // Refused before the service is asked: a finished form needs no verification, and a real one may cost money.
  const refusal = writeRefusal(candidate, scan.now());
  if (refusal) throw detailError(409, refusal);

  let fresh: DocumentScanRecord | undefined;
  if (!(await loadDocumentScan(scan.db, candidate.responseId))) {
    const reference = randomUUID();
    const created = await scan.provider.createVerification({
      reference,
      returnUrl: `${scan.publicUrl}${options.returnPath}`,
      language: options.language,
    });
    fresh = {
      verification_id: reference,
      provider: scan.provider.name,
      provider_id: created.id,
      link: created.link,
      status: PENDING_STATUS,
      abandoned: false,
      created_at: scan.now().toISOString(),
      sandbox_choice: null,
    };
  }
  const now = scan.now();
  return lockedWrite(scan.db, candidate, now, async (tx) => {
    // Two first calls at once: the verification the other one stored stands.
    const record = (await loadDocumentScan(tx, candidate.responseId)) ?? fresh;
    if (!record) throw new Error('The document scan verification went missing.');
    if (record === fresh) await writeDocumentScan(tx, candidate.responseId, record, now);
    await writeProviderState(
      tx,
      candidate.responseId,
      'identity',
      { provider: 'first_provider', first_provider_status: record.status, abandoned: record.abandoned },
      now,
    );
    return record;
  });
}

/**
 * Brings the candidate's verification up to date with the service while it is not final. A verification another
 * adapter created is left as it is (only its own service can answer for it), as is a response that can no longer
 * change. The service's errors are the caller's to handle.
 */
export async function refreshVerification(scan: DocumentScan, candidate: Candidate): Promise<void> {
  const record = await loadDocumentScan(scan.db, candidate.responseId);
  if (!record || isFinal(record) || record.provider !== scan.provider.name) return;
  if (writeRefusal(candidate, scan.now())) return;

  const report = await scan.provider.getReport({ id: record.provider_id, reference: record.verification_id });
  if (report.status === record.status && report.abandoned === record.abandoned) return;
  const now = scan.now();
  await lockedWrite(scan.db, candidate, now, async (tx) => {
    const states = await loadProviderStates(tx, candidate.responseId);
    const current = states.document_scan;
    if (current?.verification_id !== record.verification_id || isFinal(current)) return;
    await writeDocumentScan(tx, candidate.responseId, { status: report.status, abandoned: report.abandoned }, now);
    await writeProviderState(
      tx,
      candidate.responseId,
      'identity',
      {
        provider: states.identity?.provider ?? 'first_provider',
        first_provider_status: report.status,
        abandoned: report.abandoned,
      },
      now,
    );
  });
}
