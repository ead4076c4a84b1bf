/**
 * The fitness-and-propriety questionnaire's calls (spec 001 §7, docs/fit-and-proper.md): POST
 * .../fit_and_proper_answer/fit_and_proper_answer/ as JSON or multipart with a signature, the PUT that submits, the
 * signature's download, and the organisation API attaching a questionnaire to the check.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGNATURE_MAX_BYTES } from '../../domain/fit-and-proper/answer.schema';
import { mainQuestions, type FitnessQuestion } from '../../domain/fit-and-proper/questionnaire';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { DEFAULT_QUESTIONNAIRE, DEFAULT_QUESTIONNAIRE_SLUG } from '../../server/fit-and-proper/default-questionnaire';
import { QUESTIONNAIRE_ERRORS } from '../../server/fit-and-proper/questionnaires';
import { ensureQuestionnaire } from '../../server/fit-and-proper/seed';
import { EICAR_SIGNATURE, EICAR_TEST_STRING } from '../../server/providers/malware-scan/sandbox';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse } from './support/candidate';
import { EICAR_BODY_SIGNATURE, useTestScanner } from './support/clamd';
import { expectMalformedMultipartRefused } from './support/malformed-multipart';
import { orgHeaders, tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const dataDir = mkdtempSync(join(tmpdir(), 'fit-and-proper-api-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ctx = useTestApp({ config: { dataDir } });
const scanner = useTestScanner();
beforeEach(() => {
  rmSync(join(dataDir, 'files'), { recursive: true, force: true });
  ctx.makeApp({ config: { malwareScan: scanner.config() } });
});

/** Every file the storage holds, by key. */
const storedKeys = () => {
  const root = join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
};

const FITNESS = validRequestBody({ checks: [{ type: 'fitness_and_proprietary' }] });
const PATH = 'fit_and_proper_answer/fit_and_proper_answer/';
/** The smallest PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  questions: FitnessQuestion[];
  json(method: string, body: unknown, token?: string): Promise<Response>;
  multipart(fields: Record<string, string | Blob>, token?: string): Promise<Response>;
  download(path: string, token?: string): Promise<Response>;
  saved(): Promise<ReferenceResponse>;
}

async function candidate(body: OrgRequestInput = FITNESS): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const url = `/api/oneform/${created.guid}/${response.guid}/${PATH}`;
  return {
    created,
    response,
    questions: response.fit_and_proper.questions,
    json: async (method, payload, token = created.user_token) =>
      ctx.app.request(url, {
        method,
        headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
    multipart: async (fields, token = created.user_token) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return ctx.app.request(url, { method: 'POST', headers: tokenHeaders(token), body: form });
    },
    download: async (path, token = created.user_token) => ctx.app.request(`/api${path}`, { headers: tokenHeaders(token) }),
    saved: () => getResponse(ctx.app, created),
  };
}

const byType = (c: Candidate, type: FitnessQuestion['options_type']) =>
  mainQuestions(c.questions).find((question) => question.options_type === type)!;
const opening = (question: FitnessQuestion) => question.options.find((option) => option.linkedQuestion !== null)!;
const closing = (question: FitnessQuestion) => question.options.find((option) => option.linkedQuestion === null)!;
const png = () => new Blob([PNG], { type: 'image/png' });
const acknowledgeFields = (question: FitnessQuestion, signature: Blob | string = png()) => ({
  question: String(question.id),
  answer: JSON.stringify({ value: question.options[0]!.id, description: null }),
  signature,
});

/** Answers every asked question with the choice that opens no follow-up, signing the acknowledge one. */
async function answerAll(c: Candidate) {
  for (const question of mainQuestions(c.questions)) {
    if (question.options_type === 'acknowledge') {
      expect((await c.multipart(acknowledgeFields(question))).status).toBe(200);
      continue;
    }
    const value =
      question.options_type === 'range' ? 7 : question.options_type === 'checkbox' ? [question.options[0]!.id] : closing(question).id;
    expect((await c.json('POST', { question: question.id, answer: { value } })).status).toBe(200);
  }
}

