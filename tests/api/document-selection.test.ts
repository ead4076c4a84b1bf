/**
 * The identity document selection's call (spec 001 §7, docs/api.md "Identity document selection"):
 * POST /oneform/document-upload/select/. The body is judged by the shared schema (domain/documents/selection.ts),
 * `reference_request` must be the token's own request, and the selection is saved under the write lock.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, SandboxState } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { DETAILS } from '../../server/errors';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse, scenarioBody } from './support/candidate';
import { expectAnswer } from './support/expect-answer';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();
const PATH = '/api/oneform/document-upload/select/';

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  /** A body for this candidate's request. */
  body(primary: string[], secondary: string[]): Record<string, unknown>;
  post(body: unknown, token?: string): Promise<Response>;
  saved(): Promise<ReferenceResponse>;
}

async function candidate(state?: SandboxState): Promise<Candidate> {
  const created = await ctx.createRequest(scenarioBody('au-acic', state));
  const response = await getResponse(ctx.app, created);
  return {
    created,
    response,
    body: (primary, secondary) => ({
      reference_request: response.reference_request.id,
      primary_documents: primary,
      secondary_documents: secondary,
    }),
    post: async (body, token = created.user_token) =>
      ctx.app.request(PATH, {
        method: 'POST',
        headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    saved: () => getResponse(ctx.app, created),
  };
}

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('documents_selection', {
    response,
    providers: unknownProviderStatuses(),
    documentTypes: [],
    today: '2026-03-15',
  });

describe('POST /api/oneform/document-upload/select/', () => {
  it('saves a selection worth 100 points, answers it, and the step is then complete', async () => {
    const c = await candidate();
    expect(c.response.selected_documents).toBeNull();
    expect(stepComplete(c.response)).toBe(false);

    const answer = await c.post(c.body(['passport'], ['driving-license']));
    expect(answer.status).toBe(200);
    const selection = { primary: ['passport'], secondary: ['driving-license'], is_completed: true };
    expect(await answer.json()).toStrictEqual(selection);

    const saved = await c.saved();
    expect(saved.selected_documents).toStrictEqual(selection);
    expect(stepComplete(saved)).toBe(true);
  });

  it('replaces the saved selection with the new one', async () => {
    const c = await candidate();
    await c.post(c.body(['passport'], ['driving-license']));
    const answer = await c.post(c.body(['australian-citizenship-certificate'], ['utility-bill', 'medicare-card']));
    expect(answer.status).toBe(200);
    expect((await c.saved()).selected_documents).toStrictEqual({
      primary: ['australian-citizenship-certificate'],
      secondary: ['utility-bill', 'medicare-card'],
      is_completed: true,
    });
  });

  it.each<[string, string[], string[], Record<string, string[]>]>([
    ['no primary document', [], ['driving-license', 'utility-bill'], { primary_documents: [MESSAGES.selectionPrimaryRequired] }],
    ['under 100 points', ['passport'], ['utility-bill'], { secondary_documents: [MESSAGES.selectionPointsShort] }],
    [
      'an unknown document type',
      ['passport', 'australian-citizenship-certificate'],
      ['library-card'],
      { 'secondary_documents.0': [MESSAGES.selectFromList] },
    ],
    [
      'a secondary type given as primary',
      ['driving-license', 'passport'],
      ['utility-bill', 'firearms-license'],
      { 'primary_documents.0': [MESSAGES.selectFromList] },
    ],
    ['a type named twice', ['passport'], ['driving-license', 'driving-license'], { secondary_documents: [MESSAGES.documentSelectedTwice] }],
  ])('answers 400 naming the field for %s, saving nothing', async (_, primary, secondary, errors) => {
    const c = await candidate();
    const answer = await c.post(c.body(primary, secondary));
    await expectAnswer(answer, 400, errors);
    expect((await c.saved()).selected_documents).toBeNull();
  });

  it('keeps the saved selection when a later one is refused', async () => {
    const c = await candidate();
    await c.post(c.body(['passport'], ['driving-license']));
    expect((await c.post(c.body([], []))).status).toBe(400);
    expect((await c.saved()).selected_documents?.primary).toStrictEqual(['passport']);
  });

  it('answers 400 for a malformed body', async () => {
    const c = await candidate();
    const notJson = await c.post('{"reference_request":');
    await expectAnswer(notJson, 400, { detail: DETAILS.malformedJson });

    const wrongKinds = await c.post({ reference_request: 'mine', primary_documents: 'passport' });
    await expectAnswer(wrongKinds, 400, {
      reference_request: [MESSAGES.validInteger],
      primary_documents: [MESSAGES.selectFromList],
      secondary_documents: [DETAILS.required],
    });
  });

  it('answers 401 without a valid token, and 404 for another candidate’s request, saving nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    expect((await mine.post(mine.body(['passport'], ['driving-license']), 'not-a-token')).status).toBe(401);

    const foreign = await mine.post(theirs.body(['passport'], ['driving-license']));
    await expectAnswer(foreign, 404, { detail: DETAILS.notFound });
    expect((await mine.saved()).selected_documents).toBeNull();
    expect((await theirs.saved()).selected_documents).toBeNull();

    const noSuchRequest = await mine.post({ ...mine.body(['passport'], ['driving-license']), reference_request: 999999 });
    expect(noSuchRequest.status).toBe(404);
  });

  it('refuses with 409 once the form is submitted, changing nothing', async () => {
    const c = await candidate('completed');
    const before = c.response.selected_documents;
    const answer = await c.post(c.body(['birth-certificate-optional'], ['medicare-card', 'utility-bill']));
    await expectAnswer(answer, 409, { detail: LOCKED_DETAILS.done });
    expect((await c.saved()).selected_documents).toStrictEqual(before);
  });
});
