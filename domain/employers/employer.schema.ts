/**
 * One employer line (spec 001 §2 "Employer step", §3 "Employer line", §5 "Employer form" and "HR contact"), saved
 * with POST .../employers/employers/ (docs/employment.md); the body is the line, with the HR contact nested:
 *
 *   { "id": 12 (to update), "organization_name": "Northfield Trading Co", "organisation_address": "...",
 *     "organization_country": 77, "employment_period_from": "2021-03-01", "is_present": true, ...,
 *     "manager": { "email": "hr@northfield.example", "full_name": "Ada Shaw", "first_name": "", "last_name": "" } }
 *
 * A field asked only after another answer (the leaving date and reason after "not current", the number after "has an
 * employee ID", the agency's three fields after "through an agency", the HR email unless "I don't know the HR or Line
 * Manager email" is ticked, the contact date after "not now") is never judged otherwise, and is stored as null.
 * Errors of the HR contact are named `manager.email`, `manager.full_name`.
 */
import * as v from 'valibot';
import {
  isEmailAddress,
  isIsoDate,
  isObject,
  notAfter,
  notAsked,
  oneOf,
  optionalName,
  optionalText,
  pickedId,
  recordId,
  requiredDate,
  requiredName,
  requiredText,
  savedInput,
  textOf,
  yesNo,
} from '../forms/fields';
import { yearsAfter } from '../calendar';
import { idsOf, type StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { EmployerLine } from '../reference-response';
import { CONTACT_LATER_MAX_YEARS, EMPLOYMENT_TYPES, REASONS_FOR_LEAVING, requiresProofOfEmployment } from './options';

/** Text fields 255 (as the details records); an email address at most 254 (RFC 5321). */
export const EMPLOYER_TEXT_MAX = 255;
const EMAIL_MAX = 254;

/** Personal mail providers an HR email may not use unless the request allows it (spec 001 §5). */
const PERSONAL_EMAIL_PROVIDERS = ['gmail', 'googlemail', 'hotmail', 'yahoo'];

/** gmail.com, yahoo.co.uk, mail.hotmail.fr: any label of the domain that is one of the providers. */
export function isPersonalEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return domain.split('.').some((label) => PERSONAL_EMAIL_PROVIDERS.includes(label));
}

/** A required email address, not the candidate's own (`sameAsOwn` names whose address it is). */
function emailOf(candidateEmail: string, sameAsOwn: string) {
  const own = candidateEmail.trim().toLowerCase();
  return v.pipe(
    requiredText(EMAIL_MAX),
    v.check((email) => email === '' || isEmailAddress(email), MESSAGES.invalidEmail),
    v.check((email) => own === '' || email.toLowerCase() !== own, sameAsOwn),
  );
}

/** A yes/no question (forms/fields.ts yesNo) that a body may also leave out: it then says it is required. */
const question = () => v.pipe(v.nullish(v.boolean(), null), yesNo());

/** What a line's rules read from its other answers, as sent (see education.schema.ts for why rules sit on fields). */
interface LineFacts {
  /** Answered "not my current employer": only then are the leaving date and reason asked. */
  past: boolean;
  /** The start date when it is a real date, else null (it then has its own message). */
  start: string | null;
  hasEmployeeId: boolean;
  agency: boolean;
  haveHrEmail: boolean;
  contactNow: boolean;
}

function factsOf(input: unknown): LineFacts {
  const line = isObject(input) ? input : {};
  const start = textOf(line.employment_period_from);
  return {
    past: line.is_present === false,
    start: isIsoDate(start) ? start : null,
    hasEmployeeId: line.has_employee_id_number === true,
    agency: line.is_agency === true,
    // The box is "I don't know the email": unticked unless the body says have_hr_email false.
    haveHrEmail: line.have_hr_email !== false,
    // Judged only after a "no"; an unanswered question has its own message.
    contactNow: line.contact_verifier !== false,
  };
}

/** The HR contact's name parts: those sent, else the full name split at its first space. */
function nameParts(manager: { full_name: string; first_name: string | null; last_name: string | null }) {
  const [first = '', ...rest] = manager.full_name.split(/\s+/);
  return {
    full_name: manager.full_name,
    first_name: manager.first_name ?? first,
    last_name: manager.last_name ?? rest.join(' '),
  };
}