const complete = (response: ReferenceResponse) =>
  isStepComplete('fit_and_proper', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-03-15' });

describe('the questionnaire in GET /oneform/{guid}/', () => {
  it('carries the shipped questionnaire in four languages, with linked follow-ups, a range, a checkbox and a closing acknowledge', async () => {
    const c = await candidate();
    const fit = c.response.fit_and_proper;
    expect(fit.questionnaire).toBe(DEFAULT_QUESTIONNAIRE_SLUG);
    expect(fit.has_submitted).toBe(false);
    expect(fit.answers).toStrictEqual([]);
    expect(fit.questions.map((question) => question.name)).toStrictEqual(DEFAULT_QUESTIONNAIRE.questions.map((question) => question.name.en));
    expect(fit.questions.map((question) => question.options_type)).toContain('range');
    expect(fit.questions.map((question) => question.options_type)).toContain('checkbox');
    expect(fit.questions.at(-1)!.options_type).toBe('acknowledge');
    const convictions = fit.questions[0]!;
    expect(convictions.section_name).toBe('Honesty, integrity and reputation');
    expect(convictions.translations.fr?.section_name).toBe('Honnêteté, intégrité et réputation');
    expect(convictions.options.map((option) => option.translations['pt-BR'])).toStrictEqual(['Sim', 'Não']);
    const followUp = fit.questions.find((question) => question.id === opening(convictions).linkedQuestion)!;
    expect(followUp.linked_question).toBe(true);
  });

  it('is empty for a request without a fitness check', async () => {
    const c = await candidate(validRequestBody());
    expect(c.response.fit_and_proper).toStrictEqual({ has_submitted: false, questionnaire: null, questions: [], answers: [] });
  });
});

describe('POST .../fit_and_proper_answer/fit_and_proper_answer/', () => {
  it('saves a JSON answer and answers the whole response', async () => {
    const c = await candidate();
    const radio = byType(c, 'radio');
    const answer = await c.json('POST', { question: radio.id, answer: { value: closing(radio).id, description: '  None at all. ' } });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body.fit_and_proper.answers).toStrictEqual([
      { id: expect.any(Number), question: radio.id, answer: { value: closing(radio).id, description: 'None at all.' }, signature: null },
    ]);
    expect(await c.saved()).toStrictEqual(body);
  });

  it('changes the saved answer of a question, by its id or without', async () => {
    const c = await candidate();
    const range = byType(c, 'range');
    const first = (await (await c.json('POST', { question: range.id, answer: { value: 3 } })).json()) as ReferenceResponse;
    const id = first.fit_and_proper.answers[0]!.id;
    await c.json('POST', { id, question: range.id, answer: { value: 9 } });
    await c.json('POST', { question: range.id, answer: { value: 10 } });
    expect((await c.saved()).fit_and_proper.answers).toMatchObject([{ id, question: range.id, answer: { value: 10 } }]);
    expect((await c.json('POST', { id: id + 100, question: range.id, answer: { value: 4 } })).status).toBe(404);
  });

  it('saves an acknowledge answer as multipart with its signature, served back to its own token only', async () => {
    const c = await candidate();
    const acknowledge = byType(c, 'acknowledge');
    const answer = await c.multipart(acknowledgeFields(acknowledge));
    expect(answer.status).toBe(200);
    const saved = ((await answer.json()) as ReferenceResponse).fit_and_proper.answers[0]!;
    expect(saved).toMatchObject({ question: acknowledge.id, answer: { value: acknowledge.options[0]!.id, description: null } });
    expect(saved.signature).toBe(`/oneform/${c.created.guid}/${c.response.guid}/${PATH}${saved.id}/signature/`);

    const image = await c.download(saved.signature!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toBe(`attachment; filename="signature-${saved.id}.png"`);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const served = Buffer.from(await image.arrayBuffer());
    expect(await sharp(served).raw().toBuffer()).toStrictEqual(await sharp(PNG).raw().toBuffer());

    const other = await candidate();
    expect((await c.download(saved.signature!, other.created.user_token)).status).toBe(404);
    const foreignPath = `/oneform/${other.created.guid}/${other.response.guid}/${PATH}${saved.id}/signature/`;
    expect((await c.download(foreignPath, other.created.user_token)).status).toBe(404);
    expect((await c.download(saved.signature!.replace(`${saved.id}/signature`, `${saved.id + 1}/signature`))).status).toBe(404);
  });

  it('asks a linked follow-up under the option that opens it, and drops its answer when the choice changes', async () => {
    const c = await candidate();
    const parent = mainQuestions(c.questions)[0]!;
    const followUp = c.questions.find((question) => question.id === opening(parent).linkedQuestion)!;
    const notAsked = await c.json('POST', { question: followUp.id, answer: { value: [followUp.options[0]!.id] } });
    expect(notAsked.status).toBe(400);
    expect(await notAsked.json()).toStrictEqual({ question: [MESSAGES.followUpNotAsked] });

    await c.json('POST', { question: parent.id, answer: { value: opening(parent).id } });
    expect((await c.json('POST', { question: followUp.id, answer: { value: [followUp.options[0]!.id] } })).status).toBe(200);
    await c.json('POST', { question: parent.id, answer: { value: closing(parent).id } });
    expect((await c.saved()).fit_and_proper.answers.map((answer) => answer.question)).toStrictEqual([parent.id]);
  });

  it.each<[string, (c: Candidate) => unknown, Record<string, string[]>]>([
    ['a range answer above 10', (c) => ({ question: byType(c, 'range').id, answer: { value: 11 } }), { 'answer.value': [MESSAGES.rangeOutOfScale] }],
    ['a range answer below 1', (c) => ({ question: byType(c, 'range').id, answer: { value: 0 } }), { 'answer.value': [MESSAGES.rangeOutOfScale] }],
    ['a range answer that is not whole', (c) => ({ question: byType(c, 'range').id, answer: { value: 5.5 } }), { 'answer.value': [MESSAGES.rangeOutOfScale] }],
    ['an option of another question', (c) => ({ question: byType(c, 'radio').id, answer: { value: byType(c, 'checkbox').options[0]!.id } }), { 'answer.value': [MESSAGES.selectFromList] }],
    ['a list for a single choice', (c) => ({ question: byType(c, 'radio').id, answer: { value: [closing(byType(c, 'radio')).id] } }), { 'answer.value': [MESSAGES.selectFromList] }],
    ['no option ticked', (c) => ({ question: byType(c, 'checkbox').id, answer: { value: [] } }), { 'answer.value': [MESSAGES.selectAnswer] }],
    ['no answer', (c) => ({ question: byType(c, 'radio').id, answer: { value: null } }), { 'answer.value': [MESSAGES.selectAnswer] }],
    ['an unknown question', () => ({ question: 999999, answer: { value: 1 } }), { question: [MESSAGES.selectFromList] }],
    ['an acknowledge sent as JSON, without a signature', (c) => ({ question: byType(c, 'acknowledge').id, answer: { value: byType(c, 'acknowledge').options[0]!.id } }), { signature: [MESSAGES.acknowledgeBySigning] }],
  ])('refuses %s with 400 on its field, keeping what was saved', async (_, body, errors) => {
    const c = await candidate();
    const range = byType(c, 'range');
    await c.json('POST', { question: range.id, answer: { value: 4 } });
    const answer = await c.json('POST', body(c));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect((await c.saved()).fit_and_proper.answers).toMatchObject([{ question: range.id, answer: { value: 4 } }]);
  });

  it('refuses an acknowledge without a signature file, or with one that is not a PNG', async () => {
    const c = await candidate();
    const acknowledge = byType(c, 'acknowledge');
    const { signature: _, ...unsigned } = acknowledgeFields(acknowledge);
    const missing = await c.multipart(unsigned);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toStrictEqual({ signature: [MESSAGES.acknowledgeBySigning] });

    const jpeg = await c.multipart(acknowledgeFields(acknowledge, new Blob([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/png' })));
    expect(jpeg.status).toBe(400);
    expect(await jpeg.json()).toStrictEqual({ signature: [MESSAGES.signatureNotPng] });

    const text = await c.multipart(acknowledgeFields(acknowledge, 'not a file'));
    expect(text.status).toBe(400);
    expect(await text.json()).toStrictEqual({ signature: [MESSAGES.signatureNotPng] });
    expect((await c.saved()).fit_and_proper.answers).toStrictEqual([]);
  });

  describe('the signature goes through the uploads’ pipeline', () => {
    const signed = async (c: Candidate, image: Buffer) => c.multipart(acknowledgeFields(byType(c, 'acknowledge'), new Blob([new Uint8Array(image)])));
    const keptSignature = async (c: Candidate) => (await c.saved()).fit_and_proper.answers.find((answer) => answer.signature)?.signature ?? null;

    it('refuses a PNG with the EICAR test string after it, as an upload is refused, keeping nothing', async () => {
      const c = await candidate();
      const answer = await signed(c, Buffer.concat([PNG, Buffer.from(EICAR_TEST_STRING)]));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ signature: [MESSAGES.fileMalware] });
      expect(ctx.logs.some((line) => line.includes(scanner.kind === 'clamd' ? EICAR_BODY_SIGNATURE : EICAR_SIGNATURE))).toBe(true);
      expect((await c.saved()).fit_and_proper.answers).toStrictEqual([]);
      expect(storedKeys()).toStrictEqual([]);
    });

    it('keeps the image re-encoded: what followed it and its text chunks are gone', async () => {
      const c = await candidate();
      const tagged = await sharp(PNG).png().withMetadata({ exif: { IFD0: { Artist: 'a secret' } } }).toBuffer();
      expect((await signed(c, Buffer.concat([tagged, Buffer.from('hidden after the image')]))).status).toBe(200);
      const served = Buffer.from(await (await c.download((await keptSignature(c))!)).arrayBuffer());
      expect(served.includes('hidden after the image')).toBe(false);
      expect(served.includes('a secret')).toBe(false);
      expect((await sharp(served).metadata()).exif).toBeUndefined();
    });

    it('refuses an image of more pixels than the limit, by its header, on the signature field', async () => {
      const c = await candidate();
      const huge = await sharp({ create: { width: 9_999, height: 9_999, channels: 3, background: '#fff' } }).png().toBuffer();
      expect(huge.length).toBeLessThan(SIGNATURE_MAX_BYTES);
      const answer = await signed(c, huge);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ signature: [MESSAGES.imageTooManyPixels] });
      expect(storedKeys()).toStrictEqual([]);
    });

    it('refuses an image over 512 KB on the signature field, reading no more of it', async () => {
      const c = await candidate();
      const answer = await signed(c, Buffer.concat([PNG, Buffer.alloc(SIGNATURE_MAX_BYTES)]));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ signature: [MESSAGES.signatureTooLarge] });
      expect(storedKeys()).toStrictEqual([]);
    });

    it('keeps one file per signature: signing again removes the file it replaces', async () => {
      const c = await candidate();
      const red = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#f00' } }).png().toBuffer();
      expect((await signed(c, PNG)).status).toBe(200);
      const [first] = storedKeys();
      expect((await signed(c, red)).status).toBe(200);
      expect(storedKeys()).toHaveLength(1);
      expect(storedKeys()).not.toContain(first);
      const served = Buffer.from(await (await c.download((await keptSignature(c))!)).arrayBuffer());
      expect((await sharp(served).metadata()).width).toBe(4);
    });

    it('removes the new file when the save is refused after the image was kept', async () => {
      const c = await candidate();
      expect((await signed(c, PNG)).status).toBe(200);
      const [kept] = storedKeys();
      const acknowledge = byType(c, 'acknowledge');
      const wrongId = await c.multipart({ ...acknowledgeFields(acknowledge), id: '999999' });
      expect(wrongId.status).toBe(404);
      expect(storedKeys()).toStrictEqual([kept]);
    });

    it('removes the new file when the transaction fails', async () => {
      const c = await candidate();
      ctx.makeApp({
        config: { malwareScan: scanner.config() },
        db: new Proxy(ctx.db, {
          get(target, property, receiver) {
            if (property === 'transaction') return () => Promise.reject(new Error('injected database failure'));
            return Reflect.get(target, property, receiver);
          },
        }),
      });
      expect((await signed(c, PNG)).status).toBe(500);
      expect(storedKeys()).toStrictEqual([]);
    });
  });

  it('answers 400 {"detail"} to a multipart body that does not parse, never 500', async () => {
    const c = await candidate();
    await expectMalformedMultipartRefused(ctx.app, `/api/oneform/${c.created.guid}/${c.response.guid}/${PATH}`, tokenHeaders(c.created.user_token));
  });

  it('answers 404 for another candidate’s guid or response guid, and 401 without a token', async () => {
    const c = await candidate();
    const other = await candidate();
    const radio = byType(c, 'radio');
    const body = JSON.stringify({ question: radio.id, answer: { value: closing(radio).id } });
    const post = (guid: string, responseGuid: string) =>
      ctx.app.request(`/api/oneform/${guid}/${responseGuid}/${PATH}`, {
        method: 'POST',
        headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
        body,
      });
    expect((await post(other.created.guid, other.response.guid)).status).toBe(404);
    expect((await post(c.created.guid, other.response.guid)).status).toBe(404);
    expect((await c.json('POST', JSON.parse(body), 'not-a-token')).status).toBe(401);
    expect((await c.saved()).fit_and_proper.answers).toStrictEqual([]);
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...FITNESS, sandbox_state: 'completed' });
    const radio = byType(c, 'radio');
    const answer = await c.json('POST', { question: radio.id, answer: { value: closing(radio).id } });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toStrictEqual({ detail: LOCKED_DETAILS.done });
    const signed = await c.multipart(acknowledgeFields(byType(c, 'acknowledge')));
    expect(signed.status).toBe(409);
  });
});

