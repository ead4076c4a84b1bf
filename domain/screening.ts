/**
 * The drug screening and occupational health steps (spec 000 §2 "Drug-screening collection", §4 "Drug-test widget
 * messages", §7 the clearstar calls; docs/providers/screening.md): the screening provider's collection-site widget
 * runs in a frame and talks to the page by postMessage. These are the messages the page accepts and the body of
 * POST /providers/screening_registration, judged alike by the SPA and the API.
 */
import * as v from 'valibot';
import { isWellFormedText, requiredText, wellFormedThroughout, withoutHiddenControlCharacters } from './forms/fields';
import { MESSAGES } from './messages';
import { REGISTRATION_CHECKS, type RegistrationCheck } from './provider-status';

/** The widget's message types (spec 000 §4). */
export const SCREENING_MESSAGE = {
  /** Back to the hub. */
  home: 2,
  /** The registration's id is known. */
  registrationId: 3,
  /** The widget's height in CSS pixels, for the frame. */
  height: 5,
  /** The registration's data, which the page saves before going back to the hub. */
  registration: 6,
  /** Scroll the page to its top. */
  scrollTop: 7,
} as const;

/** The tallest frame the page sets; a widget asking for more gets a scrolling frame of this height. */
export const MAX_SCREENING_FRAME_HEIGHT = 10_000;
export const REGISTRATION_ID_MAX_LENGTH = 100;

/** Where each check's step lives. */
export const SCREENING_STEPS = {
  drug_screening: { section: 'drug_screening_services_check', step: 'drug_screening' },
  occupational_health: { section: 'occupational_health_services_check', step: 'occupational_health' },
} as const satisfies Record<RegistrationCheck, { section: string; step: string }>;

const registrationId = () =>
  v.pipe(requiredText(REGISTRATION_ID_MAX_LENGTH), withoutHiddenControlCharacters<string>());

/**
 * What the widget reports of a booking: its registration id, and whatever else it says about it (the service, the
 * collection site), kept as it came.
 */
export const screeningRegistrationDataSchema = v.pipe(
  v.objectWithRest({ registration_id: registrationId() }, v.pipe(v.unknown(), wellFormedThroughout())),
  v.check((data) => Object.keys(data).every(isWellFormedText), MESSAGES.loneSurrogate),
);

export type ScreeningRegistrationData = v.InferOutput<typeof screeningRegistrationDataSchema>;

/**
 * The body of POST /providers/screening_registration: the specification's `data` and `guid`, and the check the
 * registration was made for, which the page knows from its step (the widget's data need not name it).
 */
export const screeningRegistrationSchema = v.object({
  guid: v.pipe(v.string(MESSAGES.required), v.nonEmpty(MESSAGES.required)),
  check: v.picklist(REGISTRATION_CHECKS, MESSAGES.selectFromList),
  data: screeningRegistrationDataSchema,
});

export type ScreeningRegistrationBody = v.InferInput<typeof screeningRegistrationSchema>;

/** One message of the widget, in the shape the page accepts; anything else is ignored. */
export const screeningWidgetMessageSchema = v.variant('type', [
  v.object({ type: v.literal(SCREENING_MESSAGE.home) }),
  v.object({ type: v.literal(SCREENING_MESSAGE.registrationId), registration_id: registrationId() }),
  v.object({
    type: v.literal(SCREENING_MESSAGE.height),
    height: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_SCREENING_FRAME_HEIGHT)),
  }),
  v.object({ type: v.literal(SCREENING_MESSAGE.registration), data: screeningRegistrationDataSchema }),
  v.object({ type: v.literal(SCREENING_MESSAGE.scrollTop) }),
]);

export type ScreeningWidgetMessage = v.InferOutput<typeof screeningWidgetMessageSchema>;

/** The message in its accepted shape, or null. */
export function readScreeningWidgetMessage(data: unknown): ScreeningWidgetMessage | null {
  const result = v.safeParse(screeningWidgetMessageSchema, data);
  return result.success ? result.output : null;
}

/** The collection site a booking names, as the page confirms it; a widget may name none. */
export interface BookedSite {
  name: string;
  address: string | null;
}

const bookedSiteSchema = v.object({
  collection_site: v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
    address: v.optional(v.nullable(v.pipe(v.string(), v.trim())), null),
  }),
});

/** The site a registration's data names (the sandbox widget's `collection_site`), or null when it names none. */
export function bookedSite(data: ScreeningRegistrationData | null): BookedSite | null {
  const result = v.safeParse(bookedSiteSchema, data);
  if (!result.success) return null;
  const { name, address } = result.output.collection_site;
  return { name, address: address || null };
}

export const isRegistrationCheck = (value: unknown): value is RegistrationCheck =>
  (REGISTRATION_CHECKS as readonly unknown[]).includes(value);
