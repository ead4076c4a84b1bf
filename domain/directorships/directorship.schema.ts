/**
 * One directorship line (spec 001 §2 "Directorships", §3 "Directorship", §5 "Directorship"), saved with POST
 * .../directors/directors/ (docs/directorships.md); the body is the line, its dates in parts:
 *
 *   { "id": 7 (to update), "organisation_name": "Harbour Street Holdings Ltd", "organisation_address_1": "...",
 *     "city": "Bristol", "postal_code": "BS1 4ST", "country": 77, "start_year": 2016, "start_month": 4,
 *     "start_day": 1, "is_director": false, "end_year": 2021, "end_month": 9, "end_day": null,
 *     "directorship_title": "Non-executive director", "directorship_type": "non_executive", ... }
 *
 * A date part is a whole number, or its text as a select holds it ('' until chosen). The start day is asked once the
 * start year and month are chosen; the end year and month only after "not still a director", and the end day (which
 * may stay empty) once those are chosen. A part not asked is never judged and is stored as null.
 */
import * as v from 'valibot';
import {
  isObject,
  notAsked,
  oneOf,
  optionalText,
  pickedId,
  recordId,
  requiredText,
  savedInput,
  yesNo,
} from '../forms/fields';
import { idsOf, type StepContext } from '../forms/step-context';
import { DIRECTORSHIP_FIRST_YEAR } from '../limits';
import { MESSAGES } from '../messages';
import type { DirectorshipLine, DirectorshipType } from '../reference-response';

export const DIRECTORSHIP_TYPES = ['executive', 'non_executive'] as const satisfies readonly DirectorshipType[];

/** Text fields 255 (as the employer line), a postal code 20, the notes 1000 (as a gap's). */
export const DIRECTORSHIP_TEXT_MAX = 255;
export const POSTAL_CODE_MAX = 20;
export const DIRECTORSHIP_NOTES_MAX = 1000;

/** A date part in a form or a body. */
export type DatePart = string | number | null;

/** A date part as sent: a whole number; a select's text of one; null when not chosen; NaN for anything else. */
export function partValue(input: unknown): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isInteger(input) ? input : Number.NaN;
  if (typeof input !== 'string') return Number.NaN;
  const text = input.trim();
  if (text === '') return null;
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}

/** The days of a month (1-12) of a year: 28 to 31. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The year of a yyyy-MM-dd date. */
const yearOf = (day: string) => Number(day.slice(0, 4));

/** Whole numbers from `last` down to `first`: the newest year first, as the year lists show them. */
export function yearsDown(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => last - index);
}

/** The years a start may take: 1919 to this year (spec 001 §5). */
export const startYears = (today: string) => yearsDown(DIRECTORSHIP_FIRST_YEAR, yearOf(today));

/** The years an end may take: from the start year (1919 before one is chosen) to this year. */
export const endYears = (today: string, startYear: number | null) =>
  yearsDown(startYear ?? DIRECTORSHIP_FIRST_YEAR, yearOf(today));

/** What the date rules read from the line as sent. */
interface LineFacts {
  startYear: number | null;
  startMonth: number | null;
  startDay: number | null;
  /** Answered "no longer a director": only then is an end asked. */
  ended: boolean;
  endYear: number | null;
  endMonth: number | null;
}

/** A part that is a usable number, else null (a missing or wrong part has its own message). */
function chosen(value: number | null, first: number, last: number): number | null {
  return value !== null && Number.isInteger(value) && value >= first && value <= last ? value : null;
}

function factsOf(input: unknown, today: string): LineFacts {
  const line = isObject(input) ? input : {};
  const thisYear = yearOf(today);
  const startYear = chosen(partValue(line.start_year), DIRECTORSHIP_FIRST_YEAR, thisYear);
  const startMonth = chosen(partValue(line.start_month), 1, 12);
  const startDay =
    startYear !== null && startMonth !== null ? chosen(partValue(line.start_day), 1, daysInMonth(startYear, startMonth)) : null;
  return {
    startYear,
    startMonth,
    startDay,
    ended: line.is_director === false,
    endYear: chosen(partValue(line.end_year), DIRECTORSHIP_FIRST_YEAR, thisYear),
    endMonth: chosen(partValue(line.end_month), 1, 12),
  };
}

/** A part sent as `partValue` reads it; a missing key reads as not chosen. */
/** Anything a body sends for a part, typed as a form holds one: partValue judges what it is. */
const sentPart = () => v.custom<DatePart>(() => true);

const part = () => v.pipe(v.optional(sentPart(), null), v.transform((value: DatePart) => partValue(value)));

/** Below `first`: the part's own message (`below`), so a part under its bound gets only that one. */
const isBelow = (value: number | null, first: number) => value !== null && !Number.isNaN(value) && value < first;
/** Not a whole number, or past `last`: not one of the list's values. */
const isOffList = (value: number | null, last: number) => value !== null && (Number.isNaN(value) || value > last);

/**
 * A required part from `first` to `last`; `unchosen` says which part to choose ("Select the year"), `below` is the
 * message for one under `first`, where it has its own.
 */
