/**
 * The education step (spec 000 §2 "Education", §3 "Education record", §5, §9): has the candidate studied in higher
 * education, and if so each institution attended. The whole list is saved in one POST .../details/education/
 * (docs/api.md), so a refused save leaves the stored records as they were:
 *
 *   { "has_higher_education": true, "education": [record, ...] }   or   { "has_higher_education": false }
 *
 * A record's fields are those of §3. Asked of every record: institution name, email and country, mode of study,
 * start date and whether the candidate graduated; after a yes, the date of qualification, the qualification's name
 * (grade_obtained) and whether a copy of the certificate will be given are asked too, and the end date becomes
 * required. Address, phone, faculty and student ID are optional: candidates often no longer know them, and the
 * institution is found without them. A record may carry the `id` of a record already saved, which keeps it (and the
 * certificate copies uploaded for it) instead of replacing it.
 */
import * as v from 'valibot';
import { allowsMoreThanOneRecord, minimumEducationRecords } from '../minimums';
import {
  isEmailAddress,
  isIsoDate,
  isObject,
  maxItems,
  notAsked,
  oneOf,
  optionalText,
  pickedId,
  recordId,
  requiredDate,
  requiredText,
  savedInput,
  textOf,
  yesNo,
} from '../forms/fields';
import { MAX_EDUCATION_RECORDS } from '../limits';
import { type ListQuestionInput, type ListQuestionValues, listQuestionSchema, savedListDefaults } from '../forms/records-question';
import { idsOf } from '../forms/step-context';
import { MESSAGES, MESSAGE_TEMPLATES, formatMessage } from '../messages';
import type { EducationRecord, ReferenceRequest, ReferenceResponse } from '../reference-response';
import { normalisePhoneCode, phoneCodesOf, phoneNumberDigits, phoneNumberIssue, type PhoneStepContext } from './phone.schema';

/** Spec 000 §9: text fields 255, institution email 254. */
export const RECORD_TEXT_MAX = 255;
const INSTITUTION_EMAIL_MAX = 254;

export const MODES_OF_STUDY = ['FULL_TIME', 'PART_TIME'] as const satisfies readonly NonNullable<EducationRecord['mode_of_study']>[];

/** A check that only judges a real date: an empty or impossible one already has its message. */
const dateCheck = (requirement: (day: string) => boolean, message: string) =>
  v.check((day: string) => !isIsoDate(day) || requirement(day), message);

/** The institution's address for mail, never the candidate's own: the institution is asked, not the candidate. */
function institutionEmail(candidateEmail: string) {
  const own = candidateEmail.trim().toLowerCase();
  return v.pipe(
    requiredText(INSTITUTION_EMAIL_MAX),
    v.check((email) => email === '' || isEmailAddress(email), MESSAGES.invalidEmail),
    v.check((email) => own === '' || email.toLowerCase() !== own, MESSAGES.sameAsCandidateEmail),
  );
}

/**
 * What a record's rules read from its other fields, as sent. Each rule that depends on another field is a rule of
 * the field it is shown on, built from these: the form's resolver stops judging an object at its first error
 * (abortPipeEarly), so rules piped after the object would be missed whenever another field of the record is wrong.
 */
interface RecordFacts {
  graduated: boolean;
  /** The start date when it is a real date, else null (it then has its own message). */
  start: string | null;
  phoneCode: string;
  hasPhoneNumber: boolean;
}

function factsOf(input: unknown): RecordFacts {
  const record = isObject(input) ? input : {};
  const start = textOf(record.start_date_attended);
  return {
    graduated: record.did_graduate === true,
    start: isIsoDate(start) ? start : null,
    phoneCode: normalisePhoneCode(textOf(record.institution_phone_code)),
    hasPhoneNumber: textOf(record.institution_phone_number) !== '',
  };
}

