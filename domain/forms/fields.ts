/**
 * The valibot pieces every step schema is built from (ARCHITECTURE.md "One rule lives in one place"). Each piece
 * accepts what a form holds before it is answered (empty text, null) so react-hook-form can start from it, and
 * answers the specification's message when that is what arrives; its output is what the API stores.
 */
import * as v from 'valibot';
import { MESSAGES, MESSAGE_TEMPLATES, formatMessage } from '../messages';

export const maxLengthMessage = (max: number) => formatMessage(MESSAGE_TEMPLATES.maxLength, { max });
export const tooManyItemsMessage = (max: number) => formatMessage(MESSAGE_TEMPLATES.maxItems, { max });

/** At most `max` items (the bounds are in limits.ts). */
export const maxItems = <T extends readonly unknown[]>(max: number) => v.maxLength<T, number, string>(max, tooManyItemsMessage(max));

/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all. JSON can carry one ("\ud800"), but
 * UTF-8 cannot, so a text column would store U+FFFD in its place and a jsonb one refuses the whole write. In a
 * `u` pattern a whole pair is one code point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Refuses a lone surrogate, so the text stored is the text sent: every free-text field goes through it. */
export const wellFormed = <T extends string | null | undefined>() =>
  v.check<T, string>((value) => typeof value !== 'string' || isWellFormedText(value), MESSAGES.loneSurrogate);

/** A string that is well-formed text; `message` is the one for a value that is not a string. */
export const freeText = (message?: string) => v.pipe(v.string(message), wellFormed<string>());

/**
 * wellFormed for a value kept as it came (a provider's data): each string in it that holds a lone surrogate is named
 * by its path, and a key that holds one by the path of its object.
 */
export const wellFormedThroughout = <T>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const visit = (value: unknown, path: v.UnknownPathItem[]) => {
      const [first, ...rest] = path;
      const refuse = () => addIssue({ message: MESSAGES.loneSurrogate, ...(first && { path: [first, ...rest] }) });
      if (typeof value === 'string') {
        if (!isWellFormedText(value)) refuse();
      } else if (isObject(value)) {
        if (!Object.keys(value).every(isWellFormedText)) refuse();
        for (const [key, child] of Object.entries(value)) {
          visit(child, [...path, { type: 'unknown', origin: 'value', input: value, key, value: child }]);
        }
      }
    };
    visit(dataset.value, []);
  });

/** Text with its ends trimmed; a missing value reads as empty. */
const text = () => v.pipe(v.nullish(freeText(), ''), v.trim());

export function requiredText(max: number) {
  return v.pipe(text(), v.nonEmpty(MESSAGES.required), v.maxLength(max, maxLengthMessage(max)));
}

/** Optional text: stored as null when left empty. */
export function optionalText(max: number) {
  return v.pipe(
    text(),
    v.maxLength(max, maxLengthMessage(max)),
    v.transform((value) => (value === '' ? null : value)),
  );
}

/**
 * C0 controls, DEL and the bidi embedding, override and isolate characters: invisible in a name, and the bidi ones
 * make it display differently from what is stored. Single-line fields only: a multi-line answer holds line breaks.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const HIDDEN_CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export const withoutHiddenControlCharacters = <T extends string | null>() =>
  v.check<T, string>((value) => value === null || !HIDDEN_CONTROL_CHARACTERS.test(value), MESSAGES.hiddenControlCharacters);

/**
 * What a passport can print in a name, in any script: letters with their combining marks (accents, the vowel signs
 * of Devanagari or Thai), spaces, hyphens, apostrophes (typed ' or autocorrected ’) and full stops ("St. John"),
 * with at least one letter. The zero-width joiners (Persian and Indic spellings need them) and the left-to-right and
 * right-to-left marks that keyboards type into a name are part of its letters.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.\u200c-\u200f-]*$/u;
const LETTER = /\p{L}/u;

/** Whether a name holds only what a passport prints; an empty one is judged by its required rule. */
const isNameText = (name: string) => name === '' || (NAME_CHARACTERS.test(name) && LETTER.test(name));

/**
 * Digits and symbols refused in a name. Text with hidden control characters already has its own message, and so
 * has whatever `judges` leaves out (an "n/a" a previous name refuses with its own words): one message per mistake.
 */
export const nameCharacters = <T extends string | null>(judges: (value: string) => boolean = () => true) =>
  v.check<T, string>(
    (value) => value === null || HIDDEN_CONTROL_CHARACTERS.test(value) || !judges(value) || isNameText(value),
    MESSAGES.nameCharacters,
  );

