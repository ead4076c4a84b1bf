/**
 * The phone step (spec 000 §3, §5, §7): POST .../details/phone/ with phone_code, phone_number and
 * phone_number_type.
 *
 * - phone_code is a calling code of the country list (countryPhoneCode: digits without '+', e.g. "44"), picked
 *   from the list; a leading '+' is accepted and dropped, so "44" is what is stored.
 * - phone_number is judged as typed (spaces, dashes, dots and parentheses allowed, at most 255 characters) and
 *   stored as its digits only, one form for whoever calls the candidate.
 * - A +1 number follows the North American plan: 10 digits, area code and exchange starting 2–9
 *   ('Invalid USA phone number'); any other number is written with digits and separators only, and must be a
 *   number of a country with that calling code by libphonenumber-js's metadata, which the caller passes in
 *   (`isValidPhoneNumber`): a UK "12345" is refused.
 * - phone_number_type is asked only for an intelligence-commission check (phone-fields.ts); otherwise it is
 *   ignored and stored as null.
 */
import * as v from 'valibot';
import { requiredText } from '../forms/fields';
import type { StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { Country, ReferenceResponse } from '../reference-response';
import { NORTH_AMERICAN_CALLING_CODE, PHONE_NUMBER_TYPES, type PhoneNumberType, phoneFields } from './phone-fields';

const PHONE_NUMBER_MAX_LENGTH = 255;

/**
 * libphonenumber-js's `isValidPhoneNumber` (from 'libphonenumber-js/max', the metadata with each country's number
 * ranges). domain/ stays free of the library: the API and the screens that ask for a phone pass it in, so its
 * metadata never weighs on the pages that do not.
 */
export type PhoneNumberValidator = (number: string, region: { defaultCallingCode: string }) => boolean;

/** What a schema of a step that asks for a phone number reads: the step's context and the number rule. */
export interface PhoneStepContext extends StepContext {
  isValidPhoneNumber: PhoneNumberValidator;
}

/** (303) 555-0142, 303.555.0142, 303 555 0142: brackets only around the area code. */
const NORTH_AMERICAN_NUMBER = /^(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]*[2-9]\d{2}[\s.-]*\d{4}$/;
/** Digits grouped by spaces, dashes, dots (06.12.34.56.78 in France) or brackets. */
const PHONE_NUMBER_CHARACTERS = /^[\d\s().-]+$/;

/** The code as the country list writes it: no '+', no spaces. */
export const normalisePhoneCode = (code: string) => code.trim().replace(/^\+/, '').trim();

export const phoneNumberDigits = (number: string) => number.replace(/\D/g, '');

/**
 * The message a typed number earns under the picked calling code, or null when it is a valid number. A code not
 * picked yet, or not one of the list, has its own message: the number is then only judged for its characters.
 */
export function phoneNumberIssue(phoneCode: string, number: string, isValidPhoneNumber: PhoneNumberValidator): string | null {
  const code = normalisePhoneCode(phoneCode);
  if (code === NORTH_AMERICAN_CALLING_CODE) {
    return NORTH_AMERICAN_NUMBER.test(number) ? null : MESSAGES.invalidUsPhone;
  }
  if (!PHONE_NUMBER_CHARACTERS.test(number) || !/\d/.test(number)) return MESSAGES.invalidPhone;
  if (code === '') return null;
  try {
    return isValidPhoneNumber(number, { defaultCallingCode: code }) ? null : MESSAGES.invalidPhoneForCountry;
  } catch {
    // libphonenumber-js throws for a calling code it does not know, which the code's own rule already refuses.
    return null;
  }
}

/** The calling codes the form offers: those of the country list, once each. */
export const phoneCodesOf = (countries: readonly Country[]): ReadonlySet<string> =>
  new Set(countries.map((country) => normalisePhoneCode(country.countryPhoneCode)).filter((code) => code !== ''));

function phoneCode(codes: ReadonlySet<string>) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.transform(normalisePhoneCode),
    v.check((code) => code !== '' && codes.has(code), MESSAGES.selectFromList),
  );
}

/** The pattern's message for the body's number, or null; a missing or too long number has its own message. */
function issueOfNumber(input: { phone_number: string }, isValidPhoneNumber: PhoneNumberValidator): string | null {
  const number = input.phone_number;
  if (number === '' || number.length > PHONE_NUMBER_MAX_LENGTH) return null;
  const code = (input as { phone_code?: unknown }).phone_code;
  return phoneNumberIssue(typeof code === 'string' ? code : '', number, isValidPhoneNumber);
}

function phoneNumberType(asked: boolean) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.check((type) => !asked || type !== '', MESSAGES.selectPhoneType),
    v.check(
      (type) => !asked || type === '' || (PHONE_NUMBER_TYPES as readonly string[]).includes(type),
      MESSAGES.selectFromList,
    ),
    v.transform((type) => (asked ? (type as PhoneNumberType) : null)),
  );
}

export function phoneSchema(context: PhoneStepContext) {
  const { isValidPhoneNumber } = context;
  const fields = phoneFields(context.response.reference_request);
  return v.pipe(
    v.object({
      phone_code: phoneCode(phoneCodesOf(context.countries)),
      phone_number: requiredText(PHONE_NUMBER_MAX_LENGTH),
      phone_number_type: phoneNumberType(fields.phone_number_type),
    }),
    // The number's pattern depends on the code. Only the number's own path is selected, so a parse that does not
    // abort pipes early (the API's) judges the pattern in the same pass as a missing code or type; the code is then
    // read as sent. react-hook-form's valibot resolver aborts pipes early: the form shows it once the rest is valid.
    v.forward(
      v.partialCheck(
        [['phone_number']],
        (input) => issueOfNumber(input, isValidPhoneNumber) === null,
        (issue) => issueOfNumber(issue.input, isValidPhoneNumber) ?? MESSAGES.invalidPhone,
      ),
      ['phone_number'],
    ),
    v.transform((values) => ({ ...values, phone_number: phoneNumberDigits(values.phone_number) })),
  );
}

export type PhoneInput = v.InferInput<ReturnType<typeof phoneSchema>>;
export type PhoneValues = v.InferOutput<ReturnType<typeof phoneSchema>>;

/**
 * The form's starting values: what was saved; on a fresh form the calling code of the request's country, where
 * the candidate most likely lives.
 */
export function phoneDefaults(response: ReferenceResponse, countries: readonly Country[]): PhoneInput {
  const saved = response.candidate_details[0];
  const requestCountry = countries.find((country) => country.id === response.reference_request.country);
  return {
    phone_code: saved?.phone_code ?? normalisePhoneCode(requestCountry?.countryPhoneCode ?? ''),
    phone_number: saved?.phone_number ?? '',
    phone_number_type: saved?.phone_number_type ?? null,
  };
}
