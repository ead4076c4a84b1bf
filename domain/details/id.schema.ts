/**
 * The identity documents step (spec 000 §2 "Identity documents", §3 "Identity details", §5, §7): POST
 * .../details/id/ with the fields of candidate_id_document_details. Which groups are asked comes from idFields
 * (domain/details/id-groups.ts); within a group, a "yes" to its first question reveals the rest. A field of a group
 * not asked, or hidden by a "no", is stored as null whatever the body holds.
 *
 * Rules that read another field (an expiry after the issue date, the state list of the licence's country, the
 * right-to-work group after a passport from outside the UK and Ireland) are rules of the field they are shown on,
 * built from the body as sent (education.schema.ts does the same), so every field's error shows in one pass.
 */
import * as v from 'valibot';
import {
  isIsoDate,
  isObject,
  notAfter,
  notAsked,
  oneOf,
  optionalText,
  pickedId,
  requiredDate,
  requiredText,
  textOf,
  yesNo,
} from '../forms/fields';
import { yearsAfter } from '../calendar';
import { idsOf, type StepContext } from '../forms/step-context';
import { MESSAGES } from '../messages';
import type { IdDocumentDetails, ReferenceResponse } from '../reference-response';
import {
  asksRightToWork,
  candidateNationalityCodes,
  countryCodeOf,
  type IdFields,
  type IdGroup,
  idFields,
} from './id-groups';
import {
  CITIZENSHIP_ANSWERS,
  type CitizenshipAnswer,
  ISSUE_STATE_LISTS,
  LICENCE_AGENCIES,
  type LicenceKind,
  type LicenceRules,
  licenceRules,
  NATIONAL_ID_TYPES,
  NATIONAL_INSURANCE_ID_TYPE,
  NO_CITIZENSHIP,
  OTHER_ID_TYPE,
  PASSPORT_TYPES,
  SOCIAL_SECURITY_ID_TYPE,
  type StoredCitizenship,
} from './id-lists';
import { EXPIRY_YEARS_AHEAD, SRA_NUMBER_DIGITS } from '../limits';

/** Spec 000 §9: text fields and the national ID number 255, ID type details 500. */
export const ID_TEXT_MAX = 255;
export const ID_TYPE_DETAILS_MAX = 500;

/** Spec 000 §5 "SSN format AAA-GG-SSSS": the form it is kept in. */
export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;
/** An SSN as people type it: its three groups of digits joined by hyphens, spaces or nothing. */
const SSN_TYPED = /^(\d{3})[-\s]?(\d{2})[-\s]?(\d{4})$/;
/** Spec 000 §5 "SRA number exactly 6 digits". */
export const SRA_NUMBER_PATTERN = new RegExp(`^\\d{${SRA_NUMBER_DIGITS}}$`);
/** Spec 000 §5 "9 characters, W then 8 uppercase letters or digits". */
export const SHARE_CODE_PATTERN = /^W[A-Z0-9]{8}$/;
/**
 * A UK National Insurance number (HMRC's format): two prefix letters, six digits and a suffix A to D. D, F, I, Q, U
 * and V never start a prefix, nor D, F, I, O, Q, U and V end one, and BG, GB, KN, NK, NT, TN and ZZ are never issued.
 */
export const NATIONAL_INSURANCE_PATTERN = /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/;

/** The request's ID field groups for this candidate: the birth step's nationalities narrow right to work. */
export function idFieldsFor({ response, nationalities }: Pick<StepContext, 'response' | 'nationalities'>): IdFields {
  return idFields(response.reference_request, candidateNationalityCodes(response.candidate_details[0], nationalities));
}

/**
 * What the form holds: empty text and null until answered. Text may be null too (as the API's body may send it), so
 * the values the schema gives back fit the form again.
 */
export interface IdInput {
  is_current_passport: boolean | null;
  passport_number: string | null;
  passport_issue_country: number | null;
  passport_issue_date: string | null;
  passport_expiry_date: string | null;
  passport_type: string | null;
  has_right_to_work_share_code: boolean | null;
  right_to_work_share_code: string | null;
  reason_missing_sharecode: string | null;
  has_national_id_number: boolean | null;
  id_type: string | null;
  id_type_details: string | null;
  national_id_number: string | null;
  is_current_driving_license: boolean | null;
  driving_license_number: string | null;
  driving_license_issue_country: number | null;
  driving_license_issue_state: string | null;
  driving_license_valid_from: string | null;
  driving_license_expiry_date: string | null;
  driving_license_agency: string | null;
  is_current_firearms_license: boolean | null;
  firearm_license_number: string | null;
  firearm_license_issue_country: number | null;
  firearm_license_issue_state: string | null;
  firearm_license_valid_from: string | null;
  firearm_license_expiry_date: string | null;
  firearm_license_agency: string | null;
  /** 'AU', 'NZ', or 'none' for "neither"; '' until answered. */
  citizenship: CitizenshipAnswer | '' | null;
  has_sra_number: boolean | null;
  sra_number: string | null;
  has_fca_reference_number: boolean | null;
  fca_reference_number: string | null;
  is_conviction: boolean | null;
}

