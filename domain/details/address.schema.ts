/**
 * The address history step (spec 000 §2 "Address history", §3 "Address record", §5, §9): every address of the last
 * N years, current first, each older one before the one it was left for. The whole list is saved in one POST
 * .../details/address/ whose body is the array the specification names (docs/api.md):
 *
 *   [{ "country": 1, "street_address": "14 Harbour Street", "street_address_cont": null, "city": "Bristol",
 *      "state": null, "postal_code": "BS1 5TR", "period_residence_from": "2021-03-01" }, ...]
 *
 * `period_residence_to` and `is_current_residence` are derived from the order (address-fields.ts residenceEnds):
 * the output carries them, and anything a client sends for them is ignored, as are `id`, `country_name` and
 * `is_completed`. An error of record i is named `i.field` in the API's answer and `addresses.i.field` in the form,
 * whose values hold the list under `addresses`; a history too short is named `minimumCriteriaCount` in both (spec 000
 * §8).
 */
import * as v from 'valibot';
import { isIsoDate, maxItems, optionalText, pickedId, requiredDate, requiredText, textOf } from '../forms/fields';
import { MAX_ADDRESSES } from '../limits';
import { idsOf, type StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import { minimumAddressYears } from '../minimums';
import type { AddressRecord, ReferenceRequest, ReferenceResponse } from '../reference-response';
import {
  type AddressHistoryRules,
  addressHistoryRules,
  countryCodeOf,
  hasAddressPunctuation,
  historyCovers,
  normalisePostcode,
  postcodeIssue,
  residenceEnds,
  stateOptionsFor,
} from './address-fields';

/** Spec 000 §5 and §9: address lines 255, city 100, state 255; the postcode is a text field (255). */
const ADDRESS_LINE_MAX = 255;
const CITY_MAX = 100;
const STATE_MAX = 255;
const POSTCODE_MAX = 255;

/** Where the history's own error sits (spec 000 §8 "Address history too short (field minimumCriteriaCount)"). */
export const MINIMUM_CRITERIA_COUNT = 'minimumCriteriaCount';

/** A body that is not a list (Django REST Framework's wording for a list serializer). */
export const NOT_A_LIST = 'Expected a list of items.';

/** The history rules of a request: its minimum years (spec 000 §9) and what they ask of the list. */
export const addressRules = (request: Pick<ReferenceRequest, 'checks' | 'country_code'>) =>
  addressHistoryRules(minimumAddressYears(request));

const isObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null;
const asList = (input: unknown): unknown[] => (Array.isArray(input) ? input : []);
const startOf = (record: unknown) => textOf(isObject(record) ? record.period_residence_from : undefined);

/** A text of the address that refuses the punctuation of spec 000 §5; an empty optional one (null) passes. */
const withoutPunctuation = <T extends string | null>() =>
  v.check<T, string>((text) => text === null || !hasAddressPunctuation(text), MESSAGES.addressPunctuation);

/** What a record's rules read from the list as sent: its country and the record listed before it. */
interface RecordFacts {
  countryCode: string | null;
  isCurrent: boolean;
  /** The move-in date of the address listed before this one, when it is a real date. */
  laterStart: string | null;
}

function factsOf(context: StepContext, list: readonly unknown[], index: number): RecordFacts {
  const record = list[index];
  const country = isObject(record) && typeof record.country === 'number' ? record.country : null;
  const laterStart = index > 0 ? startOf(list[index - 1]) : '';
  return {
    countryCode: countryCodeOf(context.countries, country),
    isCurrent: index === 0,
    laterStart: isIsoDate(laterStart) ? laterStart : null,
  };
}

/** A state from the country's list (US, AU), else free text stored as null when empty. */
function stateSchema(countryCode: string | null) {
  const options = stateOptionsFor(countryCode);
  if (!options) return optionalText(STATE_MAX);
  const codes = options.map((option) => option.code);
  return v.pipe(
    v.nullish(v.string(), ''),
    v.trim(),
    v.check((code) => code !== '', MESSAGES.selectState),
    v.check((code) => code === '' || codes.includes(code), MESSAGES.selectFromList),
    v.transform((code): string | null => code),
  );
}

function postcodeSchema(countryCode: string | null) {
  return v.pipe(
    requiredText(POSTCODE_MAX),
    v.check(
      (postcode) => postcodeIssue(countryCode, postcode) === null,
      (issue) => postcodeIssue(countryCode, String(issue.input)) ?? MESSAGES.required,
    ),
    v.transform((postcode) => normalisePostcode(countryCode, postcode)),
  );
}

/**
 * The move-in date (spec 000 §5): not later than today for the current address, not later than the move-in date of
 * the address listed before it for every older one (and, while that one lacks a real date, not in the future).
 */
function movedInSchema(today: string, facts: RecordFacts) {
  const limit = facts.laterStart;
  const afterLater = (day: string) => limit !== null && isIsoDate(day) && day > limit;
  return v.pipe(
    requiredDate(),
    v.check((day) => !afterLater(day), MESSAGES.movedInAfterLaterAddress),
    v.check((day) => afterLater(day) || !isIsoDate(day) || day <= today, MESSAGES.dateInFuture),
  );
}

/** One record's fields in page order: the error summary lists them so. */
function recordSchemaFor({ countries, today }: StepContext, facts: RecordFacts) {
  return v.object({
    country: pickedId(idsOf(countries)),
    street_address: v.pipe(requiredText(ADDRESS_LINE_MAX), withoutPunctuation()),
    street_address_cont: v.pipe(optionalText(ADDRESS_LINE_MAX), withoutPunctuation()),
    city: v.pipe(requiredText(CITY_MAX), withoutPunctuation()),
    state: stateSchema(facts.countryCode),
    postal_code: postcodeSchema(facts.countryCode),
    period_residence_from: movedInSchema(today, facts),
  });
}

export interface AddressRecordInput {
  country: number | null;
  street_address: string;
  street_address_cont: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  period_residence_from: string;
}

/** A record as saved: the answers, and the end and current flag its place in the list gives it. */
export interface AddressRecordValues extends Omit<AddressRecordInput, 'country'> {
  country: number;
  period_residence_to: string | null;
  is_current_residence: boolean;
}

type AnswerValues = Omit<AddressRecordValues, 'period_residence_to' | 'is_current_residence'>;

const withDerivedDates = (records: AnswerValues[]): AddressRecordValues[] => {
  const ends = residenceEnds(records.map((record) => record.period_residence_from));
  return records.map((record, index) => ({ ...record, period_residence_to: ends[index] ?? null, is_current_residence: index === 0 }));
};

/** Each record judged with the facts of its place in the list, then the order's dates added. */
function recordsSchema(context: StepContext, rules: AddressHistoryRules, list: readonly unknown[]) {
  // A longer list is refused by maxItems before the tuple would judge it, so no more schemas than that are built.
  const records = list.slice(0, MAX_ADDRESSES).map((_, index) => recordSchemaFor(context, factsOf(context, list, index)));
  return v.pipe(
    v.array(v.unknown(), NOT_A_LIST),
    maxItems(MAX_ADDRESSES),
    v.tuple(records, NOT_A_LIST),
    // The form never sends more than one record where one is asked: Add is not offered.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!rules.allowsMore && asList(dataset.value).length > 1) addIssue({ message: MESSAGES.singleRecord });
    }),
    v.transform((values) => withDerivedDates(values as AnswerValues[])),
  );
}

