/**
 * Races on the referee, directorship, fitness-and-propriety and document writes (docs/operations.md "Under faults"):
 * saves and uploads racing the completion, concurrent deletes of one record, and concurrent first answers to one
 * question. Each write locks the response row first, so every request answers with its own success, 404 or 409
 * (never 500), and what is stored is exactly what the answered requests asked for. They bite on PostgreSQL (the
 * api-postgres project), where the requests really run at once; PGlite runs them one after another.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import type { Country, RefereeLine, ReferenceResponse, UploadedDocument } from '../../domain/reference-response';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { type Answer, atOnce, RACE_TRIALS } from './support/at-once';
import { openCandidate, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();

const TRIALS = RACE_TRIALS(4);
const COMPLETION_AT = 4;

async function candidate(body: OrgRequestInput) {
  const opened = await openCandidate(ctx, body);
  const { created } = opened;
  return {
    ...opened,
    upload: (file: Buffer, type: string) => {
      const form = new FormData();
      form.append('0:file', new File([new Uint8Array(file)], 'bill.png', { type: 'image/png' }));
      form.append('0:type', type);
      return ctx.app.request(`/api/reference-requests/${created.guid}/document`, {
        method: 'POST',
        headers: tokenHeaders(created.user_token),
        body: form,
      });
    },
    removeDocument: (id: number) =>
      ctx.app.request(`/api/reference-requests/${created.guid}/document/${id}`, {
        method: 'DELETE',
        headers: tokenHeaders(created.user_token),
      }),
  };
}

/** The completion among writes sent at once: it answers 200, and each write either went in before it or got 409. */
function splitAroundCompletion(answers: Answer[], writeStatus: number) {
  const completion = answers[COMPLETION_AT]!;
  expect(completion.status).toBe(200);
  for (const answer of answers.filter((_, index) => index !== COMPLETION_AT)) {
    expect([writeStatus, 409]).toContain(answer.status);
    if (answer.status === 409) expect(answer.body).toStrictEqual({ detail: LOCKED_DETAILS.done });
  }
  return completion.body as ReferenceResponse;
}

const refereeBody = (line: RefereeLine, organisation: string) => ({
  id: line.id,
  questionnaire: line.questionnaire,
  relationship: line.relationship,
  together_work_experience: line.together_work_experience,
  organization_name: organisation,
  information_undertaking: line.information_undertaking,
  manager: line.manager,
});

/** A current directorship as the form posts it, in the United Kingdom. */
async function directorship(title: string, token: string) {
  const countries = (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(token) })).json()) as Country[];
  return {
    organisation_name: 'Harbour Street Holdings Ltd',
    organisation_address_1: '14 Harbour Street',
    city: 'Bristol',
    postal_code: 'BS1 4ST',
    country: countries.find((country) => country.short_name === 'GB')!.id,
    directorship_title: title,
    directorship_type: 'executive',
    start_year: 2016,
    start_month: 4,
    start_day: 12,
    is_director: true,
  };
}

