/** Interface languages (spec 000 §1, §9) and the locale each one names for dates (React Aria's date fields). */
export const LANGUAGES = ['en', 'fr', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** en → en-GB, fr → fr-FR, es → es-ES, pt-BR → pt-BR; anything else falls back to en-GB (spec 000 §9). */
export const DATE_LOCALE_BY_LANGUAGE: Record<Language, 'en-GB' | 'fr-FR' | 'es-ES' | 'pt-BR'> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  'pt-BR': 'pt-BR',
};

/** Each language's own name, shown in the selector so a reader finds theirs whatever the current language. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A browser language's primary subtag → ours: any region of fr, es and en, and every Portuguese to pt-BR. */
const LANGUAGE_BY_PRIMARY_SUBTAG: Readonly<Record<string, Language>> = { en: 'en', fr: 'fr', es: 'es', pt: 'pt-BR' };

/**
 * The first of the browser's preferred languages (navigator.languages, most preferred first) that we speak, or null.
 * A region does not matter (fr-CA reads fr, es-MX reads es); a reader of European Portuguese understands Brazilian
 * Portuguese better than English, so pt-PT reads pt-BR.
 */
export function languageFromPreferences(preferences: readonly string[]): Language | null {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const language = LANGUAGE_BY_PRIMARY_SUBTAG[primary];
    if (language) return language;
  }
  return null;
}

/**
 * The language a page starts in: the candidate's stored choice when it is one of ours, otherwise the first of the
 * browser's languages we speak, otherwise English (spec 000 §9 "default en-GB").
 */
export const startingLanguage = (stored: unknown, preferences: readonly string[]): Language =>
  isLanguage(stored) ? stored : (languageFromPreferences(preferences) ?? DEFAULT_LANGUAGE);

/** The language a value names, or the default: for a page's `lang` query or the interface's current locale. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** Dates show as dd/MM/yyyy and times as HH:mm in every language (spec 000 §9), month first in the US (below). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';

/** A locale dates are typed and shown in: the language's own, or English as written in the United States. */
export type DateLocale = (typeof DATE_LOCALE_BY_LANGUAGE)[Language] | 'en-US';

/** Where English writes the month first: the United States and the territories that follow its usage. */
const MONTH_FIRST_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/**
 * The locale of a request's dates: an English reader whose checks run in the United States types and reads
 * 07/04/1988 as July 4th, so English there is en-US (docs/decisions/0010). Other languages keep their own order.
 */
export function dateLocaleFor(language: Language, requestCountryCode: string | null | undefined): DateLocale {
  if (language === 'en' && requestCountryCode && MONTH_FIRST_COUNTRIES.has(requestCountryCode.toUpperCase())) return 'en-US';
  return DATE_LOCALE_BY_LANGUAGE[language];
}

export type DateOrder = 'day-first' | 'month-first';

export const dateOrderOf = (locale: DateLocale): DateOrder => (locale === 'en-US' ? 'month-first' : 'day-first');

/**
 * A name that closes a sentence, without its own closing full stop: "Atlântica Soluções Ltda." then ends the
 * sentence once, not with "Ltda..".
 */
export const closingSentence = (name: string): string => name.replace(/\.+$/u, '');
