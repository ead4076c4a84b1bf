/**
 * POST /api/oneform/{guid}/{responseGuid}/details/address/ and DELETE .../details/address/{id}/ (spec 000 §7): the
 * whole address history as one array, judged by the shared schema, replacing the stored records in one transaction;
 * the ends and the current address derived from the order.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressDefaults } from '../../domain/details/address.schema';
import { maxLengthMessage } from '../../domain/forms/fields';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest, OrgRequestInput } from '../../domain/org-request.schema';
import { isStepComplete } from '../../domain/progress';
import { unknownProviderStatuses } from '../../domain/provider-status';
import type { Country, ReferenceResponse } from '../../domain/reference-response';
import { candidateAddresses, referenceResponses } from '../../server/db/schema';
import { DETAILS } from '../../server/errors';
import { SCENARIO_NAMES } from '../../server/scenarios';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { tokenHeaders, useTestApp } from './support/test-app';

const ctx = useTestApp();

/** The server's "today" is the latest date on Earth: at midnight UTC that is 1 June 2026 everywhere it counts. */
const NOW = new Date('2026-06-01T00:00:00Z');
beforeEach(() => ctx.setNow(NOW));

interface Candidate {
  created: CreatedRequest;
  response: ReferenceResponse;
  /** Country ids by ISO code. */
  country: Record<string, number>;
  post(body: unknown, token?: string): Promise<Response>;
  remove(id: number | string, token?: string, owner?: CreatedRequest, responseGuid?: string): Promise<Response>;
  saved(): Promise<ReferenceResponse['candidate_address_details']>;
}

async function countriesOf(created: CreatedRequest): Promise<Country[]> {
  return (await (await ctx.app.request('/api/countries/', { headers: tokenHeaders(created.user_token) })).json()) as Country[];
}

async function candidate(body: OrgRequestInput = scenarioBody('gb-dbs-enhanced')): Promise<Candidate> {
  const created = await ctx.createRequest(body);
  const response = await getResponse(ctx.app, created);
  const countries = await countriesOf(created);
  return {
    created,
    response,
    country: Object.fromEntries(countries.map((row) => [row.short_name, row.id])),
    post: async (answers, token) => postDetails(ctx.app, created, response.guid, 'address', answers, token),
    remove: async (id, token = created.user_token, owner = created, responseGuid = response.guid) =>
      ctx.app.request(`/api/oneform/${owner.guid}/${responseGuid}/details/address/${id}/`, {
        method: 'DELETE',
        headers: tokenHeaders(token),
      }),
    saved: async () => (await getResponse(ctx.app, created)).candidate_address_details,
  };
}

const bristol = (c: Candidate, from = '2023-04-01') => ({
  country: c.country.GB,
  street_address: '14 Harbour Street',
  street_address_cont: null,
  city: 'Bristol',
  state: null,
  postal_code: 'BS1 5TR',
  period_residence_from: from,
});
const leeds = (c: Candidate, from = '2019-09-15') => ({
  country: c.country.GB,
  street_address: '3 Mill Lane',
  street_address_cont: 'Flat 2',
  city: 'Leeds',
  state: 'West Yorkshire',
  postal_code: 'LS1 4AP',
  period_residence_from: from,
});
const denver = (c: Candidate, from = '2024-01-10') => ({
  country: c.country.US,
  street_address: '1450 Pine Ridge Drive',
  street_address_cont: null,
  city: 'Denver',
  state: 'CO',
  postal_code: '80202',
  period_residence_from: from,
});

const stepComplete = (response: ReferenceResponse) =>
  isStepComplete('address', { response, providers: unknownProviderStatuses(), documentTypes: [], today: '2026-06-01' });

async function responseIdOf(responseGuid: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: referenceResponses.id })
    .from(referenceResponses)
    .where(eq(referenceResponses.guid, responseGuid));
  return row!.id;
}

