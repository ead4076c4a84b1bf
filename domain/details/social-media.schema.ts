/**
 * The social media step (spec 000 §2 "Social media", §5): does the candidate have accounts, and if so each one's
 * platform and address. Saved through POST .../details/name/ (spec 000 §7) as dont_have_social_media and
 * social_media[]: the stored answer is the negative one, so "yes, I have accounts" is dont_have_social_media false.
 */
import * as v from 'valibot';
import { maxItems, oneOf, requiredText } from '../forms/fields';
import { MAX_SOCIAL_MEDIA_ACCOUNTS } from '../limits';
import { type ListQuestionInput, type ListQuestionValues, listQuestionSchema } from '../forms/records-question';
import { MESSAGES } from '../messages';
import type { ReferenceResponse } from '../reference-response';

export const SOCIAL_MEDIA_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'x', 'tiktok', 'reddit', 'pinterest'] as const;
export type SocialMediaPlatform = (typeof SOCIAL_MEDIA_PLATFORMS)[number];

/** spec 000 §9 "text fields 255". */
const ACCOUNT_URL_MAX = 255;

/** spec 000 §5: "https:// followed by text", with no spaces anywhere (an address has none). */
const ACCOUNT_URL = /^https:\/\/\S+$/;

/** Two addresses are the same account whatever their letter case or a closing slash. */
const sameAccount = (url: string) => url.trim().toLowerCase().replace(/\/+$/, '');

export interface SocialMediaAccountInput {
  social_media_platform?: string | null;
  social_media_account?: string | null;
}

export interface SocialMediaAccountValues {
  social_media_platform: SocialMediaPlatform;
  social_media_account: string;
}

/** Which rule of spec 000 §5 "Duplicates rejected" a record breaks: it repeats an earlier record's value. */
interface Repeats {
  platform: boolean;
  account: boolean;
}

const NO_REPEATS: Repeats = { platform: false, account: false };

/** The records that repeat an earlier record's platform or address: the later one is the one marked. */
function laterRepeats(records: readonly unknown[]): Map<unknown, Repeats> {
  const platforms = new Set<string>();
  const accounts = new Set<string>();
  const repeats = new Map<unknown, Repeats>();
  for (const record of records) {
    if (typeof record !== 'object' || record === null) continue;
    const { social_media_platform: platform, social_media_account: account } = record as Record<string, unknown>;
    const found = { ...NO_REPEATS };
    if (typeof platform === 'string' && platform.trim() !== '') {
      found.platform = platforms.has(platform.trim());
      platforms.add(platform.trim());
    }
    if (typeof account === 'string' && account.trim() !== '') {
      found.account = accounts.has(sameAccount(account));
      accounts.add(sameAccount(account));
    }
    repeats.set(record, found);
  }
  return repeats;
}

function accountSchema(repeats: Repeats) {
  return v.object({
    social_media_platform: v.pipe(
      oneOf(SOCIAL_MEDIA_PLATFORMS, MESSAGES.selectPlatform),
      v.check(() => !repeats.platform, MESSAGES.duplicatePlatform),
    ),
    social_media_account: v.pipe(
      requiredText(ACCOUNT_URL_MAX),
      v.check((url) => url === '' || ACCOUNT_URL.test(url), MESSAGES.accountUrl),
      v.check(() => !repeats.account, MESSAGES.duplicateAccount),
    ),
  });
}

/**
 * The records, each judged knowing whether it repeats an earlier one: the duplicate rules sit in the fields
 * themselves, so they show in the same pass as every other error.
 */
const accountsSchema = v.lazy((input): v.GenericSchema<SocialMediaAccountInput[] | null | undefined, SocialMediaAccountValues[]> => {
  const repeats = laterRepeats(Array.isArray(input) ? input : []);
  return v.pipe(
    v.nullish(
      v.array(v.lazy((record) => accountSchema(repeats.get(record) ?? NO_REPEATS))),
      [],
    ),
    v.minLength(1, MESSAGES.socialMediaRequired),
    maxItems(MAX_SOCIAL_MEDIA_ACCOUNTS),
  );
});

export type SocialMediaInput = ListQuestionInput<'dont_have_social_media', 'social_media', SocialMediaAccountInput>;
export type SocialMediaValues = ListQuestionValues<'dont_have_social_media', 'social_media', SocialMediaAccountValues>;

export function socialMediaSchema() {
  return listQuestionSchema('dont_have_social_media', 'social_media', false, accountsSchema);
}

/** A blank record, as the list's Add button appends it. */
export function emptySocialMediaAccount(): SocialMediaAccountInput {
  return { social_media_platform: '', social_media_account: '' };
}

export function socialMediaDefaults(response: ReferenceResponse): SocialMediaInput {
  const saved = response.candidate_details[0];
  return {
    dont_have_social_media: saved?.dont_have_social_media ?? null,
    social_media: (saved?.social_media ?? []).map((record) => ({
      social_media_platform: record.social_media_platform,
      social_media_account: record.social_media_account,
    })),
  };
}