function requiredPart(unchosen: string, first: number, last: number, below: string = MESSAGES.selectFromList) {
  return v.pipe(
    part(),
    v.check((value) => value !== null, unchosen),
    v.check((value) => !isBelow(value, first), below),
    v.check((value) => !isOffList(value, last), MESSAGES.selectFromList),
    v.transform((value) => value as number),
  );
}

/** An optional part, as requiredPart: null when not chosen. */
function optionalPart(first: number, last: number, below: string = MESSAGES.selectFromList) {
  return v.pipe(
    part(),
    v.check((value) => !isBelow(value, first), below),
    v.check((value) => !isOffList(value, last), MESSAGES.selectFromList),
  );
}

/** A yes/no question that a body may also leave out: it then says it is required. */
const question = () => v.pipe(v.nullish(v.boolean(), null), yesNo());

function lineSchemaFor({ today, countries }: StepContext, facts: LineFacts) {
  const thisYear = yearOf(today);
  const { startYear, startMonth, startDay, endYear, endMonth } = facts;
  // The end's month and day are held to the start's only within the start's year, and month.
  const sameYear = startYear !== null && startMonth !== null && endYear === startYear;
  const sameMonth = sameYear && startDay !== null && endMonth === startMonth;
  return v.object({
    id: recordId(),
    organisation_name: requiredText(DIRECTORSHIP_TEXT_MAX),
    organisation_registration_number: optionalText(DIRECTORSHIP_TEXT_MAX),
    organisation_address_1: requiredText(DIRECTORSHIP_TEXT_MAX),
    organisation_address_2: optionalText(DIRECTORSHIP_TEXT_MAX),
    city: requiredText(DIRECTORSHIP_TEXT_MAX),
    postal_code: requiredText(POSTAL_CODE_MAX),
    country: pickedId(idsOf(countries)),
    directorship_title: requiredText(DIRECTORSHIP_TEXT_MAX),
    directorship_type: oneOf(DIRECTORSHIP_TYPES, MESSAGES.selectDirectorshipType),
    start_year: requiredPart(MESSAGES.selectYear, DIRECTORSHIP_FIRST_YEAR, thisYear),
    start_month: requiredPart(MESSAGES.selectMonth, 1, 12),
    start_day:
      startYear !== null && startMonth !== null
        ? requiredPart(MESSAGES.selectDay, 1, daysInMonth(startYear, startMonth))
        : notAsked(sentPart()),
    is_director: question(),
    end_year: facts.ended
      ? requiredPart(
          MESSAGES.selectYear,
          startYear ?? DIRECTORSHIP_FIRST_YEAR,
          thisYear,
          startYear === null ? MESSAGES.selectFromList : MESSAGES.endYearBeforeStart,
        )
      : notAsked(sentPart()),
    end_month: facts.ended
      ? requiredPart(
          MESSAGES.selectMonth,
          sameYear ? (startMonth as number) : 1,
          12,
          sameYear ? MESSAGES.endMonthBeforeStart : MESSAGES.selectFromList,
        )
      : notAsked(sentPart()),
    end_day:
      facts.ended && endYear !== null && endMonth !== null
        ? optionalPart(
            sameMonth ? (startDay as number) : 1,
            daysInMonth(endYear, endMonth),
            sameMonth ? MESSAGES.endDayBeforeStart : MESSAGES.selectFromList,
          )
        : notAsked(sentPart()),
    notes: optionalText(DIRECTORSHIP_NOTES_MAX),
  });
}

type LineSchema = ReturnType<typeof lineSchemaFor>;
/**
 * What the schema takes, as the form holds it: text as typed (an optional one may be null), each date part as its
 * select holds it ('' until chosen) or as a number.
 */
export type DirectorshipInput = v.InferInput<LineSchema>;
/** A line as saved: the parts not asked are null. */
export type DirectorshipValues = v.InferOutput<LineSchema>;

/** The schema of one line, its date rules built from the line as sent, on `context.today`'s year. */
export function directorshipSchema(context: StepContext) {
  return v.lazy((input) => lineSchemaFor(context, factsOf(input, context.today)));
}

/** A blank line, as the form starts a new directorship. */
export function emptyDirectorship(): Required<DirectorshipInput> {
  return {
    id: null,
    organisation_name: '',
    organisation_registration_number: '',
    organisation_address_1: '',
    organisation_address_2: '',
    city: '',
    postal_code: '',
    country: null,
    directorship_title: '',
    directorship_type: '',
    start_year: '',
    start_month: '',
    start_day: '',
    is_director: null,
    end_year: '',
    end_month: '',
    end_day: '',
    notes: '',
  };
}

const partText = (value: number | null) => (value === null ? '' : String(value));

/** A saved line as the form's starting values. */
export function directorshipInput(line: DirectorshipLine): Required<DirectorshipInput> {
  return savedInput(emptyDirectorship(), {
    ...line,
    start_year: partText(line.start_year),
    start_month: partText(line.start_month),
    start_day: partText(line.start_day),
    end_year: partText(line.end_year),
    end_month: partText(line.end_month),
    end_day: partText(line.end_day),
  });
}

/**
 * Where Save leads from entry `entry` (spec 001 §4): the next entry while more lines are saved than its number,
 * otherwise home (null).
 */
export const entryAfterSave = (lineCount: number, entry: number): number | null => (lineCount > entry ? entry + 1 : null);