describe('POST /api/oneform/{guid}/{responseGuid}/details/address/', () => {
  it('saves the current address alone when one year is asked, and answers the saved response', async () => {
    const c = await candidate(scenarioBody('us-employment'));
    expect(stepComplete(c.response)).toBe(false);

    const answer = await c.post([denver(c, '2026-03-01')]);
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(stepComplete(saved)).toBe(true);
    expect(saved.candidate_address_details).toStrictEqual([
      {
        id: expect.any(Number),
        ...denver(c, '2026-03-01'),
        country_name: 'United States of America',
        period_residence_to: null,
        is_current_residence: true,
        is_completed: true,
      },
    ]);
  });

  it('saves several addresses covering the years asked, current first, each ending when the next began', async () => {
    const c = await candidate();
    const york = { ...leeds(c, '2015-02-01'), street_address: '8 Kings Road', city: 'York', state: '', postal_code: 'YO1 7HH' };
    const answer = await c.post([bristol(c), leeds(c), york]);
    expect(answer.status, await answer.clone().text()).toBe(200);

    const saved = await c.saved();
    const dates = saved.map(({ street_address, period_residence_from, period_residence_to, is_current_residence, state }) => [
      street_address,
      period_residence_from,
      period_residence_to,
      is_current_residence,
      state,
    ]);
    expect(dates).toStrictEqual([
      ['14 Harbour Street', '2023-04-01', null, true, null],
      ['3 Mill Lane', '2019-09-15', '2023-04-01', false, 'West Yorkshire'],
      ['8 Kings Road', '2015-02-01', '2019-09-15', false, null],
    ]);
    expect(saved[1]).toMatchObject({ street_address_cont: 'Flat 2', country_name: 'United Kingdom', is_completed: true });
  });

  it('derives the ends and the current address itself, whatever the body says of them', async () => {
    const c = await candidate();
    const answer = await c.post([
      { ...bristol(c), id: 77, period_residence_to: '2025-01-01', is_current_residence: false, country_name: 'France' },
      { ...leeds(c), period_residence_to: null, is_current_residence: true },
    ]);
    expect(answer.status).toBe(200);
    const [current, older] = await c.saved();
    expect(current).toMatchObject({ period_residence_to: null, is_current_residence: true, country_name: 'United Kingdom' });
    expect(current!.id).not.toBe(77);
    expect(older).toMatchObject({ period_residence_to: '2023-04-01', is_current_residence: false });
  });

  it('replaces the whole history on every save', async () => {
    const c = await candidate();
    await c.post([bristol(c), leeds(c)]);
    const answer = await c.post([bristol(c, '2020-01-01')]);
    expect(answer.status).toBe(200);
    const saved = await c.saved();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ street_address: '14 Harbour Street', period_residence_from: '2020-01-01', period_residence_to: null });
    const responseId = await responseIdOf(c.response.guid);
    const stored = await ctx.db.select().from(candidateAddresses).where(eq(candidateAddresses.responseId, responseId));
    expect(stored).toHaveLength(1);
  });

  const fieldCases: [string, object, Record<string, string[]>][] = [
    ['an empty first line', { street_address: '' }, { '1.street_address': [MESSAGES.required] }],
    ['a comma in the first line', { street_address: '3, Mill Lane' }, { '1.street_address': [MESSAGES.addressPunctuation] }],
    ['an apostrophe in the second line', { street_address_cont: "St John's Court" }, {
      '1.street_address_cont': [MESSAGES.addressPunctuation],
    }],
    ['a full stop in the city', { city: 'St. Albans' }, { '1.city': [MESSAGES.addressPunctuation] }],
    ['a hyphen in the city', { city: 'Stoke-on-Trent' }, { '1.city': [MESSAGES.addressPunctuation] }],
    ['a first line over 255', { street_address: 'x'.repeat(256) }, { '1.street_address': [maxLengthMessage(255)] }],
    ['a second line over 255', { street_address_cont: 'x'.repeat(256) }, { '1.street_address_cont': [maxLengthMessage(255)] }],
    ['a city over 100', { city: 'x'.repeat(101) }, { '1.city': [maxLengthMessage(100)] }],
    ['a state over 255', { state: 'x'.repeat(256) }, { '1.state': [maxLengthMessage(255)] }],
    ['a country not in the list', { country: 999_999 }, { '1.country': [MESSAGES.selectFromList] }],
    ['no country', { country: null }, { '1.country': [MESSAGES.selectFromList] }],
    ['a UK postcode without its space', { postal_code: 'LS14AP' }, { '1.postal_code': [MESSAGES.invalidGbPostcode] }],
    ['no postcode', { postal_code: ' ' }, { '1.postal_code': [MESSAGES.required] }],
    ['no move-in date', { period_residence_from: null }, { '1.period_residence_from': [MESSAGES.required] }],
    ['a move-in date that does not exist', { period_residence_from: '2019-02-29' }, { '1.period_residence_from': [MESSAGES.invalidDate] }],
    ['an older address moved into after the current one', { period_residence_from: '2023-04-02' }, {
      '1.period_residence_from': [MESSAGES.movedInAfterLaterAddress],
      minimumCriteriaCount: [MESSAGES.minimumAddressYears],
    }],
  ];

  it.each(fieldCases)('refuses %s with 400 on the field and keeps the saved history', async (_case, changes, errors) => {
    const c = await candidate();
    await c.post([bristol(c), leeds(c)]);
    const before = await c.saved();

    const answer = await c.post([bristol(c), { ...leeds(c), ...changes }]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await c.saved()).toStrictEqual(before);
  });

  it.each<[string, object, Record<string, string[]>]>([
    ['no US state', { state: '' }, { '0.state': [MESSAGES.selectState] }],
    ['a US state by name', { state: 'Colorado' }, { '0.state': [MESSAGES.selectFromList] }],
    ['a four-digit US postal code', { postal_code: '8020' }, { '0.postal_code': [MESSAGES.invalidUsPostcode] }],
    ['an Australian state not in the list', { country: 'AU', state: 'Victoria', postal_code: '3350' }, {
      '0.state': [MESSAGES.selectFromList],
    }],
    ['N/A for a New Zealand postcode', { country: 'NZ', state: '', postal_code: 'N/A' }, {
      '0.postal_code': [MESSAGES.postcodeFourDigits],
    }],
    ['N/A for an Irish postcode', { country: 'IE', state: '', postal_code: 'N/A' }, {
      '0.postal_code': [MESSAGES.postcodeNotApplicable],
    }],
    ['a Brazilian CEP of 7 digits', { country: 'BR', state: '', postal_code: '0130400' }, {
      '0.postal_code': [MESSAGES.invalidBrPostcode],
    }],
  ])('refuses %s', async (_case, { country, ...changes }: { country?: string }, errors) => {
    const c = await candidate(scenarioBody('us-employment'));
    const answer = await c.post([{ ...denver(c), ...(country ? { country: c.country[country] } : {}), ...changes }]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
    expect(await c.saved()).toStrictEqual([]);
  });

  it('accepts a US ZIP+4, DC, an Australian state and a New Zealand 0000', async () => {
    const c = await candidate(scenarioBody('us-employment'));
    for (const record of [
      { ...denver(c), state: 'DC', postal_code: '20500-0003' },
      { ...denver(c), country: c.country.AU, state: 'VIC', postal_code: '3350' },
      { ...denver(c), country: c.country.NZ, state: null, postal_code: '0000' },
    ]) {
      const answer = await c.post([record]);
      expect(answer.status, await answer.clone().text()).toBe(200);
    }
  });

  it('keeps a Brazilian CEP typed without its hyphen as 00000-000, as the address search gives it', async () => {
    const c = await candidate(scenarioBody('us-employment'));
    const answer = await c.post([{ ...denver(c), country: c.country.BR, state: 'São Paulo', postal_code: '01304001' }]);
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect((await c.saved())[0]).toMatchObject({ postal_code: '01304-001', state: 'São Paulo' });
  });

  it('asks the history to cover the years × 365 days, at minimumCriteriaCount', async () => {
    const gb = await candidate();
    // 2021-06-02 to 2026-06-01 is 1825 days: exactly 5 × 365.
    expect((await gb.post([bristol(gb), leeds(gb, '2021-06-02')])).status).toBe(200);
    const short = await gb.post([bristol(gb), leeds(gb, '2021-06-03')]);
    expect(short.status).toBe(400);
    expect(await short.json()).toStrictEqual({ minimumCriteriaCount: [MESSAGES.minimumAddressYears] });
    expect((await gb.saved())[1]?.period_residence_from).toBe('2021-06-02');

    const nz = await candidate(scenarioBody('nz-police-vetting'));
    const nzRecord = (from: string) => ({ ...bristol(nz, from), country: nz.country.NZ, postal_code: '3204' });
    // 7 × 365 days back from 2026-06-01, two leap days between, is 2019-06-03.
    const sevenShort = await nz.post([nzRecord('2020-01-01'), nzRecord('2019-06-04')]);
    expect(await sevenShort.json()).toStrictEqual({ minimumCriteriaCount: [MESSAGES.minimumAddressYears] });
    expect((await nz.post([nzRecord('2020-01-01'), nzRecord('2019-06-03')])).status).toBe(200);
  });

  it.each<[string, (c: Candidate) => unknown, Record<string, string[]>]>([
    ['an empty history', () => [], { minimumCriteriaCount: [MESSAGES.minimumAddressYears] }],
    ['an object instead of the list', (c) => ({ addresses: [bristol(c)] }), { non_field_errors: ['Expected a list of items.'] }],
    ['a record that is not an object', () => ['14 Harbour Street'], { 0: [expect.any(String)] }],
  ])('refuses %s', async (_case, body, errors) => {
    const c = await candidate();
    const answer = await c.post(body(c));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual(errors);
  });

  it('refuses a second address when only the current one is asked', async () => {
    const c = await candidate(scenarioBody('us-employment'));
    const answer = await c.post([denver(c), denver(c, '2020-01-01')]);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ non_field_errors: [MESSAGES.singleRecord] });
  });

  it('leaves the previous history exactly as it was when the writes fail', async () => {
    const c = await candidate();
    await c.post([bristol(c), leeds(c)]);
    const before = await c.saved();

    // The database refuses every insert: the save fails after its deletion, which must be undone.
    await ctx.db.execute(
      sql.raw(`create function refuse_address() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`),
    );
    await ctx.db.execute(
      sql.raw('create trigger refuse_address before insert on candidate_addresses for each row execute function refuse_address()'),
    );
    try {
      const answer = await c.post([bristol(c, '2020-01-01')]);
      expect(answer.status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw('drop trigger refuse_address on candidate_addresses'));
      await ctx.db.execute(sql.raw('drop function refuse_address'));
    }
    expect(await c.saved()).toStrictEqual(before);
  });

  it.each(SCENARIO_NAMES)(
    'accepts the sandbox history of a ready_to_submit %s request as the form gives it back',
    async (name) => {
      const created = await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
      const before = await getResponse(ctx.app, created);
      const countries = await countriesOf(created);
      expect(before.candidate_address_details.length).toBeGreaterThan(0);

      const body = addressDefaults(before, new Set(countries.map((country) => country.id))).addresses;
      const answer = await postDetails(ctx.app, created, before.guid, 'address', body);
      expect(answer.status, await answer.clone().text()).toBe(200);
      const withoutIds = (response: ReferenceResponse) => response.candidate_address_details.map(({ id: _id, ...record }) => record);
      expect(withoutIds(await getResponse(ctx.app, created))).toStrictEqual(withoutIds(before));
    },
  );
});