function managerSchema({ response }: StepContext, facts: LineFacts) {
  const request = response.reference_request;
  return v.pipe(
    // A missing contact is judged as an empty one: each of its fields then says it is required.
    v.nullish(
      v.object({
        email: facts.haveHrEmail
          ? v.pipe(
              emailOf(request.candidate.email, MESSAGES.hrEmailSameAsOwn),
              v.check((email) => request.allow_personal_email_address || !isPersonalEmail(email), MESSAGES.personalEmail),
            )
          : notAsked(v.string()),
        full_name: requiredName(EMPLOYER_TEXT_MAX),
        first_name: optionalName(EMPLOYER_TEXT_MAX),
        last_name: optionalName(EMPLOYER_TEXT_MAX),
      }),
      {},
    ),
    v.transform((manager) => ({ email: manager.email, ...nameParts(manager) })),
  );
}

function lineSchemaFor(context: StepContext, facts: LineFacts) {
  const { response, today, countries } = context;
  const request = response.reference_request;
  const candidateEmail = request.candidate.email;
  const latestContactDate = yearsAfter(today, CONTACT_LATER_MAX_YEARS);
  return v.object({
    id: recordId(),
    organization_name: requiredText(EMPLOYER_TEXT_MAX),
    organisation_address: requiredText(EMPLOYER_TEXT_MAX),
    organisation_address_cont: optionalText(EMPLOYER_TEXT_MAX),
    organization_country: pickedId(idsOf(countries)),
    employment_period_from: v.pipe(requiredDate(), notAfter(today)),
    is_present: question(),
    employment_period_to: facts.past
      ? v.pipe(
          requiredDate(),
          notAfter(today),
          v.check((day) => !isIsoDate(day) || facts.start === null || day >= facts.start, MESSAGES.notBeforeStart),
        )
      : notAsked(),
    reason_for_leaving: facts.past ? oneOf(REASONS_FOR_LEAVING, MESSAGES.selectReasonForLeaving) : notAsked(),
    candidate_job_title: requiredText(EMPLOYER_TEXT_MAX),
    title_reported_into: requiredText(EMPLOYER_TEXT_MAX),
    type_of_employment: oneOf(EMPLOYMENT_TYPES, MESSAGES.selectEmploymentType),
    has_employee_id_number: question(),
    employee_id_number: facts.hasEmployeeId ? requiredText(EMPLOYER_TEXT_MAX) : notAsked(),
    is_agency: question(),
    agency_name: facts.agency ? requiredText(EMPLOYER_TEXT_MAX) : notAsked(),
    agency_consultant_name: facts.agency ? requiredName(EMPLOYER_TEXT_MAX) : notAsked(),
    agency_email: facts.agency ? emailOf(candidateEmail, MESSAGES.agencyEmailSameAsOwn) : notAsked(),
    proof_of_employment: requiresProofOfEmployment(request) ? question() : notAsked(),
    have_hr_email: v.pipe(
      v.nullish(v.boolean(), true),
      v.transform(() => facts.haveHrEmail),
    ),
    manager: managerSchema(context, facts),
    contact_verifier: question(),
    contact_verifier_date: facts.contactNow
      ? notAsked()
      : v.pipe(
          requiredDate(),
          v.check((day) => !isIsoDate(day) || (day >= today && day <= latestContactDate), MESSAGES.contactDateRange),
        ),
  });
}

type LineSchema = ReturnType<typeof lineSchemaFor>;
export type EmployerInput = v.InferInput<LineSchema>;

/** A line as saved: the fields not asked are null. */
export type EmployerValues = v.InferOutput<LineSchema>;

/** The schema of one line, its rules built from the line as sent. */
export function employerSchema(context: StepContext) {
  return v.lazy((input) => lineSchemaFor(context, factsOf(input)));
}

const emptyManager = () => ({ email: '', full_name: '', first_name: '', last_name: '' });

/** A blank line, as the form starts a new employer. */
export function emptyEmployer(): Required<EmployerInput> {
  return {
    id: null,
    organization_name: '',
    organisation_address: '',
    organisation_address_cont: '',
    organization_country: null,
    employment_period_from: '',
    is_present: null,
    employment_period_to: '',
    reason_for_leaving: '',
    candidate_job_title: '',
    title_reported_into: '',
    type_of_employment: '',
    has_employee_id_number: null,
    employee_id_number: '',
    is_agency: null,
    agency_name: '',
    agency_consultant_name: '',
    agency_email: '',
    proof_of_employment: null,
    have_hr_email: true,
    manager: emptyManager(),
    contact_verifier: null,
    contact_verifier_date: '',
  };
}

/** A saved line as the form's starting values. */
export function employerInput(line: EmployerLine): Required<EmployerInput> {
  return savedInput(emptyEmployer(), { ...line, manager: savedInput(emptyManager(), line.manager ?? {}) });
}
