/**
 * The address step's field rules (spec 000 §5 "Address", "Address history must cover…", §9): the state lists of
 * the United States and Australia, the postcode rules, the punctuation the address lines refuse, how far back the
 * history must reach and the dates derived from its order, and the cleaning a looked-up address gets before it
 * fills the form. The schema (address.schema.ts), the page and the API read them from here.
 */
import type { LookedUpAddress } from '../address-lookup';
import { isIsoDate } from '../forms/fields';
import { MESSAGES } from '../messages';
import { DAYS_PER_YEAR } from '../minimums';
import type { Country } from '../reference-response';
import { AU_STATE_CODES, type AuState } from './id-lists';

export interface StateOption {
  /** The postal abbreviation, stored as the record's `state`. */
  code: string;
  /** The state's name as it is written in its country (shown in English: docs/personal-details.md). */
  name: string;
}

/** The 50 states and the District of Columbia (spec 000 §5: "US list has 51 entries with DC"). */
export const US_STATES: readonly StateOption[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

const AU_STATE_NAMES: Readonly<Record<AuState, string>> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** The six states and two territories, in the specification's order (spec 000 §5), as the licences list them too. */
export const AU_STATES: readonly StateOption[] = AU_STATE_CODES.map((code) => ({ code, name: AU_STATE_NAMES[code] }));

const STATE_LISTS: Readonly<Record<string, readonly StateOption[]>> = { US: US_STATES, AU: AU_STATES };

/** The state list of a country whose state is picked from a list (US, AU), or null where it is free text. */
export function stateOptionsFor(countryCode: string | null): readonly StateOption[] | null {
  return countryCode ? (STATE_LISTS[countryCode] ?? null) : null;
}

/** The alpha-2 code of a picked country, upper case, or null when nothing (or nothing known) is picked. */
export function countryCodeOf(countries: readonly Country[], id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const country = countries.find((row) => row.id === id);
  return country ? country.short_name.toUpperCase() : null;
}

/**
 * What the address lines and the city refuse (spec 000 §5): commas, apostrophes (typed ' or the typographic ’, ‘
 * and ʼ), full stops and hyphens (the hyphen-minus, the Unicode hyphens and the en dash that stands in for one).
 */
const COMMAS = ',';
const APOSTROPHES = "'’‘ʼ";
const FULL_STOPS = '\\.';
/** Escaped for a character class, where a bare hyphen would make a range. */
const HYPHENS = '\\-‐‑–';
const PUNCTUATION = new RegExp(`[${COMMAS}${APOSTROPHES}${FULL_STOPS}${HYPHENS}]`, 'u');

export const hasAddressPunctuation = (text: string) => PUNCTUATION.test(text);

const US_POSTCODE = /^\d{5}(?:-\d{4})?$/;
/** The UK's postcode formats (A9 9AA, A99 9AA, A9A 9AA, AA9 9AA, AA99 9AA, AA9A 9AA, and GIR 0AA), space included. */
const GB_POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}|GIR 0AA)$/i;
/** "N/A", "NA", "n.a." and the like: a postcode left unanswered in words (spec 000 §5 "use 0000"). */
const NOT_APPLICABLE = /^\W*n\W*a\W*$/i;

/**
 * A country whose every address has a postcode of one known form (docs/decisions/0026): what it must look like, the
 * message when it does not, and how it is kept. The specification names the US and UK rules; the others are the
 * national post's own, so a postcode the address search fills (01304-001) is never refused by the form it fills.
 */
interface PostcodeFormat {
  pattern: RegExp;
  message: string;
  normalise?: (postcode: string) => string;
}

const FOUR_DIGITS: PostcodeFormat = { pattern: /^\d{4}$/, message: MESSAGES.postcodeFourDigits };
const FIVE_DIGITS: PostcodeFormat = { pattern: /^\d{5}$/, message: MESSAGES.postcodeFiveDigits };

const POSTCODE_FORMATS: Readonly<Record<string, PostcodeFormat>> = {
  US: { pattern: US_POSTCODE, message: MESSAGES.invalidUsPostcode },
  GB: { pattern: GB_POSTCODE, message: MESSAGES.invalidGbPostcode, normalise: (postcode) => postcode.toUpperCase() },
  AU: FOUR_DIGITS,
  NZ: FOUR_DIGITS,
  FR: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  /** Brazil's CEP, 8 digits kept as 00000-000 however the hyphen was typed. */
  BR: {
    pattern: /^\d{5}-?\d{3}$/,
    message: MESSAGES.invalidBrPostcode,
    normalise: (postcode) => postcode.replace(/^(\d{5})-?(\d{3})$/, '$1-$2'),
  },
  /** Canada's A1A 1A1, in capitals with its space. */
  CA: {
    pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
    message: MESSAGES.invalidCaPostcode,
    normalise: (postcode) => postcode.toUpperCase().replace(/^(\w{3}) ?(\w{3})$/, '$1 $2'),
  },
};