describe('section writes racing the completion', () => {
  it('never change a submitted referee list: the stored lines are those the completion answered', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('gb-financial-services', 'ready_to_submit'));
      const line = c.response.references[0]!;
      const saves = Array.from(
        { length: 8 },
        (_, index) => () => c.call('POST', 'reference/reference/', refereeBody(line, `Racer ${trial}-${index} LLP`)),
      );
      const submitted = splitAroundCompletion(
        await atOnce([...saves.slice(0, COMPLETION_AT), () => c.complete(), ...saves.slice(COMPLETION_AT)]),
        200,
      );
      const stored = await c.saved();
      expect(stored.status).toBe('done');
      expect(stored.references).toStrictEqual(submitted.references);
    }
  });

  it('never change a submitted directorship list', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(validRequestBody({ checks: [{ type: 'directorship' }], sandbox_state: 'ready_to_submit' }));
      expect((await c.call('POST', 'details/directorship/', { past_directorships: true })).status).toBe(200);
      const added = await c.call('POST', 'directors/directors/', await directorship('Director', c.created.user_token));
      expect(added.status).toBe(200);
      const [line] = ((await added.json()) as ReferenceResponse).directorships;
      const saves = Array.from(
        { length: 8 },
        (_, index) => async () => c.call('POST', 'directors/directors/', { ...(await directorship(`Director ${trial}-${index}`, c.created.user_token)), id: line!.id }),
      );
      const submitted = splitAroundCompletion(
        await atOnce([...saves.slice(0, COMPLETION_AT), () => c.complete(), ...saves.slice(COMPLETION_AT)]),
        200,
      );
      expect((await c.saved()).directorships).toStrictEqual(submitted.directorships);
    }
  });

  it('never change a submitted identity document selection or name-change answer', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('au-acic', 'ready_to_submit'));
      const select = (secondary: string[]) => () =>
        ctx.app.request('/api/oneform/document-upload/select/', {
          method: 'POST',
          headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
          body: JSON.stringify({
            reference_request: c.response.reference_request.id,
            primary_documents: ['passport'],
            secondary_documents: secondary,
          }),
        });
      const answerNo = () => c.call('PUT', 'acic-documents/name-change/', { has_different_name_in_acic_documents: false });
      const writes = [select(['driving-license']), answerNo, select(['driving-license', 'utility-bill']), answerNo];
      const submitted = splitAroundCompletion(await atOnce([...writes, () => c.complete(), ...writes.slice(0, 3)]), 200);
      const stored = await c.saved();
      expect(stored.status).toBe('done');
      expect(stored.selected_documents).toStrictEqual(submitted.selected_documents);
      expect(stored.candidate_id_document_details?.has_different_name_in_acic_documents).toBe(false);
    }
  });

  it('never add a document to a submitted response: the stored uploads are those the completion answered', async () => {
    const bill = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#6a2' } }).png().toBuffer();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('gb-rescreening', 'ready_to_submit'));
      const uploads = Array.from({ length: 8 }, () => () => c.upload(bill, 'address-proof'));
      const submitted = splitAroundCompletion(
        await atOnce([...uploads.slice(0, COMPLETION_AT), () => c.complete(), ...uploads.slice(COMPLETION_AT)]),
        201,
      );
      const byId = (documents: UploadedDocument[]) => [...documents].sort((a, b) => a.id - b.id);
      expect(byId((await c.saved()).documents.uploaded)).toStrictEqual(byId(submitted.documents.uploaded));
    }
  });
});

describe('concurrent writes to one record', () => {
  it('answer each concurrent delete of one referee once with 200 and the others with 404', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('gb-financial-services', 'ready_to_submit'));
      const ids = c.response.references.map((line) => line.id);
      const answers = await atOnce([...ids, ...ids, ...ids].map((id) => () => c.call('DELETE', `reference/reference/${id}/`)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(ids.length);
      expect(statuses.filter((status) => status === 404)).toHaveLength(ids.length * 2);
      expect((await c.saved()).references).toStrictEqual([]);
    }
  });

  it('answer each concurrent delete of one document once with 204 and the others with 404', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(scenarioBody('gb-rescreening', 'ready_to_submit'));
      const ids = c.response.documents.uploaded.map((document) => document.id);
      expect(ids.length).toBeGreaterThan(0);
      const answers = await atOnce([...ids, ...ids, ...ids].map((id) => () => c.removeDocument(id)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(ids.length);
      expect(statuses.filter((status) => status === 404)).toHaveLength(ids.length * 2);
      expect((await c.saved()).documents.uploaded).toStrictEqual([]);
    }
  });

  it('keep one answer when first answers to one question arrive at once', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate(validRequestBody({ checks: [{ type: 'fitness_and_proprietary' }] }));
      const range = c.response.fit_and_proper.questions.find((question) => question.options_type === 'range')!;
      const values = [2, 3, 4, 5, 6, 7, 8, 9];
      const answers = await atOnce(
        values.map((value) => () => c.call('POST', 'fit_and_proper_answer/fit_and_proper_answer/', { question: range.id, answer: { value } })),
      );
      expect(answers.map((answer) => answer.status)).toStrictEqual(values.map(() => 200));
      const kept = (await c.saved()).fit_and_proper.answers.filter((answer) => answer.question === range.id);
      expect(kept).toHaveLength(1);
      expect(values).toContain(kept[0]!.answer.value);
    }
  });
});
