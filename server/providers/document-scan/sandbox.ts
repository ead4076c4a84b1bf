/**
 * The sandbox document-scan service (the default adapter): it behaves like a real hosted identity check from the
 * candidate's side, but its "service" is our own server. A verification's id is our own id of it, its hosted page
 * is our sandbox page (server/routes/document-scan.ts), and what the tester chooses there is the service's memory,
 * kept with the verification (`sandbox_choice`, ./record.ts). The service reports that choice when asked, after
 * answering "pending" to as many look-ups as the tester asked for.
 */
import type { Database } from '../../db/client';
import { lockedWrite } from '../../requests/write-lock';
import { ABANDONED_STATUS, PENDING_STATUS, type DocumentScanRecord, type SandboxOutcome } from './record';
import { findDocumentScan, loadDocumentScan, writeDocumentScan, type OwnedDocumentScan } from './store';
import { DocumentScanUnavailableError, type DocumentScanProvider, type VerificationReport } from './provider';

export const SANDBOX_PAGE_PATH = '/sandbox/document-scan';

/** Look-ups a tester can hold the result back for: at the SPA's 5 s poll, a little over two minutes. */
export const MAX_PENDING_POLLS = 30;

export interface SandboxChoice {
  outcome: SandboxOutcome;
  pendingPolls: number;
}

/** A same-origin address as a path, so the sandbox page only ever returns within our own site. */
function pathOnOrigin(url: string, publicUrl: string): string | null {
  const origin = new URL(publicUrl).origin;
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : null;
}

function reportOf(outcome: SandboxOutcome): VerificationReport {
  return outcome === 'abandon'
    ? { status: ABANDONED_STATUS, abandoned: true }
    : { status: outcome, abandoned: false };
}

const PENDING: VerificationReport = { status: PENDING_STATUS, abandoned: false };

export function sandboxDocumentScan(deps: { db: Database; publicUrl: string; now: () => Date }): DocumentScanProvider {
  async function find(id: string): Promise<OwnedDocumentScan> {
    const found = await findDocumentScan(deps.db, id);
    if (!found || found.record.provider !== 'sandbox') {
      throw new DocumentScanUnavailableError(`The sandbox has no verification ${id}.`);
    }
    return found;
  }

  /** One look-up answered "pending": the tester's count goes down by one, under the response's lock. */
  function usePendingPoll(owner: OwnedDocumentScan['owner'], id: string) {
    return lockedWrite(deps.db, owner, deps.now(), async (tx) => {
      const current = await loadDocumentScan(tx, owner.responseId);
      const choice = current?.sandbox_choice;
      if (current?.verification_id !== id || !choice || choice.pending_polls === 0) return;
      await writeDocumentScan(
        tx,
        owner.responseId,
        { sandbox_choice: { ...choice, pending_polls: choice.pending_polls - 1 } },
        deps.now(),
      );
    });
  }

  return {
    name: 'sandbox',
    async createVerification({ reference, returnUrl, language }) {
      const query = new URLSearchParams({ lang: language });
      const back = pathOnOrigin(returnUrl, deps.publicUrl);
      if (back) query.set('return', back);
      return {
        id: reference,
        link: `${deps.publicUrl}${SANDBOX_PAGE_PATH}/${encodeURIComponent(reference)}?${query.toString()}`,
      };
    },
    async getReport({ id, reference }) {
      if (id !== reference) {
        throw new DocumentScanUnavailableError(`The sandbox's verification ${id} is not ${reference}.`);
      }
      const { record, owner } = await find(id);
      const choice = record.sandbox_choice;
      if (!choice) return PENDING;
      if (choice.pending_polls > 0) {
        await usePendingPoll(owner, id);
        return PENDING;
      }
      return reportOf(choice.outcome);
    },
  };
}

/**
 * The tester's choice on the hosted page, kept against that verification. The first choice stands: a later one,
 * or one for a verification the response no longer holds, changes nothing. Answers the verification as it is.
 */
export function chooseSandboxOutcome(
  db: Database,
  { record, owner }: OwnedDocumentScan,
  choice: SandboxChoice,
  now: Date,
): Promise<DocumentScanRecord | undefined> {
  return lockedWrite(db, owner, now, async (tx) => {
    const current = await loadDocumentScan(tx, owner.responseId);
    if (current?.verification_id !== record.verification_id || current.sandbox_choice) return current;
    const sandbox_choice = { outcome: choice.outcome, pending_polls: choice.pendingPolls };
    await writeDocumentScan(tx, owner.responseId, { sandbox_choice }, now);
    return { ...current, sandbox_choice };
  });
}