function recordSchemaFor({ response, today, countries, isValidPhoneNumber }: PhoneStepContext, facts: RecordFacts) {
  const codes = phoneCodesOf(countries);
  const pastDate = dateCheck((day) => day <= today, MESSAGES.dateInFuture);
  return v.object({
    id: recordId(),
    institution_name: requiredText(RECORD_TEXT_MAX),
    institution_email: institutionEmail(response.reference_request.candidate.email),
    institution_address: optionalText(RECORD_TEXT_MAX),
    institution_country: pickedId(idsOf(countries)),
    // A calling code of the country list ("44"); needed once a number is given.
    institution_phone_code: v.pipe(
      v.nullish(v.string(), ''),
      v.transform(normalisePhoneCode),
      v.check((code) => code !== '' || !facts.hasPhoneNumber, MESSAGES.selectCountryCode),
      v.check((code) => code === '' || codes.has(code), MESSAGES.selectFromList),
      v.transform((code) => (code === '' ? null : code)),
    ),
    // Judged as typed under the code sent (a +1 number follows the North American plan), stored as digits.
    institution_phone_number: v.pipe(
      optionalText(RECORD_TEXT_MAX),
      v.check(
        (number) => number === null || phoneNumberIssue(facts.phoneCode, number, isValidPhoneNumber) === null,
        (issue) => phoneNumberIssue(facts.phoneCode, String(issue.input), isValidPhoneNumber) ?? MESSAGES.invalidPhone,
      ),
      v.transform((number) => number && phoneNumberDigits(number)),
    ),
    mode_of_study: oneOf(MODES_OF_STUDY, MESSAGES.selectModeOfStudy),
    faculty: optionalText(RECORD_TEXT_MAX),
    student_id_number: optionalText(RECORD_TEXT_MAX),
    start_date_attended: v.pipe(requiredDate(), pastDate),
    // Optional while the candidate still studies there; a course they graduated from has ended.
    end_date_attended: v.pipe(
      v.nullish(v.string(), ''),
      v.trim(),
      v.check((day) => day !== '' || !facts.graduated, MESSAGES.required),
      v.check((day) => day === '' || isIsoDate(day), MESSAGES.invalidDate),
      pastDate,
      dateCheck((day) => facts.start === null || day >= facts.start, MESSAGES.notBeforeStart),
      v.transform((day) => (day === '' ? null : day)),
    ),
    did_graduate: yesNo(),
    date_of_qualification: facts.graduated
      ? v.pipe(
          requiredDate(),
          pastDate,
          dateCheck((day) => facts.start === null || day >= facts.start, MESSAGES.qualificationBeforeStart),
        )
      : notAsked(v.string()),
    grade_obtained: facts.graduated ? requiredText(RECORD_TEXT_MAX) : notAsked(v.string()),
    is_certificate_copy: facts.graduated ? yesNo() : notAsked(v.boolean()),
  });
}

type GraduateRecordSchema = ReturnType<typeof recordSchemaFor>;

export type EducationRecordInput = v.InferInput<GraduateRecordSchema>;
/** A saved record: the graduation answers are null when the candidate did not graduate. */
export type EducationRecordValues = v.InferOutput<GraduateRecordSchema>;

/** One record, its rules built from the record as sent. */
function educationRecordSchema(context: PhoneStepContext) {
  return v.lazy((input) => recordSchemaFor(context, factsOf(input)));
}

export type EducationInput = ListQuestionInput<'has_higher_education', 'education', EducationRecordInput>;
export type EducationValues = ListQuestionValues<'has_higher_education', 'education', EducationRecordValues>;

/** The records a request asks for (spec 000 §9), and whether the list may hold more than one. */
export function educationListRules(request: Pick<ReferenceRequest, 'checks'>) {
  const minimum = minimumEducationRecords(request);
  return { minimum, allowsMore: allowsMoreThanOneRecord(minimum) };
}

/**
 * The list's own rules, on the list (path `education`): at least the minimum (spec 000 §8's message, with n), and
 * one record only unless the minimum is above 1. Raw checks, so the API judges them in the same pass as the records
 * (a check would wait for every record to be valid). The form never breaks them: it starts with the minimum, hides
 * Remove below it and Add when one record is the limit.
 */
export function recordCountChecks<T>(minimum: number, allowsMore: boolean) {
  return [
    v.rawCheck<T[]>(({ dataset, addIssue }) => {
      if (Array.isArray(dataset.value) && dataset.value.length < minimum) {
        addIssue({ message: formatMessage(MESSAGE_TEMPLATES.minimumRecords, { n: minimum }) });
      }
    }),
    v.rawCheck<T[]>(({ dataset, addIssue }) => {
      if (!allowsMore && Array.isArray(dataset.value) && dataset.value.length > 1) addIssue({ message: MESSAGES.singleRecord });
    }),
  ] as const;
}

export function educationSchema(context: PhoneStepContext) {
  const { minimum, allowsMore } = educationListRules(context.response.reference_request);
  const record = educationRecordSchema(context);
  const records = v.pipe(
    v.nullish(v.array(record), []),
    ...recordCountChecks<EducationRecordValues>(minimum, allowsMore),
    maxItems(MAX_EDUCATION_RECORDS),
  );
  return listQuestionSchema('has_higher_education', 'education', true, records);
}

/** A blank record, as the list's Add button appends it: the institution's phone code starts empty. */
export function emptyEducationRecord(): Required<EducationRecordInput> {
  return {
    id: null,
    institution_name: '',
    institution_email: '',
    institution_address: '',
    institution_country: null,
    institution_phone_code: '',
    institution_phone_number: '',
    mode_of_study: '',
    faculty: '',
    student_id_number: '',
    start_date_attended: '',
    did_graduate: null,
    end_date_attended: '',
    date_of_qualification: '',
    grade_obtained: '',
    is_certificate_copy: null,
  };
}

const recordInput = (record: EducationRecord) => savedInput(emptyEducationRecord(), record);

/** The form's starting values; a "no" is saved as a record with no_higher_education. */
export function educationDefaults(response: ReferenceResponse): EducationInput {
  return savedListDefaults('has_higher_education', 'education', {
    saved: response.candidate_education_details,
    saidNo: (record) => record.no_higher_education,
    minimum: educationListRules(response.reference_request).minimum,
    blank: emptyEducationRecord,
    toInput: recordInput,
  });
}
