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
import { findSignatureKey, saveAnswer, submitAnswers } from '../fit-and-proper/save-answer';
import { jsonBodyError, readJsonBody } from '../http';
import { recordId, responseWrites } from '../requests/response-write';
import { fileStorageFor } from '../storage/file-storage';

const PATH = '/oneform/:guid/:responseGuid/fit_and_proper_answer/fit_and_proper_answer/';

const isMultipart = (c: Context) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** A form field as the JSON body would carry it: a whole number where one is expected, else the text for the schema to refuse. */
const numberField = (field: unknown) => (typeof field === 'string' && /^\d{1,9}$/.test(field) ? Number(field) : field);

/** The multipart body as the JSON one: `answer` is JSON text, `signature` the file's bytes. */
async function readMultipartAnswer(c: Context): Promise<unknown> {
  const form = await c.req.parseBody();
  let answer: unknown = form.answer;
  if (typeof answer === 'string') {
    try {
      answer = JSON.parse(answer) as unknown;
    } catch {
      throw detailError(400, DETAILS.malformedJson);
    }
    const refusal = jsonBodyError(answer);
    if (refusal) throw refusal;
  }
  const signature = form.signature;
  return {
    id: form.id === undefined || form.id === '' ? null : numberField(form.id),
    question: numberField(form.question),
    answer,
    signature: signature instanceof File ? new Uint8Array(await signature.arrayBuffer()) : signature,
  };
}

export function fitAndProperRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const routes = new Hono<AppEnv>();
  const storage = fileStorageFor(config);
  const writes = responseWrites(deps);
  const target = { section: 'fit_and_proper' } as const;

  routes.post(
    PATH,
    writes.save({
      target,
      read: (c) => (isMultipart(c) ? readMultipartAnswer(c) : readJsonBody(c)),
      write: (tx, { candidate: { responseId, responseGuid }, at, before, input }) =>
        saveAnswer(tx, { responseId, responseGuid, storage, now: at }, before.fit_and_proper, input),
    }),
  );

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
    const image = key ? await storage.get(key) : null;
    if (!image) throw notFound();
    return c.body(new Uint8Array(image), 200, {
      'Content-Type': 'image/png',
      'Content-Disposition': `attachment; filename="signature-${id}.png"`,
      'X-Content-Type-Options': 'nosniff',
    });
  });

  return routes;
}
