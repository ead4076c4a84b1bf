/**
 * Message ids of the validation rules (ARCHITECTURE.md "Messages are ids, translated at render"). An id is the
 * English text itself: the specification's exact wording where it gives one (spec 000 §5, §8), ours otherwise.
 * The API answers them in its 400 bodies, so any client reads plain English; the SPA translates each id through
 * its catalogue (src/forms/message-text.ts), which a test holds to this list.
 *
 * A message with a number in it is a template: `formatMessage` fills it for the API and the form alike, and
 * `matchMessage` finds the template and its values again so the SPA can translate the filled text.
 */
import { EMPLOYMENT_CRITERIA_NOT_MET, EMPLOYMENT_GAPS_UNFILLED } from './employers/completion-messages';
import {
  EXPIRY_YEARS_AHEAD,
  IDENTITY_POINTS_TARGET,
  MAX_AGE,
  MIN_AGE,
  PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD,
  SRA_NUMBER_DIGITS,
} from './limits';

export const MESSAGES = {
  required: 'Please fill in this field',
  selectYesOrNo: 'Select yes or no',
  selectFromList: 'Please select from the list',
  // A list left unanswered says what to choose rather than to fill in a field (docs/decisions/0011).
  selectTitle: 'Select your title',
  selectGender: 'Select your gender',
  selectEmploymentType: 'Select the type of employment',
  selectReasonForLeaving: 'Select your reason for leaving',
  selectGapReason: 'Select the reason for the gap',
  selectSkipReason: 'Select why you are skipping this section',
  selectDirectorshipType: 'Select the type of directorship',
  selectYear: 'Select the year',
  selectMonth: 'Select the month',
  selectDay: 'Select the day',
  selectModeOfStudy: 'Select how you studied',
  selectPlatform: 'Select the platform',
  selectNameType: 'Select what kind of name it is',
  selectPassportType: 'Select the passport type',
  selectIdType: 'Select the type of number',
  selectCitizenship: 'Select your citizenship',
  selectState: 'Select the state or territory',
  selectLicenceAgency: 'Select the agency that issued the licence',
  selectAcquaintance: 'Select how long you have known the referee',
  selectCountryCode: 'Select the country code',
  selectPhoneType: 'Select what kind of number it is',
  selectAnswer: 'Select an answer',
  invalidDate: 'Please enter a real date',
  dateInFuture: 'The date cannot be in the future',
  notAllowedValue: 'Please enter your details rather than n/a or -',
  placeOfBirthPattern:
    "Please enter only letters, spaces, hyphens (–) or apostrophes ('), and make sure the entry begins and ends with a letter.",
  ageRange: `Your age must be between ${MIN_AGE} and ${MAX_AGE} years`,
  previousFirstName: 'Please add your previous first name, even if one is the same as your current name.',
  previousMiddleName: 'If you do not have a previous middle name, tick the box below.',
  previousLastName: 'Please add your previous last name, even if one is the same as your current name.',
  notBeforeBirth: 'Should be greater or equal to date of birth',
  notBeforeStart: 'The end date cannot be before the start date',
  accountUrl: 'Please enter the full address of the account, starting with https://',
  duplicatePlatform: 'You have already used this account type',
  duplicateAccount: 'You have already used this account url',
  invalidUsPhone: 'Invalid USA phone number',
  invalidPhone: 'Please enter a phone number using digits only',
  invalidPhoneForCountry: 'Please enter a valid phone number for the country you chose',
  invalidEmail: 'Invalid email address',
  sameAsCandidateEmail: 'Institution email cannot be the same as candidate email',
  lostLinkEmailRequired: 'Enter your email address.',
  lostLinkEmailInvalid: 'Enter a valid email address.',
  singleRecord: 'Please give only one record',
  qualificationBeforeStart: 'The date of qualification cannot be before the start date',
  previousNamesRequired: 'Please add at least one previous name',
  socialMediaRequired: 'Please add at least one social media account',
  consentRequired: 'Please tick this box to continue',
  consentSaveFailed: 'There was an error submitting the form. Please try again.',
  // Identity documents
  onlySixDigits: `Only ${SRA_NUMBER_DIGITS}-digit number allowed`,
  invalidShareCode: 'Please enter valid sharecode',
  invalidNationalInsurance: 'Please enter a National Insurance number in the right format, for example QQ 12 34 56 C',
  invalidSsn: 'Please enter the 9 digits of the social security number, for example 123-45-6789',
  passportExpired: 'This passport has expired. Only a current passport can be given.',
  expiryNotAfterIssue: 'The expiry date must be after the issue date',
  expiryBeforeValidFrom: 'The expiry date cannot be before the valid from date',
  expiryTooFar: `The expiry date cannot be more than ${EXPIRY_YEARS_AHEAD} years ahead`,
  // Address history
  addressPunctuation: 'Please do not include any commas (,), apostrophes (’), full stops (.) or hyphens (-)',
  invalidUsPostcode: 'Invalid USA postal code.',
  invalidGbPostcode: 'Please enter a UK postcode with a space in the middle, for example SW1A 1AA',
  postcodeNotApplicable: 'Please enter 0000 rather than N/A when the address has no postcode',
  postcodeFourDigits: 'Please enter the 4 digits of the postcode',
  postcodeFiveDigits: 'Please enter the 5 digits of the postcode',
  invalidBrPostcode: 'Please enter the 8 digits of the CEP, for example 01304-001',
  invalidCaPostcode: 'Please enter a Canadian postal code, for example K1A 0B1',
  movedInAfterLaterAddress: 'This date cannot be later than the date you moved into the address above',
  minimumAddressYears: 'Please provide the minimum number of years of address history.',
  // Any text in a body the API receives (DRF's CharField wording)
  nullCharacter: 'Null characters are not allowed.',
  loneSurrogate: 'Please remove the broken character from this field',
  // Names
  hiddenControlCharacters: 'Please remove the hidden control characters from this field',
  nameCharacters: "Please enter only letters, spaces, hyphens (-), apostrophes (') and full stops (.)",
  // Adverse financial history: what the credit search needs from the details steps
  creditNameMissing: 'Please add your first and last name before the credit check',
  creditBirthMissing: 'Please add your date of birth before the credit check',
  creditAddressMissing: 'Please add your current address before the credit check',
  // Instant employment verification's decline dialog (spec 000 §5)
  declineReasonRequired: 'Please select decline reason',
  declineNotesRequired: 'Please enter decline notes',
  // Employment history (spec 001 §5, §8)
  agencyEmailSameAsOwn: 'Agency email address should be different from your own email address.',
  hrEmailSameAsOwn: 'HR email address should be different from your own email address.',
  personalEmail: 'Email address should not be gmail, googlemail, hotmail, or yahoo',
  contactDateRange: 'Please choose a date from today to one year ahead',
  employmentGapsUnfilled: EMPLOYMENT_GAPS_UNFILLED,
  employmentCriteriaNotMet: EMPLOYMENT_CRITERIA_NOT_MET,
  employerNoIntent: 'There was an error',
  employmentCallFailed: 'An unknown error occurred',
  // Directorships (spec 001 §5)
  endYearBeforeStart: 'End year cannot be less than start year',
  endMonthBeforeStart: 'End month cannot be less than start month',
  endDayBeforeStart: 'End day cannot be less than start day',
  // Fitness and propriety (spec 001 §5)
  acknowledgeBySigning: 'Please acknowledge by signing',
  rangeOutOfScale: 'Please choose a number from 1 to 10',
  signatureNotPng: 'The signature must be a PNG image',
  signatureTooLarge: 'The signature image is too large',
  followUpNotAsked: 'This question is not asked for the answer you gave',
  questionsUnanswered: 'Please answer every question before you continue',
  // Referees (spec 001 §5)
  refereeAlreadyNominated: 'You have already nominated this referee.',
  refereeEmailSameAsOwn: 'Referee email address should be different from your own email address.',
  refereeBusinessEmail: 'Referee email address must be a business email address',
  refereeContactConsent: 'If you do not want this referee to be contacted now, delete their details and give another referee who can be contacted.',
  refereeRelationshipRequired: 'Please choose at least one relationship',
  // Document uploads (spec 001 §5)
  fileRequired: 'Please choose a file to upload',
  fileTypeNotAccepted: 'Please upload a JPEG or PNG image, a PDF or a Word (.doc) document',
  fileUnreadable: 'This file could not be read. Please upload another copy.',
  fileMalware: 'This file contains a virus or other harmful content and was not uploaded',
  imageTooManyPixels: 'This image is too large in width and height. Please upload a smaller copy.',
  uploadExpiryTooFar: `The expiry date cannot be more than ${PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD} years ahead`,
  // Identity document selection (spec 001 §5, §8)
  selectionPrimaryRequired: 'Please select at least one primary document',
  selectionPointsShort: `Please select more documents to make a minimum of ${IDENTITY_POINTS_TARGET} points`,
  documentSelectedTwice: 'Each document can be counted only once',
  // Any whole-number id in a body the API receives (DRF's IntegerField wording)
  validInteger: 'A valid integer is required.',
} as const;

export type MessageId = (typeof MESSAGES)[keyof typeof MESSAGES];

/** Messages with values; each `{name}` is a whole number. */
export const MESSAGE_TEMPLATES = {
  maxLength: 'Ensure this field has no more than {max} characters.',
  maxItems: 'Ensure this field has no more than {max} elements.',
  minimumRecords: 'You need to provide at least {n} education records.',
} as const;

export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[keyof typeof MESSAGE_TEMPLATES];
export type MessageValues = Record<string, number>;

export function formatMessage(template: MessageTemplate, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TEMPLATE_PATTERNS = Object.values(MESSAGE_TEMPLATES).map((template) => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const source = template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('(\\d+)');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/** The template a filled message came from, with its values; null for any other text. */
export function matchMessage(text: string): { template: MessageTemplate; values: MessageValues } | null {
  for (const { template, names, pattern } of TEMPLATE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { template, values: Object.fromEntries(names.map((name, index) => [name, Number(match[index + 1])])) };
  }
  return null;
}
