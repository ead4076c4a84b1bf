/**
 * POST /oneform/{guid}/{responseGuid}/complete/ (spec 000 §7): the server checks every required section with the
 * hub's own rules before it marks the response done (ARCHITECTURE.md "The API contract"), in one transaction that
 * holds the response's lock.
 */
import type { ReferenceResponse } from '../../domain/reference-response';
import { SECTION_NAMES } from '../../domain/section-names';
import type { SectionSlug } from '../../domain/sections';
import type { Database } from '../db/client';
import { markResponseDone, type CandidateRecord } from '../db/repositories/reference-requests';
import { ApiError } from '../errors';
import { recordRequestEvent } from '../webhooks/request-events';
import { lockedWrite } from './write-lock';
import { loadReferenceResponse } from './load-response';
import { loadResponseProgress } from './progress';
import { cancelWaitingMessages } from '../mail/outbox';

function incompleteSectionsError(sections: readonly SectionSlug[]): ApiError {
  const names = sections.map((section) => SECTION_NAMES[section]).join(', ');
  return new ApiError(409, {
    detail: `These sections are not complete: ${names}.`,
    missing_sections: sections,
  });
}

/**
 * Completes the candidate's response, or throws the 409 that says why it cannot be completed. The progress is
 * judged under the response's lock (`lockedWrite`), so no save or delete can change it between the check and
 * `done`, and a second completion waits and then meets the write lock.
 */
export function completeResponse(db: Database, candidate: CandidateRecord, now: Date): Promise<ReferenceResponse> {
  return lockedWrite(db, candidate, now, async (tx) => {
    const before = await loadResponseProgress(tx, candidate.requestId, now);
    if (before.progress.incomplete.length > 0) throw incompleteSectionsError(before.progress.incomplete);
    await markResponseDone(tx, candidate, now);
    await recordRequestEvent(tx, candidate.requestId, 'response.submitted', now);
    await cancelWaitingMessages(tx, candidate.requestId, now);
    return loadReferenceResponse(tx, candidate.requestId, now);
  });
}