/** The postcode's message for the address's country, or null when it passes. An empty postcode is `required`'s. */
export function postcodeIssue(countryCode: string | null, postcode: string): string | null {
  const value = postcode.trim();
  if (value === '') return null;
  const format = countryCode ? POSTCODE_FORMATS[countryCode] : undefined;
  if (format) return format.pattern.test(value) ? null : format.message;
  return NOT_APPLICABLE.test(value) ? MESSAGES.postcodeNotApplicable : null;
}

/** The postcode as stored: in its country's form where it has one (SW1A 1AA, 01304-001, K1A 0B1), else as typed. */
export function normalisePostcode(countryCode: string | null, postcode: string): string {
  const normalise = countryCode ? POSTCODE_FORMATS[countryCode]?.normalise : undefined;
  return normalise ? normalise(postcode) : postcode;
}

/**
 * A line of a looked-up address made to pass the punctuation rule without changing what it says: a comma or a
 * hyphen becomes a space ("Flat 2,10" stays two numbers, "Stratford-upon-Avon" three words), apostrophes and full
 * stops go ("St. John's" → "St Johns"), and runs of spaces close up.
 */
export function cleanAddressLine(text: string): string {
  return text
    .replace(new RegExp(`[${COMMAS}${HYPHENS}]`, 'gu'), ' ')
    .replace(new RegExp(`[${APOSTROPHES}${FULL_STOPS}]`, 'gu'), '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The fields of an address record a looked-up address fills; the date the candidate moved in is theirs to give. */
export interface LookedUpFields {
  country: number | null;
  street_address: string;
  street_address_cont: string;
  city: string;
  state: string;
  postal_code: string;
}

/**
 * A looked-up address in the form's fields: lines and city cleaned, the state kept where the country's list has it
 * (a US or AU code) or as given where the state is free text, the country matched to the country list by its code.
 */
export function lookedUpFields(address: LookedUpAddress, countries: readonly Country[]): LookedUpFields {
  const code = address.country.toUpperCase();
  const country = countries.find((row) => row.short_name.toUpperCase() === code) ?? null;
  const options = stateOptionsFor(code);
  const state = (address.state ?? '').trim();
  return {
    country: country?.id ?? null,
    street_address: cleanAddressLine(address.street_address),
    street_address_cont: cleanAddressLine(address.street_address_cont ?? ''),
    city: cleanAddressLine(address.city),
    state: options ? (options.find((option) => option.code === state.toUpperCase())?.code ?? '') : state,
    postal_code: normalisePostcode(code, address.postal_code.trim()),
  };
}

/**
 * What the request's minimum years ask of the list (spec 000 §2, §5, §9): with 0 the step may be skipped, with 0
 * or 1 only the current address is asked, with more every address of the last N years, covering N × 365 days.
 */
export interface AddressHistoryRules {
  years: number;
  canSkip: boolean;
  /** Records the list must hold: none when the step may be skipped, else the current address at least. */
  minimumRecords: number;
  /** Whether the candidate may add earlier addresses. */
  allowsMore: boolean;
  /** Days the history must cover, 0 when no coverage is judged. */
  days: number;
}

export function addressHistoryRules(years: number): AddressHistoryRules {
  const history = years > 1;
  return {
    years,
    canSkip: years === 0,
    minimumRecords: years === 0 ? 0 : 1,
    allowsMore: history,
    days: history ? years * DAYS_PER_YEAR : 0,
  };
}

const MS_PER_DAY = 86_400_000;

/** A yyyy-MM-dd day as UTC milliseconds: calendar arithmetic that no time zone or clock change can shift. */
function utcDay(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const time = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps the years 1 to 99 as they are.
  time.setUTCFullYear(year, month - 1, date);
  return time.getTime();
}

/** The latest day the history may start on and still cover `days` up to `today` (yyyy-MM-dd). */
export function historyMustStartBy(today: string, days: number): string {
  return new Date(utcDay(today) - days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both yyyy-MM-dd. */
export const daysBetween = (from: string, to: string) => Math.round((utcDay(to) - utcDay(from)) / MS_PER_DAY);

/**
 * The day the history starts: the earliest move-in date. Null while any record lacks a real date, so the
 * coverage is judged only once every date can be read (a missing one has its own message).
 */
export function historyStart(starts: readonly string[]): string | null {
  if (starts.length === 0 || !starts.every(isIsoDate)) return null;
  return starts.reduce((earliest, day) => (day < earliest ? day : earliest));
}

/** Whether the history covers the rules' days up to today; an empty history covers nothing. */
export function historyCovers(starts: readonly string[], today: string, rules: AddressHistoryRules): boolean {
  if (starts.length < rules.minimumRecords) return false;
  if (rules.days === 0) return true;
  const start = historyStart(starts);
  return start !== null && daysBetween(start, today) >= rules.days;
}

/**
 * The end of each residence, derived from the order (current first): the current address has none, each older
 * one ends on the day the candidate moved into the address listed before it.
 */
export function residenceEnds<T extends string | null>(starts: readonly T[]): (T | null)[] {
  return starts.map((_, index) => (index === 0 ? null : (starts[index - 1] ?? null)));
}
