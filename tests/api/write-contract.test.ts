/**
 * What every candidate write answers before its own rules are reached, proven once over the table of write routes
 * instead of in each section's suite: 401 for a token that opens nothing, 404 for another candidate's guids (their
 * request then unchanged), and 409 on a completed request (nothing changes). Each section's own suite tests what
 * its body may hold.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { LOCKED_DETAILS } from '../../server/requests/write-lock';
import { getResponse } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

// Every route of the table fails authentication once; the client's throttle must not answer 429 first.
const ctx = useTestApp({ authThrottle: { limit: 1000, windowMs: 60_000 } });

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
}

/** Each write: its method and path, `{guid}` and `{responseGuid}` filled with the guids a case uses. */
const ONEFORM = '/api/oneform/{guid}/{responseGuid}';
const WRITES: readonly (readonly [method: string, path: string])[] = [
  ['POST', `${ONEFORM}/details/name/`],
  ['POST', `${ONEFORM}/details/address/`],
  ['DELETE', `${ONEFORM}/details/address/1/`],
  ['DELETE', `${ONEFORM}/details/education/1/`],
  ['DELETE', `${ONEFORM}/details/qualification/1/`],
  ['POST', `${ONEFORM}/dbs_declaration_consent/dbs_consent/`],
  ['PUT', `${ONEFORM}/dbs_declaration_consent/dbs_consent/`],
  ['PUT', `${ONEFORM}/cifas_declaration_consent/cifas_consent/`],
  ['POST', `${ONEFORM}/employers/employers/`],
  ['DELETE', `${ONEFORM}/employers/employers/1/`],
  ['POST', `${ONEFORM}/employers/employment-gap/`],
  ['PUT', `${ONEFORM}/employers/employment-gap/`],
  ['DELETE', `${ONEFORM}/employers/employment-gap/1/`],
  ['PUT', `${ONEFORM}/`],
  ['POST', `${ONEFORM}/directors/directors/`],
  ['POST', `${ONEFORM}/reference/reference/`],
  ['DELETE', `${ONEFORM}/reference/reference/1/`],
  ['POST', `${ONEFORM}/fit_and_proper_answer/fit_and_proper_answer/`],
  ['PUT', `${ONEFORM}/fit_and_proper_answer/fit_and_proper_answer/`],
  ['PUT', `${ONEFORM}/acic-documents/name-change/`],
  ['PUT', `${ONEFORM}/documents/dbs_address/seen/`],
  ['POST', `${ONEFORM}/complete/`],
  ['POST', '/api/providers/trinsic/created_hosted_session/{guid}/'],
  ['POST', '/api/providers/trinsic/get_session_results/{guid}/'],
  ['POST', '/api/providers/credit_check/{responseGuid}/'],
];

async function candidate(email: string, sandboxState?: 'completed'): Promise<Candidate> {
  const created = await ctx.createRequest(
    validRequestBody({ candidate: { first_name: 'Ada', last_name: 'L', email }, ...(sandboxState ? { sandbox_state: sandboxState } : {}) }),
  );
  return { created, response: await getResponse(ctx.app, created) };
}

function send([method, path]: readonly [string, string], guids: Candidate, token: string) {
  const filled = path.replace('{guid}', guids.created.guid).replace('{responseGuid}', guids.response.guid);
  return ctx.app.request(filled, {
    method,
    headers: { ...tokenHeaders(token), 'content-type': 'application/json' },
    ...(method === 'DELETE' ? {} : { body: '{}' }),
  });
}

const named = ([method, path]: readonly [string, string]) => `${method} ${path}`;

describe('every candidate write', () => {
  it('answers 401 to a token that opens no request', async () => {
    const me = await candidate('ada@example.com');
    for (const write of WRITES) {
      const answer = await send(write, me, 'not-a-token');
      expect(answer.status, named(write)).toBe(401);
      expect(await answer.json(), named(write)).toStrictEqual({ detail: 'Invalid token.' });
    }
  });

  it("answers 404 to a token used on another candidate's guids, and their request is unchanged", async () => {
    const me = await candidate('ada@example.com');
    const them = await candidate('bo@example.com');
    for (const write of WRITES) {
      const answer = await send(write, them, me.created.user_token);
      expect(answer.status, named(write)).toBe(404);
      expect(await answer.json(), named(write)).toStrictEqual({ detail: 'Not found.' });
    }
    expect(await getResponse(ctx.app, them.created)).toStrictEqual(them.response);
  });

  it('answers 409 on a completed request before anything else is judged, and nothing changes', async () => {
    const done = await candidate('ada@example.com', 'completed');
    for (const write of WRITES) {
      const answer = await send(write, done, done.created.user_token);
      expect(answer.status, named(write)).toBe(409);
      expect(await answer.json(), named(write)).toStrictEqual({ detail: LOCKED_DETAILS.done });
    }
    expect(await getResponse(ctx.app, done.created)).toStrictEqual(done.response);
  });
});
