/**
 * "Continue on your phone" (docs/documents.md "Continue on your phone", docs/decisions/0037):
 *
 *   POST /reference-requests/{guid}/handoffs/ candidate token; `{"step", "send_email"}` → 201 a phone link for that step
 *   GET  /handoff/                   phone link's token; the step's uploaders and the uploads made on the step
 *   POST /handoff/document           phone link's token; one file for the step, through the one upload pipeline,
 *                                    kept once under its Idempotency-Key
 *
 * A phone link's token opens these two calls and nothing else: every other call looks for a candidate token and
 * answers it 401, and these two look only for phone links, so a candidate token is refused here the same way.
 */
import { Hono } from 'hono';
import { documentTypesFor } from '../../domain/document-types';
import { parseUploadFields, shownFileName } from '../../domain/documents/upload.schema';
import { sectionOfStep } from '../../domain/documents/step-section';
import {
  HANDOFF_CREATE_LIMIT,
  HANDOFF_LIFETIME_MS,
  handoffRequestSchema,
  handoffUrl,
} from '../../domain/handoff/handoff';
import { handoffUploaders } from '../../domain/handoff/handoff-uploaders';
import { MESSAGES } from '../../domain/messages';
import type { ReferenceResponse } from '../../domain/reference-response';
import { serverToday } from '../../domain/today';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { lockResponseForWrite } from '../db/repositories/reference-requests';
import { DOCUMENT_UPLOAD, FILE_FIELD, keepDocument, type DocumentDeps } from '../documents/documents';
import { fileToKeep, readUpload } from '../documents/pipeline';
import { detailError, issuesToFieldErrors, parseOrThrow, ValidationError } from '../errors';
import { createHandoff, handoffsMadeSince, queueHandoffEmail, requireHandoff, spendHandoffUpload, type Handoff } from '../handoff/handoffs';
import { readJsonObject } from '../http';
import { throttled } from '../middleware/rate-limit';
import { malwareScanFor } from '../providers/malware-scan/adapters';
import { writeAttemptOf } from '../requests/idempotency';
import { loadReferenceResponse } from '../requests/load-response';
import { asksFor, NOT_ASKED_DETAIL } from '../requests/response-write';
import { writeRefusal } from '../requests/write-lock';
import { fileStorageFor } from '../storage/file-storage';

const UPLOAD_PREFIX = '0:';
const UPLOAD_FIELDS = ['type', 'expiry_date', 'selected_level', 'employment_response', 'education_response'] as const;

/**
 * The uploaders of the link's step, as the candidate's own page would show them now, and the catalogue's types they
 * take: the link uploads to its own step and nowhere else.
 */
function stepUploaders(handoff: Handoff, response: ReferenceResponse) {
  const { slots, offered } = handoffUploaders(handoff.step, response);
  const taken = new Set([...slots, ...offered].map((slot) => slot.type));
  const documentTypes = documentTypesFor(response.reference_request).filter((type) => taken.has(type.slug));
  return { documentTypes, slots, offered };
}

export function handoffRoutes({ db, config, logger, now }: AppDeps) {
  const routes = new Hono<AppEnv>();
  const deps: DocumentDeps = { db, logger, storage: fileStorageFor(config), scanner: malwareScanFor(config) };

  routes.post('/reference-requests/:guid/handoffs/', async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid)) throw notFound();
    const at = now();
    const refusal = writeRefusal(candidate, at);
    if (refusal) throw detailError(409, refusal);
    const { step, send_email: sendEmail } = parseOrThrow(handoffRequestSchema, await readJsonObject(c));
    const section = sectionOfStep(step);
    const response = await loadReferenceResponse(db, candidate.requestId, at);
    if (!section || !asksFor(response, { section, step }, at)) throw detailError(404, NOT_ASKED_DETAIL);

    // Under the response's lock, as every write: a link is never made for a request that a completion beside it has
    // just closed, and two presses at once cannot both slip under the limit.
    const made = await db.transaction(async (tx) => {
      const locked = await lockResponseForWrite(tx, candidate.responseId);
      if (!locked) throw notFound();
      const lockedRefusal = writeRefusal(locked, at);
      if (lockedRefusal) throw detailError(409, lockedRefusal);
      if ((await handoffsMadeSince(tx, candidate.requestId, new Date(at.getTime() - HANDOFF_LIFETIME_MS))) >= HANDOFF_CREATE_LIMIT) {
        throw throttled(Math.ceil(HANDOFF_LIFETIME_MS / 1000));
      }
      const { token, expiresAt } = await createHandoff(tx, candidate.requestId, step, at);
      const url = handoffUrl(config.publicUrl, token);
      if (sendEmail) await queueHandoffEmail(tx, candidate.requestId, url, at);
      return { url, expiresAt };
    });
    return c.json({ step, url: made.url, expires_at: made.expiresAt.toISOString(), emailed: sendEmail }, 201);
  });

  routes.get('/handoff/', async (c) => {
    const at = now();
    const handoff = await requireHandoff(db, c.req.header('authorization'), at);
    const response = await loadReferenceResponse(db, handoff.candidate.requestId, at);
    const { documentTypes, slots, offered } = stepUploaders(handoff, response);
    return c.json({
      step: handoff.step,
      section: sectionOfStep(handoff.step),
      company_name: response.reference_request.company_name,
      expires_at: handoff.expiresAt.toISOString(),
      uploads_left: handoff.uploadsLeft,
      today: serverToday(at),
      document_types: documentTypes,
      slots,
      offered_slots: offered,
      uploads: response.documents.uploaded
        .filter((upload) => upload.step === handoff.step)
        .map(({ id, type, file_name: fileName, expiry_date: expiryDate }) => ({ id, type, file_name: fileName, expiry_date: expiryDate })),
    });
  });

  routes.post('/handoff/document', async (c) => {
    const attempt = writeAttemptOf(c);
    const handoff = await requireHandoff(db, c.req.header('authorization'), now(), { usedUp: attempt !== null });
    const form = await readUpload(c, DOCUMENT_UPLOAD);
    if (!form.file || form.file.length === 0) throw new ValidationError({ [FILE_FIELD]: [MESSAGES.fileRequired] });

    const at = now();
    const response = await loadReferenceResponse(db, handoff.candidate.requestId, at);
    const { documentTypes } = stepUploaders(handoff, response);
    // The link's step is where the upload is made, whatever the form says.
    const input = { ...Object.fromEntries(UPLOAD_FIELDS.map((name) => [name, form.fields.get(`${UPLOAD_PREFIX}${name}`) ?? null])), step: handoff.step };
    const fields = parseUploadFields(
      {
        today: serverToday(at),
        documentTypes,
        employmentIds: new Set(response.employers.map((employer) => employer.id)),
        educationIds: new Set(response.candidate_education_details.map((record) => record.id)),
      },
      input,
    );
    if (!fields.success) throw new ValidationError(issuesToFieldErrors(fields.issues));

    const kept = await fileToKeep(deps, form.file, DOCUMENT_UPLOAD);
    // The link is part of what the key names: the same key sent through another link is another request.
    const linkAttempt = attempt && { ...attempt, request: `${attempt.request} link ${handoff.id}` };
    const uploaded = await keepDocument(deps, handoff.candidate, at, kept, fields.output, shownFileName(form.fileName), linkAttempt, (tx) =>
      spendHandoffUpload(tx, handoff.id, at),
    );
    return c.json(uploaded, 201);
  });

  return routes;
}