describe('DELETE /api/oneform/{guid}/{responseGuid}/details/address/{id}/', () => {
  it('deletes one of the candidate’s addresses, the older one then ending where the deleted one did', async () => {
    const c = await candidate();
    await c.post([bristol(c), leeds(c, '2021-01-01'), { ...leeds(c, '2018-01-01'), street_address: '8 Kings Road' }]);
    const [current, middle, oldest] = await c.saved();

    const answer = await c.remove(middle!.id);
    expect(answer.status).toBe(200);
    const saved = await getResponse(ctx.app, c.created);
    expect(await answer.json()).toStrictEqual(saved);
    expect(saved.candidate_address_details).toStrictEqual([current, { ...oldest, period_residence_to: current!.period_residence_from }]);

    expect((await c.remove(current!.id)).status).toBe(200);
    expect(await c.saved()).toStrictEqual([{ ...oldest, period_residence_to: null, is_current_residence: true }]);
  });

  it('answers 404 for an address of another candidate, or none, deleting nothing', async () => {
    const mine = await candidate();
    const theirs = await candidate();
    await mine.post([bristol(mine, '2020-01-01')]);
    await theirs.post([bristol(theirs, '2020-01-01')]);
    const [their] = await theirs.saved();
    const mineBefore = await mine.saved();

    for (const id of [their!.id, 999_999, 'abc', '0']) {
      const answer = await mine.remove(id);
      expect(answer.status, String(id)).toBe(404);
      expect(await answer.json()).toStrictEqual({ detail: DETAILS.notFound });
    }
    expect((await mine.remove(their!.id, mine.created.user_token, theirs.created, theirs.response.guid)).status).toBe(404);
    expect(await theirs.saved()).toStrictEqual([their]);
    expect(await mine.saved()).toStrictEqual(mineBefore);
  });

});
