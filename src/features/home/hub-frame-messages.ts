/**
 * The words of the hub's frame (hub-frame.ts), which the shell draws before the scripts run. Each is the English
 * source of a message the home page already writes (home-page.tsx, hub-summary.tsx), so the Lingui catalogs hold
 * its translations under the same id; the build takes them from the compiled catalogs, and hub-frame.test.tsx
 * checks the frame against the page React draws in every language.
 */
import type { Messages } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { LANGUAGES, type Language } from '../../../domain/locales';

export const HUB_FRAME_SOURCES = {
  heading: 'Complete your background check',
  lead: '{company} has asked you to complete a background check.',
  instructions: 'Complete each section below. When every section is complete, select Finish to submit your information.',
  expiry: 'This link expires on {expiry}.',
  contactBoth: 'Questions? Contact {company} at {emailLink} or {phoneLink}.',
  contactEmail: 'Questions? Contact {company} at {emailLink}.',
  contactPhone: 'Questions? Contact {company} on {phoneLink}.',
  contactCompany: 'If you have questions, contact {company}.',
  sectionsHeading: 'Your sections',
} as const;

export type HubFrameMessageKey = keyof typeof HUB_FRAME_SOURCES;

/** A message as Lingui compiles it: text, with each placeholder as a one-element array naming it. */
export type CompiledMessage = string | readonly (string | readonly string[])[];

export type HubFrameMessages = Record<HubFrameMessageKey, CompiledMessage>;

/** The frame's messages in each language, picked from the compiled catalogs; a message missing from one is an error. */
export function hubFrameMessages(catalogs: Record<Language, Messages>): Record<Language, HubFrameMessages> {
  const pick = (language: Language) => {
    const entries = Object.entries(HUB_FRAME_SOURCES).map(([key, source]) => {
      const compiled = catalogs[language][generateMessageId(source)] as CompiledMessage | undefined;
      if (compiled === undefined) throw new Error(`The ${language} catalog has no "${source}".`);
      return [key, compiled];
    });
    return Object.fromEntries(entries) as HubFrameMessages;
  };
  return Object.fromEntries(LANGUAGES.map((language) => [language, pick(language)])) as Record<Language, HubFrameMessages>;
}
