/**
 * The phone step (spec 000 §3, §5, §7): POST .../details/phone/ with phone_code, phone_number and
 * phone_number_type.
 *
 * - phone_code is a calling code of the country list (countryPhoneCode: digits without '+', e.g. "44"), picked
 *   from the list; a leading '+' is accepted and dropped, so "44" is what is stored.
 * - phone_number is judged as typed (spaces, dashes, dots and parentheses allowed, at most 255 characters) and
 *   stored as its digits only, one form for whoever calls the candidate.
 * - A +1 number follows the North American plan: 10 digits, area code and exchange starting 2–9
 *   ('Invalid USA phone number'); any other number has 4 to 20 digits.
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
const PHONE_NUMBER_MIN_DIGITS = 4;
/** An E.164 number has at most 15 digits with its code; 20 leaves room for a trunk prefix and an extension. */
const PHONE_NUMBER_MAX_DIGITS = 20;

/** (303) 555-0142, 303.555.0142, 303 555 0142: brackets only around the area code. */
const NORTH_AMERICAN_NUMBER = /^(?:\([2-9]\d{2}\)|[2-9]\d{2})[\s.-]*[2-9]\d{2}[\s.-]*\d{4}$/;
/** Digits grouped by spaces, dashes, dots (06.12.34.56.78 in France) or brackets. */
const PHONE_NUMBER_CHARACTERS = /^[\d\s().-]+$/;

/** The code as the country list writes it: no '+', no spaces. */
export const normalisePhoneCode = (code: string) => code.trim().replace(/^\+/, '').trim();

export const phoneNumberDigits = (number: string) => number.replace(/\D/g, '');

/** The message a typed number earns under the picked calling code, or null when it is a valid number. */
export function phoneNumberIssue(phoneCode: string, number: string): string | null {
  if (normalisePhoneCode(phoneCode) === NORTH_AMERICAN_CALLING_CODE) {
    return NORTH_AMERICAN_NUMBER.test(number) ? null : MESSAGES.invalidUsPhone;
  }
  const digits = phoneNumberDigits(number).length;
  const valid =
    PHONE_NUMBER_CHARACTERS.test(number) && digits >= PHONE_NUMBER_MIN_DIGITS && digits <= PHONE_NUMBER_MAX_DIGITS;
  return valid ? null : MESSAGES.invalidPhone;
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
function issueOfNumber(input: { phone_number: string }): string | null {
  const number = input.phone_number;
  if (number === '' || number.length > PHONE_NUMBER_MAX_LENGTH) return null;
  const code = (input as { phone_code?: unknown }).phone_code;
  return phoneNumberIssue(typeof code === 'string' ? code : '', number);
}

function phoneNumberType(asked: boolean) {
  return v.pipe(
    v.nullish(v.string(), ''),
    v.check((type) => !asked || type !== '', MESSAGES.required),
    v.check(
      (type) => !asked || type === '' || (PHONE_NUMBER_TYPES as readonly string[]).includes(type),
      MESSAGES.selectFromList,
    ),
    v.transform((type) => (asked ? (type as PhoneNumberType) : null)),
  );
}

export function phoneSchema(context: StepContext) {
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
        (input) => issueOfNumber(input) === null,
        (issue) => issueOfNumber(issue.input) ?? MESSAGES.invalidPhone,
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
