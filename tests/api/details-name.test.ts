/**
 * POST /api/oneform/{guid}/{responseGuid}/details/name/ (spec 000 §7): one path saves the name, the previous names
 * and the social media accounts. Each group the body carries is judged by its step's shared schema; a refused
 * save changes nothing, and the lists are replaced as a whole.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nameDefaults, nameSchema } from '../../domain/details/name.schema';
import { previousNamesDefaults, previousNamesSchema } from '../../domain/details/previous-names.schema';
import { socialMediaDefaults, socialMediaSchema } from '../../domain/details/social-media.schema';
import type { StepContext } from '../../domain/forms/step-context';
import { MESSAGES } from '../../domain/messages';
import type { CreatedRequest } from '../../domain/org-request.schema';
import type { CandidateDetails, ReferenceResponse } from '../../domain/reference-response';
import { requiredSections } from '../../domain/requirements';
import { NO_GROUP_MESSAGE, NOT_AN_OBJECT_MESSAGE } from '../../server/details/name';
import { DETAILS } from '../../server/errors';
import { SCENARIO_NAMES } from '../../server/scenarios';
import { getResponse, postDetails, scenarioBody } from './support/candidate';
import { useTestApp, validRequestBody } from './support/test-app';

const ctx = useTestApp();
const today = () => ctx.now().toISOString().slice(0, 10);

const NAME = {
  salutation: 'ms',
  first_name: 'Ada',
  middle_name: 'Augusta',
  no_middle_name: false,
  last_name: 'Lovelace',
  asian_name: '',
  gender: 'female',
};
const PREVIOUS = {
  first_name: 'Ada',
  middle_name: 'Augusta',
  no_middle_name: false,
  last_name: 'Byron',
  type: 'maiden_name',
  used_from: '1990-04-12',
  used_to: '2015-06-20',
};
const LINKEDIN = { social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/ada-lovelace' };
const INSTAGRAM = { social_media_platform: 'instagram', social_media_account: 'https://www.instagram.com/ada' };

/** A UK DBS check with previous names and social media; in_progress has saved the name and a birth date 1990-04-12. */
const rescreening = () => ctx.createRequest(scenarioBody('gb-rescreening', 'in_progress'));

async function open(created: CreatedRequest) {
  const response = await getResponse(ctx.app, created);
  const post = (body: unknown, token?: string) => postDetails(ctx.app, created, response.guid, 'name', body, token);
  return { response, post, details: async () => (await getResponse(ctx.app, created)).candidate_details[0] };
}

/** The message each field shows (its first), as the SPA puts it on the field. */
async function firstMessages(answer: Response): Promise<Record<string, string>> {
  expect(answer.status).toBe(400);
  const body = (await answer.json()) as Record<string, string[]>;
  return Object.fromEntries(Object.entries(body).map(([field, messages]) => [field, messages[0] ?? '']));
}

