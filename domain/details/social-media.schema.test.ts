import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import type { CandidateDetails } from '../reference-response';
import { buildResponse } from '../testing/build-response';
import {
  emptySocialMediaAccount,
  SOCIAL_MEDIA_PLATFORMS,
  type SocialMediaAccountInput,
  socialMediaDefaults,
  socialMediaSchema,
} from './social-media.schema';

const LINKEDIN = { social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/ada-lovelace' };
const INSTAGRAM = { social_media_platform: 'instagram', social_media_account: 'https://www.instagram.com/ada' };

const parse = (input: unknown) => v.safeParse(socialMediaSchema(), input);

/** The message each field shows (its first), by the field's path as the API names it. */
function errorsOf(input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of parse(input).issues ?? []) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

const accounts = (...records: Partial<SocialMediaAccountInput>[]) => ({ dont_have_social_media: false, social_media: records });

describe('socialMediaSchema', () => {
  it('keeps the trimmed records of a candidate with accounts', () => {
    const result = parse(accounts(LINKEDIN, { ...INSTAGRAM, social_media_account: ` ${INSTAGRAM.social_media_account} ` }));
    expect(result.success && result.output).toStrictEqual({ dont_have_social_media: false, social_media: [LINKEDIN, INSTAGRAM] });
  });

  it('stores no record for a candidate without accounts, whatever the hidden list holds', () => {
    for (const list of [undefined, null, [], [{ social_media_platform: 'myspace' }]]) {
      const result = parse({ dont_have_social_media: true, social_media: list });
      expect(result.success && result.output).toStrictEqual({ dont_have_social_media: true, social_media: [] });
    }
  });

  it('asks the question first', () => {
    expect(errorsOf({ dont_have_social_media: null })).toStrictEqual({ dont_have_social_media: MESSAGES.selectYesOrNo });
  });

  it('asks for an account after a yes', () => {
    expect(errorsOf(accounts())).toStrictEqual({ social_media: MESSAGES.socialMediaRequired });
  });

  it('names both fields of an empty record', () => {
    expect(errorsOf(accounts(emptySocialMediaAccount()))).toStrictEqual({
      'social_media.0.social_media_platform': MESSAGES.selectPlatform,
      'social_media.0.social_media_account': MESSAGES.required,
    });
  });

  it.each(SOCIAL_MEDIA_PLATFORMS)('accepts %s', (platform) => {
    expect(errorsOf(accounts({ ...LINKEDIN, social_media_platform: platform }))).toStrictEqual({});
  });

  it.each<[string, Partial<SocialMediaAccountInput>, Record<string, string>]>([
    ['an unknown platform', { social_media_platform: 'myspace' }, { 'social_media.0.social_media_platform': MESSAGES.selectFromList }],
    ['an address without https://', { social_media_account: 'www.linkedin.com/in/ada' }, { 'social_media.0.social_media_account': MESSAGES.accountUrl }],
    ['an http:// address', { social_media_account: 'http://www.linkedin.com/in/ada' }, { 'social_media.0.social_media_account': MESSAGES.accountUrl }],
    ['https:// alone', { social_media_account: 'https://' }, { 'social_media.0.social_media_account': MESSAGES.accountUrl }],
    ['an address with a space', { social_media_account: 'https://x.com/ada lovelace' }, { 'social_media.0.social_media_account': MESSAGES.accountUrl }],
    ['an address of 256 characters', { social_media_account: `https://x.com/${'a'.repeat(242)}` }, {
      'social_media.0.social_media_account': 'Ensure this field has no more than 255 characters.',
    }],
  ])('refuses %s', (_name, change, expected) => {
    expect(errorsOf(accounts({ ...LINKEDIN, ...change }))).toStrictEqual(expected);
  });

  it('marks the later record that repeats a platform or an address', () => {
    expect(
      errorsOf(
        accounts(
          LINKEDIN,
          INSTAGRAM,
          { social_media_platform: 'linkedin', social_media_account: 'https://www.linkedin.com/in/ada-2' },
          { social_media_platform: 'x', social_media_account: 'HTTPS://WWW.LINKEDIN.COM/in/ada-lovelace/' },
        ),
      ),
    ).toStrictEqual({
      'social_media.2.social_media_platform': MESSAGES.duplicatePlatform,
      'social_media.3.social_media_account': MESSAGES.accountUrl,
    });
    expect(
      errorsOf(accounts(LINKEDIN, { social_media_platform: 'x', social_media_account: 'https://www.linkedin.com/in/ada-lovelace/' })),
    ).toStrictEqual({ 'social_media.1.social_media_account': MESSAGES.duplicateAccount });
  });

  it('shows duplicates in the same pass where each pipe stops at its first error (the form’s resolver)', () => {
    const input = accounts({ ...LINKEDIN, social_media_account: 'nope' }, LINKEDIN, { ...LINKEDIN, social_media_platform: 'x' });
    const result = v.safeParse(socialMediaSchema(), input, { abortPipeEarly: true });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['social_media.0.social_media_account', MESSAGES.accountUrl],
      ['social_media.1.social_media_platform', MESSAGES.duplicatePlatform],
      ['social_media.2.social_media_account', MESSAGES.duplicateAccount],
    ]);
  });

  it('shows duplicates beside other records’ errors in the same pass', () => {
    expect(errorsOf(accounts(LINKEDIN, { ...LINKEDIN }, { social_media_platform: '', social_media_account: 'nope' }))).toStrictEqual({
      'social_media.1.social_media_platform': MESSAGES.duplicatePlatform,
      'social_media.1.social_media_account': MESSAGES.duplicateAccount,
      'social_media.2.social_media_platform': MESSAGES.selectPlatform,
      'social_media.2.social_media_account': MESSAGES.accountUrl,
    });
  });
});

describe('socialMediaDefaults', () => {
  it('is unanswered before a save', () => {
    expect(socialMediaDefaults(buildResponse({ checks: [] }))).toStrictEqual({ dont_have_social_media: null, social_media: [] });
  });

  it('shows the saved records', () => {
    const response = buildResponse({ checks: [] });
    response.candidate_details = [{ dont_have_social_media: false, social_media: [LINKEDIN], previous_names: [] } as unknown as CandidateDetails];
    const values = socialMediaDefaults(response);
    expect(values).toStrictEqual({ dont_have_social_media: false, social_media: [LINKEDIN] });
    expect(parse(values).success).toBe(true);
  });
});
