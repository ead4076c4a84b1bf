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

/** The language a value names, or the default: for a page's `lang` query or the interface's current locale. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

/** Dates show as dd/MM/yyyy and times as HH:mm in every language (spec 000 §9). */
export const DATE_FORMAT = 'dd/MM/yyyy';
export const TIME_FORMAT = 'HH:mm';