/** A person's name: requiredText without hidden control characters, digits or symbols. */
export const requiredName = (max: number) =>
  v.pipe(requiredText(max), withoutHiddenControlCharacters<string>(), nameCharacters<string>());

/** An optional person's name: optionalText without hidden control characters, digits or symbols. */
export const optionalName = (max: number) =>
  v.pipe(optionalText(max), withoutHiddenControlCharacters<string | null>(), nameCharacters<string | null>());

/** A yes/no question (spec 000 §5 "Yes/no questions are required"): null until answered. */
export function yesNo() {
  return v.pipe(
    v.nullable(v.boolean()),
    v.check((answer) => answer !== null, MESSAGES.selectYesOrNo),
    v.transform((answer) => answer as boolean),
  );
}

/** A ticked box the form may leave unticked. */
export const checkbox = () => v.nullish(v.boolean(), false);

// A pipe goes on after a failed check to collect every issue, so each later check lets the empty value through:
// an unanswered field says only that it is required.

/**
 * One of a fixed list of values (radios, selects): empty or null until chosen. `message` says what to choose
 * ("Select your title"): a list is chosen from, not filled in (docs/decisions/0011).
 */
export function oneOf<const T extends readonly string[]>(options: T, message: string) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.check((value) => value !== '', message),
    v.check((value) => value === '' || options.includes(value), MESSAGES.selectFromList),
    v.transform((value) => value as T[number]),
  );
}

/** The id of a row picked from a list the form offers (countries, nationalities): null until picked. */
export function pickedId(validIds: ReadonlySet<number>) {
  return v.pipe(
    // The default makes a missing key run the checks too: valibot skips an absent optional key without one.
    v.nullish(v.number(), null),
    v.check((id) => id !== null, MESSAGES.selectFromList),
    v.check((id) => id === null || validIds.has(id), MESSAGES.selectFromList),
    v.transform((id) => id as number),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written yyyy-MM-dd that exists (no 31 April, 29 February only in leap years). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps the years 1 to 99 as they are: a year typed digit by digit passes them.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required date, yyyy-MM-dd; further rules (not in the future, not before another date) are piped after it. */
export function requiredDate() {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.nonEmpty(MESSAGES.required),
    v.check((day) => day === '' || isIsoDate(day), MESSAGES.invalidDate),
  );
}

/** Not later than `today` (yyyy-MM-dd dates compare as text); a date that is not one is judged by requiredDate. */
export const notAfter = (today: string, message: string = MESSAGES.dateInFuture) =>
  v.check((day: string) => !isIsoDate(day) || day <= today, message);

/**
 * A field not asked after the answers given: never judged, and stored as null. The default makes a missing key come
 * out as null too (valibot leaves an absent optional key out of the output), so a save writes every field. `input`
 * types what a form may still hold there; anything, when not given.
 */
export function notAsked(): v.SchemaWithPipe<readonly [v.NullishSchema<v.UnknownSchema, null>, v.TransformAction<unknown, null>]>;
export function notAsked<TInput>(
  input: v.GenericSchema<TInput>,
): v.SchemaWithPipe<readonly [v.NullishSchema<v.GenericSchema<TInput>, null>, v.TransformAction<TInput | null, null>]>;
export function notAsked(input: v.GenericSchema = v.unknown()) {
  return v.pipe(v.nullish(input, null), v.transform((): null => null));
}

/** A field's text as sent, for the rules of other fields that read it: trimmed, and empty when it is not text. */
export const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const isEmailAddress = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/**
 * A saved record as a form's starting values: each field the blank form has takes the saved value, or keeps the
 * blank's where nothing is saved (the form holds '' where the API stores null). Fields the form does not hold are
 * left out; one the form holds in another shape is given in `saved` already converted.
 */
export function savedInput<T extends object>(blank: T, saved: { [K in keyof T]?: T[K] | null }): T {
  const filled = { ...blank };
  for (const key of Object.keys(blank) as (keyof T)[]) filled[key] = saved[key] ?? blank[key];
  return filled;
}

/** PostgreSQL's integer, the type of every id column: an id beyond it names no row and cannot be looked up. */
const MAX_ROW_ID = 2_147_483_647;

/** The id of a saved record the body updates, or null for a new one. */
export const recordId = () =>
  v.nullish(
    v.pipe(
      v.number(MESSAGES.validInteger),
      v.integer(MESSAGES.validInteger),
      v.minValue(-MAX_ROW_ID - 1, MESSAGES.validInteger),
      v.maxValue(MAX_ROW_ID, MESSAGES.validInteger),
    ),
    null,
  );

export const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null;
