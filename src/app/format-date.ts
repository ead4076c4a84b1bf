/**
 * Dates and times as the specification shows them (spec 000 §9): dd/MM/yyyy and HH:mm, formatted with the
 * date-fns locale of the interface language (en → en-GB, fr → fr-FR, es → es-ES, pt-BR → pt-BR).
 */
import { format, isValid, parseISO } from 'date-fns';
import type { Locale } from 'date-fns';
import { enGB, es, fr, ptBR } from 'date-fns/locale';
import { DATE_FORMAT, DATE_LOCALE_BY_LANGUAGE, languageOrDefault, TIME_FORMAT } from '../../domain/locales';

const DATE_FNS_LOCALES: Record<(typeof DATE_LOCALE_BY_LANGUAGE)[keyof typeof DATE_LOCALE_BY_LANGUAGE], Locale> = {
  'en-GB': enGB,
  'fr-FR': fr,
  'es-ES': es,
  'pt-BR': ptBR,
};

/** The date-fns locale for an interface language; anything unknown falls back to en-GB. */
export function dateLocaleFor(language: string): Locale {
  return DATE_FNS_LOCALES[DATE_LOCALE_BY_LANGUAGE[languageOrDefault(language)]];
}

function toDate(value: Date | string): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy in the reader's time zone, or '' for a missing or invalid date. */
export function formatDate(value: Date | string | null | undefined, language: string): string {
  const date = value == null ? null : toDate(value);
  return date ? format(date, DATE_FORMAT, { locale: dateLocaleFor(language) }) : '';
}

/** HH:mm in the reader's time zone, or '' for a missing or invalid date. */
export function formatTime(value: Date | string | null | undefined, language: string): string {
  const date = value == null ? null : toDate(value);
  return date ? format(date, TIME_FORMAT, { locale: dateLocaleFor(language) }) : '';
}
