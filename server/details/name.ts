/**
 * POST .../details/name/ (spec 000 §7): one path for three steps. A body carries one or more groups — the name
 * fields, the previous names (is_any_other_names, previous_names[]) and the social media accounts
 * (dont_have_social_media, social_media[]) — and each group present is judged by its step's shared schema and
 * saved; a group absent is left as it was. The lists are replaced as a whole, in the order given.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { fullName } from '../../domain/details/name-fields';
import { type NameValues, nameSchema } from '../../domain/details/name.schema';
import { type PreviousNamesValues, previousNamesSchema } from '../../domain/details/previous-names.schema';
import { type SocialMediaValues, socialMediaSchema } from '../../domain/details/social-media.schema';
import type { StepContext } from '../../domain/forms/step-context';
import { candidateDetails, previousNames, socialMedia } from '../db/schema';
import { DETAILS } from '../errors';
import { detailsStep } from './step-handler';

/** A body with none of the groups: nothing to save (answered as DRF's non_field_errors). */
export const NO_GROUP_MESSAGE =
  'Send the name fields, the previous names (is_any_other_names) or the social media accounts (dont_have_social_media).';
export const NOT_AN_OBJECT_MESSAGE = 'Invalid data. Expected a dictionary.';

/** The keys that make a group present; full_name is the server's to derive, but a client may send it along. */
const GROUP_KEYS = {
  name: [
    'salutation',
    'first_name',
    'middle_name',
    'no_middle_name',
    'last_name',
    'full_name',
    'asian_name',
    'gender',
    'fathers_full_name',
    'mothers_full_name',
    'mothers_maiden_name',
  ],
  previousNames: ['is_any_other_names', 'previous_names'],
  socialMedia: ['dont_have_social_media', 'social_media'],
} as const;

export interface NameStepValues {
  name?: NameValues;
  previousNames?: PreviousNamesValues;
  socialMedia?: SocialMediaValues;
}

function nameStepSchema(context: StepContext) {
  const schemas = {
    name: nameSchema(context),
    previousNames: previousNamesSchema(context),
    socialMedia: socialMediaSchema(),
  };
  return v.pipe(
    v.custom<Record<string, unknown>>(
      (body) => typeof body === 'object' && body !== null && !Array.isArray(body),
      NOT_AN_OBJECT_MESSAGE,
    ),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const body = dataset.value;
      const values: Record<string, unknown> = {};
      let valid = true;
      for (const group of Object.keys(schemas) as (keyof typeof schemas)[]) {
        if (!GROUP_KEYS[group].some((key) => key in body)) continue;
        const result = v.safeParse(schemas[group], body);
        if (result.success) {
          values[group] = result.output;
          continue;
        }
        valid = false;
        for (const issue of result.issues) {
          // A missing field reads as DRF says it, as parseOrThrow does for every other body.
          const missing = issue.kind === 'schema' && issue.input === undefined && issue.path !== undefined;
          addIssue({ message: missing ? DETAILS.required : issue.message, path: issue.path });
        }
      }
      if (valid && Object.keys(values).length === 0) {
        addIssue({ message: NO_GROUP_MESSAGE });
        return NEVER;
      }
      return valid ? (values as NameStepValues) : NEVER;
    }),
  );
}

export const nameStep = detailsStep({
  schema: nameStepSchema,
  async save(tx, { responseId, now }, { name, previousNames: names, socialMedia: accounts }) {
    const record: Partial<typeof candidateDetails.$inferInsert> = { updatedAt: now };
    if (name) {
      Object.assign(record, {
        salutation: name.salutation,
        firstName: name.first_name,
        middleName: name.middle_name,
        lastName: name.last_name,
        fullName: fullName(name),
        asianName: name.asian_name,
        gender: name.gender,
        fathersFullName: name.fathers_full_name,
        mothersFullName: name.mothers_full_name,
        mothersMaidenName: name.mothers_maiden_name,
        isCompleted: true,
      });
    }
    if (names) record.isAnyOtherNames = names.is_any_other_names;
    if (accounts) record.dontHaveSocialMedia = accounts.dont_have_social_media;
    await tx
      .insert(candidateDetails)
      .values({ responseId, ...record })
      .onConflictDoUpdate({ target: candidateDetails.responseId, set: record });

    if (names) {
      await tx.delete(previousNames).where(eq(previousNames.responseId, responseId));
      if (names.previous_names.length > 0) {
        await tx.insert(previousNames).values(
          names.previous_names.map((entry, position) => ({
            responseId,
            position,
            firstName: entry.first_name,
            middleName: entry.middle_name,
            lastName: entry.last_name,
            fullName: fullName(entry),
            type: entry.type,
            usedFrom: entry.used_from,
            usedTo: entry.used_to,
          })),
        );
      }
    }
    if (accounts) {
      await tx.delete(socialMedia).where(eq(socialMedia.responseId, responseId));
      if (accounts.social_media.length > 0) {
        await tx.insert(socialMedia).values(
          accounts.social_media.map((entry, position) => ({
            responseId,
            position,
            socialMediaPlatform: entry.social_media_platform,
            socialMediaAccount: entry.social_media_account,
          })),
        );
      }
    }
  },
});
