/** Business constants shared by the SPA and the API (spec 000 §9, spec 001 §9). */
const MAX_UPLOAD_MEGABYTES = 20;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MEGABYTES * 1024 * 1024;
export const FILE_TOO_LARGE_DETAIL = `File size exceeds ${MAX_UPLOAD_MEGABYTES}Mb.`;
/**
 * The most pixels an uploaded image may have (width × height, read from its header before anything else looks at
 * it): above a 50-megapixel phone photo, far below what makes decoding it, for the scanner or for re-encoding, cost
 * seconds and hundreds of megabytes. A small file can declare a huge image (a 300 KB PNG of 9,999 × 9,999 pixels).
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Spec 001 §5, §9: an uploaded passport's expiry date at most 20 years ahead. */
export const PASSPORT_UPLOAD_EXPIRY_YEARS_AHEAD = 20;
export const NETWORK_ERROR_DETAIL = 'Network request failed. Please check your connection and try again.';
export const SCROLL_TO_ERROR_DELAY_MS = 500;
/** Spec 000 §9 "UK regions": the Crown Dependencies and the four nations, as ISO 3166 codes. */
export const UK_REGIONS = ['JE', 'GG', 'IM', 'GB-NIR', 'GB-ENG', 'GB-SCT', 'GB-WLS'] as const;
export type UkRegion = (typeof UK_REGIONS)[number];
/** Spec 000 §5: a date picker's year list reaches this many years back. */
export const DATE_PICKER_YEARS_BACK = 120;
/** Spec 000 §9: the candidate is 16 to 110 years old. */
export const MIN_AGE = 16;
export const MAX_AGE = 110;
/** Spec 000 §9: passport and licence expiry up to 100 years ahead. */
export const EXPIRY_YEARS_AHEAD = 100;
/** Spec 000 §5: an SRA number is six digits. */
export const SRA_NUMBER_DIGITS = 6;
/** Spec 001 §5, §9: a directorship's start year list begins in 1919. */
export const DIRECTORSHIP_FIRST_YEAR = 1919;
/**
 * The longest lists a body may carry (the specification gives none): far above any real life, since a list without
 * a bound let one save store thousands of rows and every later read carry them. A longer list is refused on its
 * field with "Ensure this field has no more than {max} elements." (docs/api.md "Errors").
 */
/** A move a year for a century. */
export const MAX_ADDRESSES = 100;
export const MAX_PREVIOUS_NAMES = 50;
export const MAX_SOCIAL_MEDIA_ACCOUNTS = 50;
export const MAX_EDUCATION_RECORDS = 50;
export const MAX_QUALIFICATIONS = 50;
/** The relationships a referee may have with the candidate: about twice the options a questionnaire offers. */
export const MAX_REFEREE_RELATIONSHIPS = 20;
/** The ticked document types of one tab of the identity document selection. */
export const MAX_SELECTED_DOCUMENTS = 50;
/** The options ticked in one answer of the fitness and propriety questionnaire. */
export const MAX_ANSWER_OPTIONS = 50;
/**
 * Lines added one save at a time: a working life of short contracts, every gap between them, a serial director's
 * boards, a referee per employer, and about three uploads for each of them.
 */
export const MAX_EMPLOYERS = 100;
export const MAX_EMPLOYMENT_GAPS = 100;
export const MAX_DIRECTORSHIPS = 100;
export const MAX_REFEREES = 50;
export const MAX_UPLOADED_DOCUMENTS = 300;
/** An organisation's request: a check type may repeat (another country), so about twice the 24 types of checks.ts. */
export const MAX_CHECKS = 50;
export const MAX_CHECK_LEVELS = 20;
export const MAX_REFERENCE_CONFIGS = 20;
export const MAX_RELATIONSHIPS = 20;
/** Spec 001 §9 "Identity target 100 points": what an identity selection, and the uploads of its types, must reach. */
export const IDENTITY_POINTS_TARGET = 100;
