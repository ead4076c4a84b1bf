/**
 * POST /api/oneform/{guid}/{responseGuid}/details/directorship/ (spec 000 §7): the model of every details save —
 * the shared schema judges the body, the answer is the saved reference response, a refused save changes nothing,
 * and only the token's own request may be written while it is open.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { DETAILS } from '../../server/errors';
import { getResponse, postDetails } from './support/candidate';
import { useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const directorshipRequest = () => validRequestBody({ checks: [{ type: 'directorship' }] });

describe('POST /api/oneform/{guid}/{responseGuid}/details/directorship/', () => {
  it('saves the answer, marks the step complete and answers the saved reference response', async () => {
    const created = await ctx.createRequest(directorshipRequest());
    const before = await getResponse(ctx.app, created);
    expect(before.candidate_directorship_details).toBeNull();

    const answer = await postDetails(ctx.app, created, before.guid, 'directorship', { past_directorships: true });
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.candidate_directorship_details).toStrictEqual({ past_directorships: true, is_completed: true });

    await postDetails(ctx.app, created, before.guid, 'directorship', { past_directorships: false });
    expect((await getResponse(ctx.app, created)).candidate_directorship_details).toStrictEqual({
      past_directorships: false,
      is_completed: true,
    });
  });

  it.each([
    ['an unanswered question', { past_directorships: null }, MESSAGES.selectYesOrNo],
    ['a missing answer', {}, DETAILS.required],
    ['a string instead of a boolean', { past_directorships: 'yes' }, 'Invalid type: Expected boolean but received "yes"'],
  ])('refuses %s with 400 on the field and keeps the saved answer', async (_case, body, message) => {
    const created = await ctx.createRequest(directorshipRequest());
    const response = await getResponse(ctx.app, created);
    await postDetails(ctx.app, created, response.guid, 'directorship', { past_directorships: true });

    const answer = await postDetails(ctx.app, created, response.guid, 'directorship', body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ past_directorships: [message] });
    expect((await getResponse(ctx.app, created)).candidate_directorship_details?.past_directorships).toBe(true);
  });

  it('refuses a body that is not JSON', async () => {
    const created = await ctx.createRequest(directorshipRequest());
    const response = await getResponse(ctx.app, created);
    const answer = await ctx.app.request(`/api/oneform/${created.guid}/${response.guid}/details/directorship/`, {
      method: 'POST',
      headers: { authorization: `Token ${created.user_token}`, 'content-type': 'application/json' },
      body: '{"past_directorships":',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ detail: DETAILS.malformedJson });
  });

  it('answers 404 for a step that has no save', async () => {
    const created = await ctx.createRequest(directorshipRequest());
    const response = await getResponse(ctx.app, created);
    expect((await postDetails(ctx.app, created, response.guid, 'shoe_size', {})).status).toBe(404);
  });

});
