/**
 * The previous names step (spec 000 §2 "Previous names", §5): has the candidate used another name, and if so
 * each one with its kind and the dates it was used. Saved through POST .../details/name/ (spec 000 §7).
 */
import * as v from 'valibot';
import {
  checkbox,
  freeText,
  isIsoDate,
  isObject,
  maxItems,
  maxLengthMessage,
  nameCharacters,
  oneOf,
  requiredDate,
  requiredText,
  withoutHiddenControlCharacters,
} from '../forms/fields';
import { type ListQuestionInput, type ListQuestionValues, listQuestionSchema } from '../forms/records-question';
import type { StepContext } from '../forms/step-context';
import { MAX_PREVIOUS_NAMES } from '../limits';
import { MESSAGES } from '../messages';
import type { PreviousName, ReferenceResponse } from '../reference-response';
import { NAME_MAX } from './name.schema';

export const PREVIOUS_NAME_TYPES = ['alias', 'maiden_name', 'other'] as const satisfies readonly PreviousName['type'][];

/** Answers that say "none" rather than give a name (spec 000 §5): a previous name repeats the current one instead. */
const NOT_A_NAME = new Set(['n/a', '-']);
const isAName = (value: string) => !NOT_A_NAME.has(value.toLowerCase());

/** A name, where "n/a" or "-" earns the specification's own message rather than the characters'. */
const namePart = (message: string) =>
  v.pipe(
    requiredText(NAME_MAX),
    withoutHiddenControlCharacters<string>(),
    v.check(isAName, message),
    nameCharacters<string>(isAName),
  );

/** A check that only judges a real date: an empty or impossible one already has its message. */
const dateCheck = (requirement: (day: string) => boolean, message: string) =>
  v.check((day: string) => !isIsoDate(day) || requirement(day), message);

export interface PreviousNameInput {
  first_name?: string | null;
  middle_name?: string | null;
  no_middle_name?: boolean | null;
  last_name?: string | null;
  type?: string | null;
  used_from?: string | null;
  used_to?: string | null;
}

export interface PreviousNameValues {
  first_name: string;
  /** Empty when the box says there was none. */
  middle_name: string;
  no_middle_name: boolean;
  last_name: string;
  type: PreviousName['type'];
  used_from: string;
  used_to: string;
}

/** An empty or "n/a" middle name means there was none: the box says so (spec 000 §5). */
const previousMiddleName = () =>
  v.pipe(
    v.nullish(freeText(), ''),
    v.trim(),
    v.nonEmpty(MESSAGES.previousMiddleName),
    v.check(isAName, MESSAGES.previousMiddleName),
    v.maxLength(NAME_MAX, maxLengthMessage(NAME_MAX)),
    withoutHiddenControlCharacters<string>(),
    nameCharacters<string>(isAName),
  );

/** The middle name the ticked box replaces: stored empty, as the list stores a name without one. */
const replacedMiddleName = () =>
  v.pipe(
    v.nullish(v.string(), ''),
    v.transform(() => ''),
  );

/**
 * One record. Its schema is chosen by what the record holds — the box, and the start the end may not precede —
 * so each rule sits in its own field: every error shows in one pass, in page order, whatever the form's options.
 */
function previousNameSchema({ response, today }: StepContext) {
  const birth = response.candidate_details[0]?.date_of_birth ?? null;
  const notInFuture = dateCheck((day) => day <= today, MESSAGES.dateInFuture);
  return v.lazy((input): v.GenericSchema<PreviousNameInput, PreviousNameValues> => {
    const record = isObject(input) ? input : {};
    const from = typeof record.used_from === 'string' && isIsoDate(record.used_from) ? record.used_from : null;
    return v.object({
      first_name: namePart(MESSAGES.previousFirstName),
      middle_name: record.no_middle_name === true ? replacedMiddleName() : previousMiddleName(),
      no_middle_name: checkbox(),
      last_name: namePart(MESSAGES.previousLastName),
      type: oneOf(PREVIOUS_NAME_TYPES, MESSAGES.selectNameType),
      used_from: v.pipe(
        requiredDate(),
        dateCheck((day) => birth === null || day >= birth, MESSAGES.notBeforeBirth),
        notInFuture,
      ),
      used_to: v.pipe(
        requiredDate(),
        notInFuture,
        dateCheck((day) => from === null || day >= from, MESSAGES.notBeforeStart),
      ),
    });
  });
}

export type PreviousNamesInput = ListQuestionInput<'is_any_other_names', 'previous_names', PreviousNameInput>;
export type PreviousNamesValues = ListQuestionValues<'is_any_other_names', 'previous_names', PreviousNameValues>;

export function previousNamesSchema(context: StepContext) {
  const names = v.pipe(
    v.nullish(v.array(previousNameSchema(context)), []),
    v.minLength(1, MESSAGES.previousNamesRequired),
    maxItems(MAX_PREVIOUS_NAMES),
  );
  return listQuestionSchema('is_any_other_names', 'previous_names', true, names);
}

/** A blank record, as the list's Add button appends it. */
export function emptyPreviousName(): PreviousNameInput {
  return { first_name: '', middle_name: '', no_middle_name: false, last_name: '', type: '', used_from: '', used_to: '' };
}

/** The form's starting values; a saved record without a middle name has its box ticked. */
export function previousNamesDefaults(response: ReferenceResponse): PreviousNamesInput {
  const saved = response.candidate_details[0];
  return {
    is_any_other_names: saved?.is_any_other_names ?? null,
    previous_names: (saved?.previous_names ?? []).map((record) => ({
      first_name: record.first_name,
      middle_name: record.middle_name,
      no_middle_name: record.middle_name === '',
      last_name: record.last_name,
      type: record.type,
      used_from: record.used_from,
      used_to: record.used_to,
    })),
  };
}