/**
 * The answers as judged: every field of candidate_id_document_details the candidate answers, null where not asked.
 * The form posts them as they are, so they are valid answers themselves: "neither" stays 'none' here, and the save
 * stores it as null (storedCitizenship).
 */
export type IdValues = Omit<
  IdDocumentDetails,
  'is_completed' | 'passport_issue_country_name' | 'passport_issue_country_code' | 'driving_license_issue_country_name' | 'citizenship'
> & { citizenship: CitizenshipAnswer | null };

/** The stored citizenship of an answer: "neither" is null. */
export const storedCitizenship = (answer: CitizenshipAnswer | null): StoredCitizenship =>
  answer === NO_CITIZENSHIP ? null : answer;

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
const dateOf = (value: unknown) => {
  const day = textOf(value);
  return isIsoDate(day) ? day : null;
};

/** What the rules read from the body as sent: which groups a "yes" opened, and the dates and countries others compare with. */
interface Facts {
  passport: boolean;
  passportIssueDate: string | null;
  rightToWork: boolean;
  shareCode: boolean | null;
  nationalId: boolean;
  idType: string;
  driving: boolean;
  drivingCountry: string | null;
  drivingValidFrom: string | null;
  firearms: boolean;
  firearmsCountry: string | null;
  firearmsValidFrom: string | null;
  sra: boolean;
  fca: boolean;
}

function factsOf(input: unknown, fields: IdFields, { countries }: StepContext): Facts {
  const body = isObject(input) ? input : {};
  const asked = (group: IdGroup) => fields.groups.includes(group);
  const yes = (group: IdGroup, answer: unknown) => asked(group) && answer === true;
  const passport = yes('passport', body.is_current_passport);
  const rightToWork = asksRightToWork(
    fields,
    {
      is_current_passport: typeof body.is_current_passport === 'boolean' ? body.is_current_passport : null,
      passport_issue_country: idOf(body.passport_issue_country),
    },
    countries,
  );
  return {
    passport,
    passportIssueDate: passport ? dateOf(body.passport_issue_date) : null,
    rightToWork,
    shareCode: rightToWork && typeof body.has_right_to_work_share_code === 'boolean' ? body.has_right_to_work_share_code : null,
    nationalId: (asked('national_id') || asked('social_security')) && body.has_national_id_number === true,
    idType: textOf(body.id_type),
    driving: yes('driving_license', body.is_current_driving_license),
    drivingCountry: countryCodeOf(countries, idOf(body.driving_license_issue_country)),
    drivingValidFrom: dateOf(body.driving_license_valid_from),
    firearms: yes('firearms_license', body.is_current_firearms_license),
    firearmsCountry: countryCodeOf(countries, idOf(body.firearm_license_issue_country)),
    firearmsValidFrom: dateOf(body.firearm_license_valid_from),
    sra: yes('sra', body.has_sra_number),
    fca: yes('fca', body.has_fca_reference_number),
  };
}

/** One message per field: the first rule an answer breaks (an empty date is not also "not a real date"). */
const firstIssue = <S extends v.GenericSchema>(schema: S) => v.config(schema, { abortPipeEarly: true });

/** A missing key reads as not picked, like an empty picker. */
const picked = (ids: ReadonlySet<number>) => firstIssue(v.optional(pickedId(ids), null));

const text = (max: number) => firstIssue(requiredText(max));

/** A field asked only when `asked`; otherwise stored as null. */
function when<S extends v.GenericSchema>(asked: boolean, schema: S) {
  return asked ? schema : notAsked();
}

/** An issue or valid-from date: required, a real date, not in the future. */
const pastDate = (today: string) => firstIssue(v.pipe(requiredDate(), notAfter(today)));

const withinExpiryLimit = (today: string) => {
  const latest = yearsAfter(today, EXPIRY_YEARS_AHEAD);
  return v.check((day: string) => day <= latest, MESSAGES.expiryTooFar);
};

/** Spec 000 §5: after the issue date, not expired (one expiring today is still current), within 100 years. */
const passportExpiry = (today: string, issued: string | null) =>
  firstIssue(
    v.pipe(
      requiredDate(),
      v.check((day: string) => issued === null || day > issued, MESSAGES.expiryNotAfterIssue),
      v.check((day: string) => day >= today, MESSAGES.passportExpired),
      withinExpiryLimit(today),
    ),
  );

