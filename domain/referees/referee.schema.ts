/**
 * One referee (spec 001 §2 "Referee pages", §3 "Referee line", §5 "Referee", §7), saved with
 * POST .../reference/reference/ (docs/referees.md); the body is the line, with the referee's contact nested:
 *
 *   { "id": 7 (to update), "questionnaire": "character-reference", "relationship": ["mentor"],
 *     "organization_name": "Harbour Trust", "together_work_experience": 3, "have_email": true,
 *     "information_undertaking": true,
 *     "manager": { "first_name": "Ada", "last_name": "Shaw", "email": "ada@harbour.example",
 *                  "country_code": "44", "contact_number": "7700 900123", "phone_country": 77 } }
 *
 * `have_email` (ours, as the employer's have_hr_email) is false when "I don't know the referee email address" is
 * ticked: the email is then not asked and stored as null, and the phone is required. Errors of the contact are named
 * `manager.email`, `manager.country_code`, `manager.contact_number`.
 */
import * as v from 'valibot';
import {
  normalisePhoneCode,
  phoneCodesOf,
  phoneNumberDigits,
  phoneNumberIssue,
  type PhoneStepContext,
} from '../details/phone.schema';
import { isPersonalEmail } from '../employers/employer.schema';
import {
  isEmailAddress,
  isObject,
  maxItems,
  notAsked,
  recordId,
  requiredName,
  requiredText,
  textOf,
} from '../forms/fields';
import { MAX_REFEREE_RELATIONSHIPS } from '../limits';
import { MESSAGES } from '../messages';
import type { Country, ReferenceCheckConfig, RefereeLine } from '../reference-response';
import {
  ACQUAINTANCE_LENGTHS,
  type AcquaintanceLength,
  allowedRelationships,
  referenceQuestionnaires,
  type Relationship,
} from './options';

/** Text fields 255, as the employer line; an email address at most 254 (RFC 5321). */
export const REFEREE_TEXT_MAX = 255;
const EMAIL_MAX = 254;
const PHONE_NUMBER_MAX = 255;

const lower = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();
/** What the line's rules read from its other answers, as sent. */
interface LineFacts {
  id: number | null;
  /** The questionnaire the referee is for, when it is one of the request's. */
  config: ReferenceCheckConfig | null;
  /** "I don't know the referee email address" unticked (the default). */
  haveEmail: boolean;
  /** The phone is asked once either part is filled, or the email is not known. */
  phoneAsked: boolean;
  /** The calling code as sent. */
  code: string;
}

function factsOf(input: unknown, configs: readonly ReferenceCheckConfig[]): LineFacts {
  const line = isObject(input) ? input : {};
  const manager = isObject(line.manager) ? line.manager : {};
  const haveEmail = line.have_email !== false;
  const code = normalisePhoneCode(textOf(manager.country_code));
  const number = textOf(manager.contact_number);
  return {
    id: typeof line.id === 'number' ? line.id : null,
    config: configs.find((config) => config.questionnaire === line.questionnaire) ?? null,
    haveEmail,
    phoneAsked: !haveEmail || code !== '' || number !== '',
    code,
  };
}

/** The country the number belongs to: the one sent when it has the code, else the request's, else the first. */
function phoneCountryOf(countries: readonly Country[], code: string, sent: number | null, requestCountry: number) {
  const sharing = countries.filter((country) => normalisePhoneCode(country.countryPhoneCode) === code);
  const chosen =
    sharing.find((country) => country.id === sent) ??
    sharing.find((country) => country.id === requestCountry) ??
    sharing[0];
  return chosen?.id ?? null;
}

