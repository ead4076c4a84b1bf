/**
 * Writes sent twice under one `Idempotency-Key` (docs/api.md "Idempotency"): a double press or a resend makes one
 * record, whether the two requests arrive one after the other or at once (the response row lock orders them; the
 * api-postgres project runs them really at once). A refused write does not take its key; a key names one request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrgRequestInput } from '../../domain/org-request.schema';
import type { ReferenceResponse } from '../../domain/reference-response';
import { harbourDirectorshipBody } from '../../domain/testing/harbour-directorship';
import { northfieldEmployerBody } from '../../domain/testing/northfield-employer';
import { INVALID_KEY_DETAIL, KEY_REUSED_DETAIL } from '../../server/requests/idempotency';
import { atOnce, RACE_TRIALS } from './support/at-once';
import { openCandidate, type OpenedCandidate } from './support/candidate';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
beforeEach(() => ctx.setNow(new Date('2026-03-15T00:00:00Z')));
afterEach(() => ctx.setNow(null));

const TRIALS = RACE_TRIALS(5);
const GAP = { start_date: '2021-03-15', end_date: '2023-12-31', gap_reason: 'OTHER', additional_notes: 'Caring for a relative' };

const REFERENCES: OrgRequestInput['checks'][number] = {
  type: 'reference',
  reference_check_config: [
    {
      questionnaire: 'regulatory',
      name_displayed: 'Regulatory reference',
      minimum_criteria_count: 1,
      note_to_candidate: null,
      relationship: ['manager'],
    },
  ],
};
const REFEREE = {
  questionnaire: 'regulatory',
  relationship: ['manager'],
  together_work_experience: 3,
  organization_name: 'Northfield Trading Co',
  information_undertaking: true,
  manager: { email: 'ada.shaw@northfield.example', first_name: 'Ada', last_name: 'Shaw' },
};

let keys = 0;
/** A fresh key of the shape the SPA sends (32 hex digits). */
const newKey = () => `${(keys += 1).toString(16).padStart(8, '0')}${'0'.repeat(24)}`;

async function candidate() {
  const opened = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'employment' }, { type: 'directorship' }, REFERENCES] }));
  expect((await opened.call('POST', 'details/directorship/', { past_directorships: true })).status).toBe(200);
  const gb = opened.countryId('GB');
  return { ...opened, gb };
}

