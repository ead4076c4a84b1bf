/**
 * The directorships section's call (spec 001 §7): POST /oneform/{guid}/{responseGuid}/directors/directors/. Each
 * body is judged by the shared schema (domain/directorships/), written in one transaction under the write lock, and
 * answered with the whole response.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { SandboxState } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { ReferenceResponse } from '../../domain/reference-response';
import { harbourDirectorshipBody } from '../../domain/testing/harbour-directorship';
import { DETAILS } from '../../server/errors';
import { NOT_ASKED_DETAIL } from '../../server/requests/response-write';
import { openCandidate } from './support/candidate';
import { expectFieldErrors, failing } from './support/field-errors';
import { tokenHeaders, useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const TODAY = '2026-03-15';
beforeEach(() => ctx.setNow(new Date(`${TODAY}T00:00:00Z`)));
afterEach(() => ctx.setNow(null));

const PATH = 'directors/directors/';

/** A candidate with the directorship check; the section is asked for once they answer that they held directorships. */
async function candidate(state?: SandboxState, pastDirectorships = true) {
  const opened = await openCandidate(ctx, validRequestBody({ checks: [{ type: 'directorship' }], sandbox_state: state }));
  if (!state) expect((await opened.call('POST', 'details/directorship/', { past_directorships: pastDirectorships })).status).toBe(200);
  return {
    ...opened,
    gb: opened.countryId('GB'),
    post: (body: unknown, token?: string) => opened.call('POST', PATH, body, token),
  };
}

const current = harbourDirectorshipBody;

const ended = (country: number, overrides: Record<string, unknown> = {}) =>
  current(country, { is_director: false, end_year: 2021, end_month: 9, end_day: 30, ...overrides });

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('directorships', { response, providers: unknownProviderStatuses(), documentTypes: [], today: TODAY });