/** Spec 000 §5: not before the valid-from date, within 100 years. */
const licenceExpiry = (today: string, validFrom: string | null) =>
  firstIssue(
    v.pipe(
      requiredDate(),
      v.check((day: string) => validFrom === null || day >= validFrom, MESSAGES.expiryBeforeValidFrom),
      withinExpiryLimit(today),
    ),
  );

/** The state or region that issued a licence, from the list its country uses (licenceRules), else free text. */
const issueState = ({ issueStates }: LicenceRules) =>
  issueStates ? oneOf(ISSUE_STATE_LISTS[issueStates], MESSAGES.selectState) : optionalText(ID_TEXT_MAX);

/** Who issued a licence, as its country asks it (licenceRules). */
function licenceAgency(kind: LicenceKind, { agency }: LicenceRules) {
  if (agency === 'list') return oneOf(LICENCE_AGENCIES[kind], MESSAGES.selectLicenceAgency);
  return agency === 'text' ? optionalText(ID_TEXT_MAX) : notAsked();
}

/**
 * A code typed in groups and in any case ("W12 345 678", "qq 12 34 56 c"): judged and kept without its spaces, in
 * upper case.
 */
const compactCode = (pattern: RegExp, message: string) =>
  firstIssue(
    v.pipe(
      requiredText(ID_TEXT_MAX),
      v.transform((code) => code.replace(/\s+/g, '').toUpperCase()),
      v.regex(pattern, message),
    ),
  );

const shareCode = () => compactCode(SHARE_CODE_PATTERN, MESSAGES.invalidShareCode);

const matching = (pattern: RegExp, message: string) => firstIssue(v.pipe(requiredText(ID_TEXT_MAX), v.regex(pattern, message)));

/** Typed 123456789 or 123 45 6789, kept as 123-45-6789; grouped otherwise (123-456-789) it is refused. */
const socialSecurityNumber = () =>
  firstIssue(
    v.pipe(
      requiredText(ID_TEXT_MAX),
      v.transform((number) => number.replace(SSN_TYPED, '$1-$2-$3')),
      v.regex(SSN_PATTERN, MESSAGES.invalidSsn),
    ),
  );

/** Kept as AB123456C. */
const nationalInsuranceNumber = () => compactCode(NATIONAL_INSURANCE_PATTERN, MESSAGES.invalidNationalInsurance);

/** The number of a national identity document, in its type's format where it has a known one. */
function nationalIdNumber(socialSecurity: boolean, idType: string) {
  if (socialSecurity) return socialSecurityNumber();
  return idType === NATIONAL_INSURANCE_ID_TYPE ? nationalInsuranceNumber() : text(ID_TEXT_MAX);
}