/** The candidate's call with an Idempotency-Key. */
function send(c: OpenedCandidate, method: string, path: string, body: unknown, key: string, token = c.created.user_token) {
  return ctx.app.request(`/api/oneform/${c.created.guid}/${c.response.guid}/${path}`, {
    method,
    headers: { ...tokenHeaders(token), 'content-type': 'application/json', 'Idempotency-Key': key },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A create: its path, its body, a second body the section also accepts (a referee's email is one per referee), its lines. */
type Creates = (gb: number) => {
  path: string;
  body: unknown;
  second?: unknown;
  lines: (response: ReferenceResponse) => readonly unknown[];
};

const CREATES: [string, Creates][] = [
  ['an employer line', (gb) => ({ path: 'employers/employers/', body: northfieldEmployerBody(gb), lines: (r) => r.employers })],
  ['an employment gap', () => ({ path: 'employers/employment-gap/', body: GAP, lines: (r) => r.employment_gaps })],
  [
    'a referee',
    () => ({
      path: 'reference/reference/',
      body: REFEREE,
      second: { ...REFEREE, manager: { ...REFEREE.manager, email: 'ben.shaw@northfield.example' } },
      lines: (r) => r.references,
    }),
  ],
  ['a directorship', (gb) => ({ path: 'directors/directors/', body: harbourDirectorshipBody(gb), lines: (r) => r.directorships })],
];

describe.each(CREATES)('%s posted twice under one key', (_name, creates) => {
  it('is created once, and the second answer is the response as it stands', async () => {
    const c = await candidate();
    const { path, body, lines } = creates(c.gb);
    const key = newKey();
    const first = await send(c, 'POST', path, body, key);
    expect(first.status).toBe(200);
    const again = await send(c, 'POST', path, body, key);
    expect(again.status).toBe(200);
    const saved = await c.saved();
    expect(lines(saved)).toHaveLength(1);
    expect(await again.json()).toStrictEqual(saved);
  });

  it('is created once when both arrive at the same moment', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const c = await candidate();
      const { path, body, lines } = creates(c.gb);
      const key = newKey();
      const answers = await atOnce([() => send(c, 'POST', path, body, key), () => send(c, 'POST', path, body, key)]);
      expect(answers.map((answer) => answer.status)).toStrictEqual([200, 200]);
      const saved = await c.saved();
      expect(lines(saved)).toHaveLength(1);
      // Whichever ran second saw the first's line.
      expect(answers.some((answer) => lines(answer.body as ReferenceResponse).length === 1)).toBe(true);
    }
  });

  it('is created again under a new key: a new key is a new attempt', async () => {
    const c = await candidate();
    const { path, body, second = body, lines } = creates(c.gb);
    expect((await send(c, 'POST', path, body, newKey())).status).toBe(200);
    expect((await send(c, 'POST', path, second, newKey())).status).toBe(200);
    expect(lines(await c.saved())).toHaveLength(2);
  });
});

describe('the key of a write', () => {
  it('is not taken by a refused write: the same key then creates the fixed line', async () => {
    const c = await candidate();
    const key = newKey();
    const refused = await send(c, 'POST', 'employers/employers/', { ...northfieldEmployerBody(c.gb), organization_name: '' }, key);
    expect(refused.status).toBe(400);
    expect((await send(c, 'POST', 'employers/employers/', northfieldEmployerBody(c.gb), key)).status).toBe(200);
    expect((await c.saved()).employers).toHaveLength(1);
  });

  it('makes a delete sent twice answer as the first did instead of 404', async () => {
    const c = await candidate();
    expect((await c.call('POST', 'employers/employment-gap/', GAP)).status).toBe(200);
    const id = (await c.saved()).employment_gaps[0]!.id;
    const key = newKey();
    const answers = await atOnce([
      () => send(c, 'DELETE', `employers/employment-gap/${id}/`, undefined, key),
      () => send(c, 'DELETE', `employers/employment-gap/${id}/`, undefined, key),
    ]);
    expect(answers.map((answer) => answer.status)).toStrictEqual([200, 200]);
    expect((await c.saved()).employment_gaps).toStrictEqual([]);
    // Without the key, a second delete of a line that is gone is still a 404.
    expect((await c.call('DELETE', `employers/employment-gap/${id}/`)).status).toBe(404);
  });

  it('names one request: the same key on another write is refused with 422, writing nothing', async () => {
    const c = await candidate();
    const key = newKey();
    expect((await send(c, 'POST', 'employers/employment-gap/', GAP, key)).status).toBe(200);
    const reused = await send(c, 'POST', 'directors/directors/', harbourDirectorshipBody(c.gb), key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toStrictEqual({ detail: KEY_REUSED_DETAIL });
    expect((await c.saved()).directorships).toStrictEqual([]);
  });

  it('belongs to one response: another candidate may send the same key', async () => {
    const [a, b] = [await candidate(), await candidate()];
    const key = newKey();
    expect((await send(a, 'POST', 'employers/employment-gap/', GAP, key)).status).toBe(200);
    expect((await send(b, 'POST', 'employers/employment-gap/', GAP, key)).status).toBe(200);
    expect((await b.saved()).employment_gaps).toHaveLength(1);
  });

  it('is refused with 400 when malformed, before anything is written', async () => {
    const c = await candidate();
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon;key']) {
      const answer = await send(c, 'POST', 'employers/employment-gap/', GAP, key);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toStrictEqual({ detail: INVALID_KEY_DETAIL });
    }
    expect((await c.saved()).employment_gaps).toStrictEqual([]);
  });

  it('changes nothing about a wrong token: 401 before the key is read', async () => {
    const c = await candidate();
    const answer = await send(c, 'POST', 'employers/employment-gap/', GAP, newKey(), 'not-the-token');
    expect(answer.status).toBe(401);
    expect((await c.saved()).employment_gaps).toStrictEqual([]);
  });
});