describe('POST .../details/name/: the name', () => {
  it('saves the name, derives the full name, completes the step and answers the saved response', async () => {
    const { post } = await open(await ctx.createRequest(validRequestBody()));
    const answer = await post({ ...NAME, asian_name: ' 艾达 ', full_name: 'Ignored By The Server' });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as ReferenceResponse;
    expect(body.candidate_details[0]).toMatchObject({
      salutation: 'ms',
      first_name: 'Ada',
      middle_name: 'Augusta',
      last_name: 'Lovelace',
      full_name: 'Ada Augusta Lovelace',
      asian_name: '艾达',
      gender: 'female',
      fathers_full_name: null,
      mothers_full_name: null,
      mothers_maiden_name: null,
      is_completed: true,
      is_any_other_names: null,
      previous_names: [],
      dont_have_social_media: null,
      social_media: [],
    });
  });

  it('stores X, the sex a passport may show besides M and F (docs/decisions/0029)', async () => {
    const { post, details } = await open(await ctx.createRequest(validRequestBody()));
    expect((await post({ ...NAME, gender: 'x' })).status).toBe(200);
    expect(await details()).toMatchObject({ gender: 'x' });
  });

  it('stores no middle name when the box is ticked, whatever the field holds', async () => {
    const { post, details } = await open(await ctx.createRequest(validRequestBody()));
    expect((await post({ ...NAME, middle_name: 'stale', no_middle_name: true })).status).toBe(200);
    expect(await details()).toMatchObject({ middle_name: null, full_name: 'Ada Lovelace' });
  });

  it('keeps what other steps saved', async () => {
    const created = await rescreening();
    const { post, details } = await open(created);
    const before = await details();
    expect((await post({ ...NAME, salutation: 'mrs' })).status).toBe(200);
    const after = await details();
    expect(after).toMatchObject({ salutation: 'mrs', date_of_birth: before?.date_of_birth, town_of_birth: before?.town_of_birth });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no salutation', { salutation: '' }, { salutation: MESSAGES.selectTitle }],
    ['"other" for a UK criminal record check', { salutation: 'other' }, { salutation: MESSAGES.selectFromList }],
    ['an empty first name', { first_name: ' ' }, { first_name: MESSAGES.required }],
    ['a first name of 181 characters', { first_name: 'a'.repeat(181) }, { first_name: 'Ensure this field has no more than 180 characters.' }],
    ['an empty middle name without the box', { middle_name: '' }, { middle_name: MESSAGES.required }],
    ['a middle name of 181 characters', { middle_name: 'a'.repeat(181) }, { middle_name: 'Ensure this field has no more than 180 characters.' }],
    ['an empty last name', { last_name: '' }, { last_name: MESSAGES.required }],
    ['a last name of 181 characters', { last_name: 'a'.repeat(181) }, { last_name: 'Ensure this field has no more than 180 characters.' }],
    ['a native name of 256 characters', { asian_name: 'a'.repeat(256) }, { asian_name: 'Ensure this field has no more than 255 characters.' }],
    ['a digit in the first name', { first_name: 'Ada2' }, { first_name: MESSAGES.nameCharacters }],
    ['a symbol in the last name', { last_name: 'Lovelace#' }, { last_name: MESSAGES.nameCharacters }],
    ['no gender', { gender: null }, { gender: MESSAGES.selectGender }],
    ['an unknown gender', { gender: 'other' }, { gender: MESSAGES.selectFromList }],
  ])('refuses %s with 400 on the field and keeps the saved name', async (_case, change, expected) => {
    const { post, details } = await open(await ctx.createRequest(validRequestBody()));
    await post(NAME);
    const before = await details();
    expect(await firstMessages(await post({ ...NAME, ...change }))).toStrictEqual(expected);
    expect(await details()).toStrictEqual(before);
  });

  it('offers "other" where no UK criminal record check is asked', async () => {
    const { post, details } = await open(await ctx.createRequest(scenarioBody('us-employment')));
    expect((await post({ ...NAME, salutation: 'other' })).status).toBe(200);
    expect((await details())?.salutation).toBe('other');
  });

  it('asks both parents’ full names in Brazil', async () => {
    const { post, details } = await open(await ctx.createRequest(scenarioBody('br-family-names')));
    expect(await firstMessages(await post(NAME))).toStrictEqual({
      fathers_full_name: MESSAGES.required,
      mothers_full_name: MESSAGES.required,
    });
    expect(
      await firstMessages(await post({ ...NAME, fathers_full_name: 'a'.repeat(256), mothers_full_name: 'b'.repeat(256) })),
    ).toStrictEqual({
      fathers_full_name: 'Ensure this field has no more than 255 characters.',
      mothers_full_name: 'Ensure this field has no more than 255 characters.',
    });
    expect((await post({ ...NAME, fathers_full_name: 'Paulo Ribeiro', mothers_full_name: 'Ana Costa' })).status).toBe(200);
    expect(await details()).toMatchObject({ fathers_full_name: 'Paulo Ribeiro', mothers_full_name: 'Ana Costa', mothers_maiden_name: null });
  });

  it('asks the father’s full name in India, and stores no mother’s name sent along', async () => {
    const india = validRequestBody({ country: 'IN', checks: [{ type: 'criminal_record' }] });
    const { post, details } = await open(await ctx.createRequest(india));
    expect(await firstMessages(await post(NAME))).toStrictEqual({ fathers_full_name: MESSAGES.required });
    expect((await post({ ...NAME, fathers_full_name: 'Rajesh Raman', mothers_full_name: 'Lakshmi' })).status).toBe(200);
    expect(await details()).toMatchObject({ fathers_full_name: 'Rajesh Raman', mothers_full_name: null });
  });

  it('asks the mother’s maiden name for Disclosure Scotland', async () => {
    const { post, details } = await open(await ctx.createRequest(scenarioBody('gb-scotland-basic')));
    expect(await firstMessages(await post(NAME))).toStrictEqual({ mothers_maiden_name: MESSAGES.required });
    expect(await firstMessages(await post({ ...NAME, mothers_maiden_name: 'a'.repeat(61) }))).toStrictEqual({
      mothers_maiden_name: 'Ensure this field has no more than 60 characters.',
    });
    expect((await post({ ...NAME, mothers_maiden_name: 'Campbell' })).status).toBe(200);
    expect((await details())?.mothers_maiden_name).toBe('Campbell');
  });

  it('asks no parent’s name in the United States, storing none sent', async () => {
    const { post, details } = await open(await ctx.createRequest(scenarioBody('us-employment')));
    const parents = { fathers_full_name: 'x', mothers_full_name: 'y', mothers_maiden_name: 'z' };
    expect((await post({ ...NAME, ...parents })).status).toBe(200);
    expect(await details()).toMatchObject({ fathers_full_name: null, mothers_full_name: null, mothers_maiden_name: null });
  });
});