describe('PUT .../fit_and_proper_answer/fit_and_proper_answer/ (the submission)', () => {
  it('is refused while a question is unanswered, then completes the section', async () => {
    const c = await candidate();
    const early = await c.json('PUT', { has_submitted: true });
    expect(early.status).toBe(400);
    expect(await early.json()).toStrictEqual({ non_field_errors: [MESSAGES.questionsUnanswered] });

    const parent = mainQuestions(c.questions)[0]!;
    await answerAll(c);
    // A follow-up opened and left unanswered holds the submission back too.
    await c.json('POST', { question: parent.id, answer: { value: opening(parent).id } });
    expect((await c.json('PUT', { has_submitted: true })).status).toBe(400);
    await c.json('POST', { question: parent.id, answer: { value: closing(parent).id } });

    const done = await c.json('PUT', { has_submitted: true });
    expect(done.status).toBe(200);
    const body = (await done.json()) as ReferenceResponse;
    expect(body.fit_and_proper.has_submitted).toBe(true);
    expect(complete(body)).toBe(true);

    // Opening a follow-up after the submission takes it back until that is answered.
    await c.json('POST', { question: parent.id, answer: { value: opening(parent).id } });
    expect((await c.saved()).fit_and_proper.has_submitted).toBe(false);
  });

  it('takes only has_submitted true', async () => {
    const c = await candidate();
    await answerAll(c);
    const answer = await c.json('PUT', { has_submitted: false });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ has_submitted: [MESSAGES.required] });
  });

  it('refuses with 409 once the form is submitted', async () => {
    const c = await candidate({ ...FITNESS, sandbox_state: 'completed' });
    expect((await c.json('PUT', { has_submitted: true })).status).toBe(409);
  });
});

