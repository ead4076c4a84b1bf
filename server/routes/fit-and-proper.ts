/**
 * The fitness-and-propriety questionnaire's calls (spec 001 §7, docs/fit-and-proper.md):
 *
 * - POST .../fit_and_proper_answer/fit_and_proper_answer/: one answer, as JSON {id?, question, answer: {value,
 *   description}}, or for an acknowledge question as multipart with `question`, `answer` (that object as JSON text),
 *   optional `id`, and the `signature` image file (PNG);
 * - PUT on the same path {has_submitted: true}: completes the section once every asked question is answered;
 * - GET .../fit_and_proper_answer/fit_and_proper_answer/{id}/signature/: the image of an acknowledge answer, to
 *   its own token only.
 *
 * Both writes run the one write path (server/requests/response-write.ts) over the questionnaire as it stands under
 * the lock, and answer the whole reference response, as the other section saves do.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { notFound, requireCandidate, sameGuid } from '../auth/candidate-auth';
import { DETAILS, detailError } from '../errors';
import { removeKeptFile, readUpload } from '../documents/pipeline';
import { findSignatureKey, saveAnswer, submitAnswers } from '../fit-and-proper/save-answer';
import { keepSignature, SIGNATURE_FIELD, SIGNATURE_UPLOAD } from '../fit-and-proper/signature';
import { jsonBodyError, readJsonBody } from '../http';
import { recordId, responseWrites, writeToResponse } from '../requests/response-write';
import { malwareScanFor } from '../providers/malware-scan/adapters';
import { loadReferenceResponse } from '../requests/load-response';
import { fileStorageFor } from '../storage/file-storage';

const PATH = '/oneform/:guid/:responseGuid/fit_and_proper_answer/fit_and_proper_answer/';

const isMultipart = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** A form field as the JSON body would carry it: a whole number where one is expected, else the text for the schema to refuse. */
const numberField = (field: unknown) => (typeof field === 'string' && /^\d{1,9}$/.test(field) ? Number(field) : field);

interface AnswerBody {
  body: unknown;
  /** The signature file's bytes, for the uploads' pipeline; null when the body sends no file. */
  signature: Uint8Array | null;
}

/**
 * The multipart body as the JSON one: `answer` is JSON text, `signature` the file's bytes (a text field of that name
 * goes to the schema, which refuses it). Read as it streams in, the signature held to its size.
 */
async function readMultipartAnswer(c: Context): Promise<AnswerBody> {
  const form = await readUpload(c, SIGNATURE_UPLOAD);
  const field = (name: string) => form.fields.get(name);
  let answer: unknown = field('answer');
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer) as unknown;
    } catch {
      throw detailError(400, DETAILS.malformedJson);
    }
    const refusal = jsonBodyError(answer);
    if (refusal) throw refusal;
  }
  const id = field('id');
  return {
    body: {
      id: id === undefined || id === '' ? null : numberField(id),
      question: numberField(field('question')),
      answer,
      signature: form.file ?? field(SIGNATURE_FIELD),
    },
    signature: form.file,
  };
}

export function fitAndProperRoutes(deps: AppDeps) {
  const { db, config, logger, now } = deps;
  const routes = new Hono<AppEnv>();
  const files = { storage: fileStorageFor(config), scanner: malwareScanFor(config), logger };
  const writes = responseWrites(deps);
  const target = { section: 'fit_and_proper' } as const;

  routes.post(PATH, async (c) => {
    const candidate = c.get('writableResponse');
    // The body is read, and the signature scanned and stored, before the lock is taken: a slow client or scanner
    // must not hold the candidate's row.
    const { body, signature } = isMultipart(c) ? await readMultipartAnswer(c) : { body: await readJsonBody(c), signature: null };
    const key = signature ? await keepSignature(files, candidate.responseGuid, signature) : null;
    const at = now();
    let saved;
    try {
      saved = await writeToResponse(db, candidate, target, at, async (tx, before) => {
        const unheld = await saveAnswer(tx, { responseId: candidate.responseId, now: at }, before.fit_and_proper, body, key);
        return { response: await loadReferenceResponse(tx, candidate.requestId, at), unheld };
      });
    } catch (error) {
      if (key) await removeKeptFile(files, key);
      throw error;
    }
    // Files the save let go of are removed only once it has committed, so a failed save keeps what it held.
    for (const file of saved.unheld) await removeKeptFile(files, file);
    return c.json(saved.response);
  });

  routes.put(
    PATH,
    writes.save({
      target,
      read: readJsonBody,
      write: (tx, { candidate, before, input }) => submitAnswers(tx, candidate.responseId, before.fit_and_proper, input),
    }),
  );

  routes.get(`${PATH}:id/signature/`, async (c) => {
    const candidate = await requireCandidate(db, c.req.header('authorization'));
    if (!sameGuid(c.req.param('guid'), candidate.requestGuid) || !sameGuid(c.req.param('responseGuid'), candidate.responseGuid)) {
      throw notFound();
    }
    const id = recordId(c.req.param('id'));
    const key = id === null ? null : await findSignatureKey(db, candidate.responseId, id);
    const image = key ? await files.storage.get(key) : null;
    if (!image) throw notFound();
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="signature-${id}.png"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