/** The history's issue at `minimumCriteriaCount`, beside the fields rather than inside the list. */
function coverageCheck<T>(recordsOf: (value: unknown) => readonly unknown[], today: string, rules: AddressHistoryRules) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    const starts = recordsOf(dataset.value).map(startOf);
    if (historyCovers(starts, today, rules)) return;
    // A missing or impossible date has its own message; the history is judged once every date can be read.
    if (starts.some((day) => !isIsoDate(day))) return;
    addIssue({
      message: MESSAGES.minimumAddressYears,
      path: [{ type: 'object', origin: 'value', input: {}, key: MINIMUM_CRITERIA_COUNT, value: undefined }],
    });
  });
}

/** The API's body: the array of records (spec 000 §7). The rules are the request's unless a test gives others. */
export function addressHistorySchema(
  context: StepContext,
  rules: AddressHistoryRules = addressRules(context.response.reference_request),
): v.GenericSchema<AddressRecordInput[], AddressRecordValues[]> {
  return v.lazy((input) => {
    if (!Array.isArray(input)) return v.array(v.unknown(), NOT_A_LIST);
    return v.pipe(recordsSchema(context, rules, input), coverageCheck<AddressRecordValues[]>(asList, context.today, rules));
  }) as unknown as v.GenericSchema<AddressRecordInput[], AddressRecordValues[]>;
}

export interface AddressHistoryInput {
  addresses: AddressRecordInput[];
}
export interface AddressHistoryValues {
  addresses: AddressRecordValues[];
}

/** The form's values: the same records under `addresses`, the history's error beside them. */
export function addressFormSchema(
  context: StepContext,
  rules: AddressHistoryRules = addressRules(context.response.reference_request),
): v.GenericSchema<AddressHistoryInput, AddressHistoryValues> {
  const addresses = v.lazy((input) => recordsSchema(context, rules, asList(input)));
  const recordsOf = (value: unknown) => asList(isObject(value) ? value.addresses : undefined);
  return v.pipe(
    v.object({ addresses }),
    coverageCheck<{ addresses: AddressRecordValues[] }>(recordsOf, context.today, rules),
  ) as unknown as v.GenericSchema<AddressHistoryInput, AddressHistoryValues>;
}

/** A blank record, as Add appends it: the country starts on the request's own, which most addresses are in. */
export function emptyAddressRecord(country: number | null = null): AddressRecordInput {
  return {
    country,
    street_address: '',
    street_address_cont: '',
    city: '',
    state: '',
    postal_code: '',
    period_residence_from: '',
  };
}

function recordInput(record: AddressRecord): AddressRecordInput {
  return {
    country: record.country,
    street_address: record.street_address,
    street_address_cont: record.street_address_cont ?? '',
    city: record.city,
    state: record.state ?? '',
    postal_code: record.postal_code,
    period_residence_from: record.period_residence_from,
  };
}

/**
 * The form's starting values: the saved records in their order; before any, the current address alone, its country
 * the request's when the country list has it.
 */
export function addressDefaults(response: ReferenceResponse, countryIds: ReadonlySet<number>): AddressHistoryInput {
  const saved = response.candidate_address_details;
  if (saved.length > 0) return { addresses: saved.map(recordInput) };
  const country = response.reference_request.country;
  return { addresses: [emptyAddressRecord(countryIds.has(country) ? country : null)] };
}