describe('POST /api/org/requests attaching a questionnaire', () => {
  const SHORT = {
    slug: 'short-fitness-test',
    title: 'Short fitness test',
    questions: [DEFAULT_QUESTIONNAIRE.questions.find((question) => question.type === 'range')!],
  };

  const post = (body: OrgRequestInput) =>
    ctx.app.request('/api/org/requests', { method: 'POST', headers: orgHeaders(), body: JSON.stringify(body) });

  it('asks the questionnaire the fitness check names by slug', async () => {
    await ensureQuestionnaire(ctx.db, SHORT);
    await ensureQuestionnaire(ctx.db, SHORT);
    const c = await candidate(validRequestBody({ checks: [{ type: 'fitness_and_proprietary', questionnaire: SHORT.slug }] }));
    expect(c.response.fit_and_proper.questionnaire).toBe(SHORT.slug);
    expect(c.questions.map((question) => question.name)).toStrictEqual([SHORT.questions[0]!.name.en]);
  });

  it('refuses an unknown slug, and a questionnaire on another check', async () => {
    const unknown = await post(validRequestBody({ checks: [{ type: 'fitness_and_proprietary', questionnaire: 'no-such-test' }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toStrictEqual({ 'checks.0.questionnaire': [QUESTIONNAIRE_ERRORS.unknown] });
    const elsewhere = await post(validRequestBody({ checks: [{ type: 'employment', questionnaire: DEFAULT_QUESTIONNAIRE_SLUG }] }));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toStrictEqual({ 'checks.0.questionnaire': [QUESTIONNAIRE_ERRORS.notAsked] });
  });

  it('prefills a ready_to_submit request with every question answered and submitted', async () => {
    const c = await candidate({ ...FITNESS, sandbox_state: 'ready_to_submit' });
    expect(c.response.fit_and_proper.has_submitted).toBe(true);
    expect(c.response.fit_and_proper.answers.length).toBeGreaterThanOrEqual(mainQuestions(c.questions).length);
    expect(complete(c.response)).toBe(true);
  });
});