describe('POST .../details/name/: the previous names', () => {
  it('saves the records in order with their full names, then replaces them, and a no stores none', async () => {
    const { post, details } = await open(await rescreening());
    const second = { ...PREVIOUS, middle_name: '', no_middle_name: true, last_name: 'King', type: 'alias', used_from: '2015-06-20', used_to: today() };
    const answer = await post({ is_any_other_names: true, previous_names: [PREVIOUS, second] });
    expect(answer.status).toBe(200);
    const saved = ((await answer.json()) as ReferenceResponse).candidate_details[0];
    expect(saved?.is_any_other_names).toBe(true);
    expect(saved?.previous_names).toStrictEqual([
      { first_name: 'Ada', middle_name: 'Augusta', last_name: 'Byron', full_name: 'Ada Augusta Byron', type: 'maiden_name', used_from: '1990-04-12', used_to: '2015-06-20' },
      { first_name: 'Ada', middle_name: '', last_name: 'King', full_name: 'Ada King', type: 'alias', used_from: '2015-06-20', used_to: today() },
    ]);

    expect((await post({ is_any_other_names: true, previous_names: [second] })).status).toBe(200);
    expect((await details())?.previous_names.map((record) => record.last_name)).toEqual(['King']);

    expect((await post({ is_any_other_names: false, previous_names: [second, { first_name: 'n/a' }] })).status).toBe(200);
    expect(await details()).toMatchObject({ is_any_other_names: false, previous_names: [] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an unanswered question', { is_any_other_names: null }, { is_any_other_names: MESSAGES.selectYesOrNo }],
    ['a missing answer', { previous_names: [PREVIOUS] }, { is_any_other_names: DETAILS.required }],
    ['a yes without a record', { is_any_other_names: true, previous_names: [] }, { previous_names: MESSAGES.previousNamesRequired }],
  ])('refuses %s', async (_case, body, expected) => {
    const { post } = await open(await rescreening());
    expect(await firstMessages(await post(body))).toStrictEqual(expected);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an empty first name', { first_name: '' }, { first_name: MESSAGES.required }],
    ['a first name of n/a', { first_name: 'N/A' }, { first_name: MESSAGES.previousFirstName }],
    ['a first name of -', { first_name: '-' }, { first_name: MESSAGES.previousFirstName }],
    ['a middle name of n/a', { middle_name: 'n/a' }, { middle_name: MESSAGES.previousMiddleName }],
    ['a middle name of - ', { middle_name: '-' }, { middle_name: MESSAGES.previousMiddleName }],
    ['an empty middle name without the box', { middle_name: '' }, { middle_name: MESSAGES.previousMiddleName }],
    ['a last name of n/a', { last_name: 'n/A' }, { last_name: MESSAGES.previousLastName }],
    ['a last name of -', { last_name: '-' }, { last_name: MESSAGES.previousLastName }],
    ['a name of 181 characters', { last_name: 'a'.repeat(181) }, { last_name: 'Ensure this field has no more than 180 characters.' }],
    ['a digit in the first name', { first_name: 'Augusta1' }, { first_name: MESSAGES.nameCharacters }],
    ['no type', { type: '' }, { type: MESSAGES.selectNameType }],
    ['an unknown type', { type: 'nickname' }, { type: MESSAGES.selectFromList }],
    ['no start', { used_from: '' }, { used_from: MESSAGES.required }],
    ['a start before the date of birth', { used_from: '1990-04-11' }, { used_from: MESSAGES.notBeforeBirth }],
    ['a start in the future', { used_from: '2999-01-01', used_to: '2999-01-02' }, { used_from: MESSAGES.dateInFuture, used_to: MESSAGES.dateInFuture }],
    ['no end', { used_to: null }, { used_to: MESSAGES.required }],
    ['an end before the start', { used_from: '2010-05-05', used_to: '2010-05-04' }, { used_to: MESSAGES.notBeforeStart }],
    ['an end that is no date', { used_to: '2010-02-30' }, { used_to: MESSAGES.invalidDate }],
  ])('refuses a record with %s on that record’s field, keeping the saved list', async (_case, change, expected) => {
    const { post, details } = await open(await rescreening());
    await post({ is_any_other_names: true, previous_names: [PREVIOUS] });
    const before = await details();
    const answer = await post({ is_any_other_names: true, previous_names: [PREVIOUS, { ...PREVIOUS, ...change }] });
    const prefixed = Object.fromEntries(Object.entries(expected).map(([field, message]) => [`previous_names.1.${field}`, message]));
    expect(await firstMessages(answer)).toStrictEqual(prefixed);
    expect(await details()).toStrictEqual(before);
  });
});

describe('POST .../details/name/: the social media accounts', () => {
  it('saves the accounts in order, replaces them, and a no stores none', async () => {
    const { post, details } = await open(await rescreening());
    const answer = await post({ dont_have_social_media: false, social_media: [LINKEDIN, INSTAGRAM] });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as ReferenceResponse).candidate_details[0]).toMatchObject({
      dont_have_social_media: false,
      social_media: [LINKEDIN, INSTAGRAM],
    });

    expect((await post({ dont_have_social_media: false, social_media: [INSTAGRAM] })).status).toBe(200);
    expect((await details())?.social_media).toStrictEqual([INSTAGRAM]);

    expect((await post({ dont_have_social_media: true, social_media: [LINKEDIN] })).status).toBe(200);
    expect(await details()).toMatchObject({ dont_have_social_media: true, social_media: [] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an unanswered question', { dont_have_social_media: null }, { dont_have_social_media: MESSAGES.selectYesOrNo }],
    ['a missing answer', { social_media: [LINKEDIN] }, { dont_have_social_media: DETAILS.required }],
    ['accounts without a record', { dont_have_social_media: false, social_media: [] }, { social_media: MESSAGES.socialMediaRequired }],
    [
      'a record without platform or address',
      { dont_have_social_media: false, social_media: [{ social_media_platform: '', social_media_account: '' }] },
      { 'social_media.0.social_media_platform': MESSAGES.selectPlatform, 'social_media.0.social_media_account': MESSAGES.required },
    ],
    [
      'an unknown platform',
      { dont_have_social_media: false, social_media: [{ ...LINKEDIN, social_media_platform: 'myspace' }] },
      { 'social_media.0.social_media_platform': MESSAGES.selectFromList },
    ],
    [
      'an address without https://',
      { dont_have_social_media: false, social_media: [{ ...LINKEDIN, social_media_account: 'linkedin.com/in/ada' }] },
      { 'social_media.0.social_media_account': MESSAGES.accountUrl },
    ],
    [
      'the same platform twice',
      { dont_have_social_media: false, social_media: [LINKEDIN, { ...INSTAGRAM, social_media_platform: 'linkedin' }] },
      { 'social_media.1.social_media_platform': MESSAGES.duplicatePlatform },
    ],
    [
      'the same address twice',
      { dont_have_social_media: false, social_media: [LINKEDIN, { ...INSTAGRAM, social_media_account: LINKEDIN.social_media_account }] },
      { 'social_media.1.social_media_account': MESSAGES.duplicateAccount },
    ],
  ])('refuses %s, keeping the saved accounts', async (_case, body, expected) => {
    const { post, details } = await open(await rescreening());
    await post({ dont_have_social_media: false, social_media: [LINKEDIN] });
    const before = await details();
    expect(await firstMessages(await post(body))).toStrictEqual(expected);
    expect(await details()).toStrictEqual(before);
  });
});

describe('POST .../details/name/: the groups of a body', () => {
  it('saves every group a body carries in one save', async () => {
    const { post, details } = await open(await rescreening());
    const answer = await post({
      ...NAME,
      is_any_other_names: true,
      previous_names: [PREVIOUS],
      dont_have_social_media: false,
      social_media: [LINKEDIN],
    });
    expect(answer.status).toBe(200);
    expect(await details()).toMatchObject({
      first_name: 'Ada',
      is_any_other_names: true,
      previous_names: [{ last_name: 'Byron' }],
      dont_have_social_media: false,
      social_media: [LINKEDIN],
    });
  });

  it('leaves the groups a body does not carry as they were', async () => {
    const { post, details } = await open(await rescreening());
    await post({ is_any_other_names: true, previous_names: [PREVIOUS], dont_have_social_media: false, social_media: [LINKEDIN] });
    expect((await post(NAME)).status).toBe(200);
    expect(await details()).toMatchObject({ previous_names: [{ last_name: 'Byron' }], social_media: [LINKEDIN] });
    expect((await post({ dont_have_social_media: true })).status).toBe(200);
    expect(await details()).toMatchObject({ first_name: 'Ada', previous_names: [{ last_name: 'Byron' }], social_media: [] });
  });

  it('saves nothing of a body when one of its groups is refused', async () => {
    const { post, details } = await open(await rescreening());
    await post({ is_any_other_names: true, previous_names: [PREVIOUS] });
    const before = await details();
    const answer = await post({
      ...NAME,
      first_name: 'Changed',
      is_any_other_names: false,
      dont_have_social_media: false,
      social_media: [{ ...LINKEDIN, social_media_account: 'nope' }],
    });
    expect(await firstMessages(answer)).toStrictEqual({ 'social_media.0.social_media_account': MESSAGES.accountUrl });
    expect(await details()).toStrictEqual(before);
  });

  it('reports every refused group in one answer', async () => {
    const { post } = await open(await rescreening());
    const answer = await post({ ...NAME, gender: '', is_any_other_names: null, dont_have_social_media: null });
    expect(await firstMessages(answer)).toStrictEqual({
      gender: MESSAGES.selectGender,
      is_any_other_names: MESSAGES.selectYesOrNo,
      dont_have_social_media: MESSAGES.selectYesOrNo,
    });
  });

  it.each<[string, unknown, string]>([
    ['an empty body', {}, NO_GROUP_MESSAGE],
    ['a body of other steps’ fields', { date_of_birth: '1990-01-01', phone_number: '7700900123' }, NO_GROUP_MESSAGE],
    ['a list', [NAME], NOT_AN_OBJECT_MESSAGE],
    ['null', null, NOT_AN_OBJECT_MESSAGE],
  ])('refuses %s with a non-field error', async (_case, body, message) => {
    const { post, details } = await open(await rescreening());
    const before = await details();
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toStrictEqual({ non_field_errors: [message] });
    expect(await details()).toStrictEqual(before);
  });
});

describe('the sandbox’s sample answers', () => {
  function stepContext(response: ReferenceResponse): StepContext {
    return { response, today: today(), countries: [], nationalities: [] };
  }

  it.each(SCENARIO_NAMES)('of a ready_to_submit %s request pass the steps’ schemas as the form would send them', async (name) => {
    const created = await ctx.createRequest(scenarioBody(name, 'ready_to_submit'));
    const response = await getResponse(ctx.app, created);
    const details = response.candidate_details[0] as CandidateDetails;
    const steps = requiredSections(response, today()).find((section) => section.section === 'details')?.steps ?? [];
    const context = stepContext(response);

    const named = v.safeParse(nameSchema(context), nameDefaults(response));
    expect(named.issues).toBeUndefined();
    expect(named.output).toMatchObject({ first_name: details.first_name, gender: details.gender });
    if (steps.includes('previous_name')) {
      expect(v.safeParse(previousNamesSchema(context), previousNamesDefaults(response)).issues).toBeUndefined();
    }
    if (steps.includes('social_media')) {
      expect(v.safeParse(socialMediaSchema(), socialMediaDefaults(response)).issues).toBeUndefined();
    }
  });

  it('are saved again unchanged when the candidate saves the steps without changing anything', async () => {
    const created = await ctx.createRequest(scenarioBody('gb-rescreening', 'ready_to_submit'));
    const { response, post } = await open(created);
    const answer = await post({ ...nameDefaults(response), ...previousNamesDefaults(response), ...socialMediaDefaults(response) });
    expect(answer.status).toBe(200);
    const after = (await answer.json()) as ReferenceResponse;
    expect(after.candidate_details).toStrictEqual(response.candidate_details);
  });
});