function managerSchema(context: PhoneStepContext, facts: LineFacts) {
  const { response, countries, isValidPhoneNumber } = context;
  const request = response.reference_request;
  const own = lower(request.candidate.email);
  // Every other referee of the response, whatever its questionnaire: one person is nominated once.
  const nominated = new Set(
    response.references.filter((line) => line.id !== facts.id).map((line) => lower(line.manager.email)),
  );
  nominated.delete('');
  const codes = phoneCodesOf(countries);
  return v.object({
    first_name: requiredName(REFEREE_TEXT_MAX),
    last_name: requiredName(REFEREE_TEXT_MAX),
    email: facts.haveEmail
      ? v.pipe(
          requiredText(EMAIL_MAX),
          v.check((email) => email === '' || isEmailAddress(email), MESSAGES.invalidEmail),
          v.check((email) => own === '' || lower(email) !== own, MESSAGES.refereeEmailSameAsOwn),
          v.check((email) => !nominated.has(lower(email)), MESSAGES.refereeAlreadyNominated),
          v.check(
            (email) => request.allow_personal_email_address || email === '' || !isPersonalEmail(email),
            MESSAGES.refereeBusinessEmail,
          ),
        )
      : notAsked(),
    country_code: facts.phoneAsked
      ? v.pipe(
          v.nullish(v.string(), ''),
          v.transform(normalisePhoneCode),
          v.check((code) => code !== '', MESSAGES.selectCountryCode),
          v.check((code) => code === '' || codes.has(code), MESSAGES.selectFromList),
        )
      : notAsked(),
    contact_number: facts.phoneAsked
      ? v.pipe(
          requiredText(PHONE_NUMBER_MAX),
          // The details phone step's rule for the number under its code (a +1 number follows the North American plan).
          v.check(
            (number) => number === '' || facts.code === '' || phoneNumberIssue(facts.code, number, isValidPhoneNumber) === null,
            (issue) => phoneNumberIssue(facts.code, String(issue.input), isValidPhoneNumber) ?? MESSAGES.invalidPhone,
          ),
          v.transform(phoneNumberDigits),
        )
      : notAsked(),
    phone_country: v.pipe(
      v.nullish(v.number(), null),
      v.transform((sent) =>
        facts.phoneAsked && facts.code !== '' ? phoneCountryOf(countries, facts.code, sent, request.country) : null,
      ),
    ),
  });
}

function lineSchemaFor(context: PhoneStepContext, facts: LineFacts, configs: readonly ReferenceCheckConfig[]) {
  const questionnaires = configs.map((config) => config.questionnaire);
  const allowed: readonly string[] = facts.config ? allowedRelationships(facts.config) : [];
  return v.object({
    id: recordId(),
    questionnaire: v.pipe(
      v.nullish(v.string(), ''),
      v.check((questionnaire) => questionnaires.includes(questionnaire), MESSAGES.selectFromList),
    ),
    manager: v.pipe(v.nullish(v.looseObject({}), {}), managerSchema(context, facts)),
    relationship: v.pipe(
      v.nullish(v.array(v.string()), []),
      v.check((options) => options.length > 0, MESSAGES.refereeRelationshipRequired),
      maxItems(MAX_REFEREE_RELATIONSHIPS),
      // Only the questionnaire's own options; an unknown questionnaire has its own message.
      v.check((options) => !facts.config || options.every((option) => allowed.includes(option)), MESSAGES.selectFromList),
      v.transform((options) => [...new Set(options)] as Relationship[]),
    ),
    organization_name: requiredText(REFEREE_TEXT_MAX),
    together_work_experience: v.pipe(
      v.nullish(v.union([v.number(), v.string()]), ''),
      v.transform((value) => (value === '' ? null : Number(value))),
      v.check((value) => value !== null, MESSAGES.selectAcquaintance),
      v.check(
        (value) => value === null || (ACQUAINTANCE_LENGTHS as readonly number[]).includes(value),
        MESSAGES.selectFromList,
      ),
      v.transform((value) => value as AcquaintanceLength),
    ),
    have_email: v.pipe(
      v.nullish(v.boolean(), true),
      v.transform(() => facts.haveEmail),
    ),
    information_undertaking: v.pipe(
      v.nullish(v.boolean(), false),
      v.check((agreed) => agreed, MESSAGES.refereeContactConsent),
      v.transform((): true => true),
    ),
  });
}

type LineSchema = ReturnType<typeof lineSchemaFor>;
export type RefereeInput = v.InferInput<LineSchema>;

/** A referee as saved: what is not asked is null. */
export type RefereeValues = v.InferOutput<LineSchema>;

/** The schema of one referee, its rules built from the line as sent and the request's questionnaires. */
export function refereeSchema(context: PhoneStepContext) {
  const configs = referenceQuestionnaires(context.response.reference_request);
  return v.lazy((input) => lineSchemaFor(context, factsOf(input, configs), configs));
}

/** The form's starting values: the saved line, or a blank one for the questionnaire. */
export function refereeInput(questionnaire: string, line: RefereeLine | null): RefereeInput {
  return {
    id: line?.id ?? null,
    questionnaire,
    manager: {
      first_name: line?.manager.first_name ?? '',
      last_name: line?.manager.last_name ?? '',
      email: line?.manager.email ?? '',
      country_code: line?.manager.country_code ?? '',
      contact_number: line?.manager.contact_number ?? '',
      phone_country: line?.manager.phone_country ?? null,
    },
    relationship: line?.relationship ?? [],
    organization_name: line?.organization_name ?? '',
    together_work_experience: line?.together_work_experience ?? '',
    have_email: line?.have_email ?? true,
    information_undertaking: line?.information_undertaking ?? false,
  };
}