function schemaFor(context: StepContext, fields: IdFields, facts: Facts) {
  const { today } = context;
  const countryIds = idsOf(context.countries);
  const asked = (group: IdGroup) => fields.groups.includes(group);
  const socialSecurity = asked('social_security');
  const nationalIdGroup = asked('national_id') || socialSecurity;
  const driving = licenceRules('driving', facts.drivingCountry, fields.acic);
  const firearms = licenceRules('firearms', facts.firearmsCountry, fields.acic);
  return v.object({
    is_current_passport: when(asked('passport'), yesNo()),
    passport_number: when(facts.passport, text(ID_TEXT_MAX)),
    passport_issue_country: when(facts.passport, picked(countryIds)),
    passport_issue_date: when(facts.passport, pastDate(today)),
    passport_expiry_date: when(facts.passport, passportExpiry(today, facts.passportIssueDate)),
    passport_type: when(facts.passport && fields.acic, oneOf(PASSPORT_TYPES, MESSAGES.selectPassportType)),

    has_right_to_work_share_code: when(facts.rightToWork, yesNo()),
    right_to_work_share_code: when(facts.shareCode === true, shareCode()),
    reason_missing_sharecode: when(facts.shareCode === false, text(ID_TEXT_MAX)),

    has_national_id_number: when(nationalIdGroup, yesNo()),
    id_type: socialSecurity
      ? v.pipe(notAsked(), v.transform(() => (facts.nationalId ? SOCIAL_SECURITY_ID_TYPE : null)))
      : when(facts.nationalId, oneOf(NATIONAL_ID_TYPES, MESSAGES.selectIdType)),
    id_type_details: when(facts.nationalId && !socialSecurity && facts.idType === OTHER_ID_TYPE, text(ID_TYPE_DETAILS_MAX)),
    national_id_number: when(facts.nationalId, nationalIdNumber(socialSecurity, facts.idType)),

    is_current_driving_license: when(asked('driving_license'), yesNo()),
    driving_license_number: when(facts.driving, text(ID_TEXT_MAX)),
    driving_license_issue_country: when(facts.driving, picked(countryIds)),
    driving_license_issue_state: when(facts.driving, issueState(driving)),
    driving_license_valid_from: when(facts.driving, pastDate(today)),
    driving_license_expiry_date: when(facts.driving, licenceExpiry(today, facts.drivingValidFrom)),
    driving_license_agency: when(facts.driving, licenceAgency('driving', driving)),

    is_current_firearms_license: when(asked('firearms_license'), yesNo()),
    firearm_license_number: when(facts.firearms, text(ID_TEXT_MAX)),
    firearm_license_issue_country: when(facts.firearms, picked(countryIds)),
    firearm_license_issue_state: when(facts.firearms, issueState(firearms)),
    firearm_license_valid_from: when(facts.firearms, pastDate(today)),
    firearm_license_expiry_date: when(facts.firearms, licenceExpiry(today, facts.firearmsValidFrom)),
    firearm_license_agency: when(facts.firearms, licenceAgency('firearms', firearms)),

    citizenship: when(asked('citizenship'), oneOf(CITIZENSHIP_ANSWERS, MESSAGES.selectCitizenship)),
    has_sra_number: when(asked('sra'), yesNo()),
    sra_number: when(facts.sra, matching(SRA_NUMBER_PATTERN, MESSAGES.onlySixDigits)),
    has_fca_reference_number: when(asked('fca'), yesNo()),
    fca_reference_number: when(facts.fca, text(ID_TEXT_MAX)),
    is_conviction: when(asked('conviction'), yesNo()),
  });
}

export function idSchema(context: StepContext): v.GenericSchema<IdInput, IdValues> {
  const fields = idFieldsFor(context);
  return v.lazy((input) => schemaFor(context, fields, factsOf(input, fields, context)) as unknown as v.GenericSchema<IdInput, IdValues>);
}

/** The form's starting values: what was saved, or unanswered. "Neither" comes back from a completed step's null. */
export function idDefaults(response: ReferenceResponse): IdInput {
  const saved = response.candidate_id_document_details;
  const completed = saved?.is_completed === true;
  return {
    is_current_passport: saved?.is_current_passport ?? null,
    passport_number: saved?.passport_number ?? '',
    passport_issue_country: saved?.passport_issue_country ?? null,
    passport_issue_date: saved?.passport_issue_date ?? '',
    passport_expiry_date: saved?.passport_expiry_date ?? '',
    passport_type: saved?.passport_type ?? '',
    has_right_to_work_share_code: saved?.has_right_to_work_share_code ?? null,
    right_to_work_share_code: saved?.right_to_work_share_code ?? '',
    reason_missing_sharecode: saved?.reason_missing_sharecode ?? '',
    has_national_id_number: saved?.has_national_id_number ?? null,
    id_type: saved?.id_type ?? '',
    id_type_details: saved?.id_type_details ?? '',
    national_id_number: saved?.national_id_number ?? '',
    is_current_driving_license: saved?.is_current_driving_license ?? null,
    driving_license_number: saved?.driving_license_number ?? '',
    driving_license_issue_country: saved?.driving_license_issue_country ?? null,
    driving_license_issue_state: saved?.driving_license_issue_state ?? '',
    driving_license_valid_from: saved?.driving_license_valid_from ?? '',
    driving_license_expiry_date: saved?.driving_license_expiry_date ?? '',
    driving_license_agency: saved?.driving_license_agency ?? '',
    is_current_firearms_license: saved?.is_current_firearms_license ?? null,
    firearm_license_number: saved?.firearm_license_number ?? '',
    firearm_license_issue_country: saved?.firearm_license_issue_country ?? null,
    firearm_license_issue_state: saved?.firearm_license_issue_state ?? '',
    firearm_license_valid_from: saved?.firearm_license_valid_from ?? '',
    firearm_license_expiry_date: saved?.firearm_license_expiry_date ?? '',
    firearm_license_agency: saved?.firearm_license_agency ?? '',
    citizenship: saved?.citizenship ?? (completed ? NO_CITIZENSHIP : ''),
    has_sra_number: saved?.has_sra_number ?? null,
    sra_number: saved?.sra_number ?? '',
    has_fca_reference_number: saved?.has_fca_reference_number ?? null,
    fca_reference_number: saved?.fca_reference_number ?? '',
    is_conviction: saved?.is_conviction ?? null,
  };
}