describe('POST /api/oneform/{guid}/{responseGuid}/directors/directors/', () => {
  it('creates a line with every field, answering the saved response; the section is then complete', async () => {
    const c = await candidate();
    expect(stepComplete(c.response)).toBe(false);
    const answer = await c.post({ ...current(c.gb), organisation_address_2: 'Floor 3', notes: 'Founding director' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body.directorships).toStrictEqual([
      {
        id: expect.any(Number),
        guid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        organisation_name: 'Harbour Street Holdings Ltd',
        organisation_registration_number: '08123456',
        organisation_address_1: '14 Harbour Street',
        organisation_address_2: 'Floor 3',
        city: 'Bristol',
        postal_code: 'BS1 4ST',
        country: c.gb,
        start_year: 2016,
        start_month: 4,
        start_day: 12,
        end_year: null,
        end_month: null,
        end_day: null,
        is_director: true,
        directorship_title: 'Director',
        directorship_type: 'executive',
        notes: 'Founding director',
        is_completed: true,
      },
    ]);
    expect(await c.saved()).toStrictEqual(body);
    expect(stepComplete(body)).toBe(true);
  });

  it('saves an ended line, the parts as a select sends them; a new line goes after, an id updates its line', async () => {
    const c = await candidate();
    await c.post(current(c.gb));
    const second = await c.post(ended(c.gb, { organisation_name: 'Quayside Trust', start_year: '2018', end_month: '9', end_day: '' }));
    expect(second.status).toBe(200);
    const [first, added] = (await c.saved()).directorships;
    expect(added).toMatchObject({ organisation_name: 'Quayside Trust', start_year: 2018, end_year: 2021, end_month: 9, end_day: null });

    const updated = await c.post({ ...current(c.gb, { directorship_type: 'non_executive' }), id: first!.id });
    expect(updated.status).toBe(200);
    const lines = (await c.saved()).directorships;
    expect(lines.map((line) => [line.id, line.guid, line.directorship_type])).toStrictEqual([
      [first!.id, first!.guid, 'non_executive'],
      [added!.id, added!.guid, 'executive'],
    ]);
  });

  it('refuses an empty body, naming each required field', async () => {
    const c = await candidate();
    await expectFieldErrors(await c.post({ is_director: false }), {
      ...failing(MESSAGES.required, 'organisation_name', 'organisation_address_1', 'city', 'postal_code', 'directorship_title'),
      ...failing(MESSAGES.selectDirectorshipType, 'directorship_type'),
      ...failing(MESSAGES.selectYear, 'start_year', 'end_year'),
      ...failing(MESSAGES.selectMonth, 'start_month', 'end_month'),
      ...failing(MESSAGES.selectFromList, 'country'),
    });
    expect((await c.saved()).directorships).toStrictEqual([]);
  });

  it.each([
    ['a start year before 1919', { start_year: 1918 }, { start_year: [MESSAGES.selectFromList] }],
    ['a start year after this year', { start_year: 2027 }, { start_year: [MESSAGES.selectFromList] }],
    ['no start day once the year and month are chosen', { start_day: null }, { start_day: [MESSAGES.selectDay] }],
    ['a day the month does not have', { start_month: 2, start_day: 30 }, { start_day: [MESSAGES.selectFromList] }],
    ['an end year before the start year', { end_year: 2015 }, { end_year: [MESSAGES.endYearBeforeStart] }],
    ['an end month before the start month', { end_year: 2016, end_month: 3 }, { end_month: [MESSAGES.endMonthBeforeStart] }],
    ['an end day before the start day', { end_year: 2016, end_month: 4, end_day: 11 }, { end_day: [MESSAGES.endDayBeforeStart] }],
    ['an end year after this year', { end_year: 2027 }, { end_year: [MESSAGES.selectFromList] }],
    ['an unknown type', { directorship_type: 'shadow' }, { directorship_type: [MESSAGES.selectFromList] }],
    ['an unknown country', { country: 999999 }, { country: [MESSAGES.selectFromList] }],
    ['a postal code too long', { postal_code: 'x'.repeat(21) }, { postal_code: ['Ensure this field has no more than 20 characters.'] }],
  ])('refuses %s', async (_, overrides, errors) => {
    const c = await candidate();
    await expectFieldErrors(await c.post(ended(c.gb, overrides)), errors);
  });

  it('keeps what was saved when a change is refused', async () => {
    const c = await candidate();
    await c.post(current(c.gb));
    const [line] = (await c.saved()).directorships;
    expect((await c.post({ ...current(c.gb, { city: '' }), id: line!.id })).status).toBe(400);
    expect((await c.saved()).directorships).toStrictEqual([line]);
  });

  it('refuses a body that is not JSON', async () => {
    const c = await candidate();
    const bad = await ctx.app.request(`/api/oneform/${c.created.guid}/${c.response.guid}/${PATH}`, {
      method: 'POST',
      headers: { ...tokenHeaders(c.created.user_token), 'content-type': 'application/json' },
      body: '{',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toStrictEqual({ detail: DETAILS.malformedJson });
  });

  it('answers 404 for an id that is not one of the candidate’s lines, changing nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await theirs.post(current(theirs.gb));
    const [their] = (await theirs.saved()).directorships;
    expect((await mine.post({ ...current(mine.gb), id: their!.id })).status).toBe(404);
    expect((await mine.post({ ...current(mine.gb), id: 99999 })).status).toBe(404);
    expect((await mine.saved()).directorships).toStrictEqual([]);
    expect((await theirs.saved()).directorships).toStrictEqual([their]);
  });

  it('answers 404 while the candidate has said they held no directorships: the request does not ask for the section', async () => {
    const c = await candidate(undefined, false);
    const answer = await c.post(current(c.gb));
    expect(answer.status).toBe(404);
    expect(await answer.json()).toStrictEqual({ detail: NOT_ASKED_DETAIL });
    expect((await c.saved()).directorships).toStrictEqual([]);
  });

});
