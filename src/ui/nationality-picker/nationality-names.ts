/**
 * Nationality names in the reader's language (docs/decisions/0003): French and Spanish from i18n-nationality;
 * Brazilian Portuguese, which the library lacks, from our own list (pt-br-nationalities.json, in the feminine that
 * agrees with "nacionalidade", as Brazilian forms write it); English is the API's own `name`. Only the current
 * language's list is fetched, lazily, as its own chunk.
 */
import { lazyNames } from '../picker/lazy-names';

/** ISO code → nationality, e.g. { GB: 'Britannique' }. */
export type NationalityNames = Readonly<Record<string, string>>;
type NamesLanguage = 'fr' | 'es' | 'pt';

const LOADERS: Record<NamesLanguage, () => Promise<{ default: { nationalities: Record<string, string> } }>> = {
  fr: () => import('i18n-nationality/langs/fr.json'),
  es: () => import('i18n-nationality/langs/es.json'),
  pt: () => import('./pt-br-nationalities.json'),
};

/** The list for an interface locale, or null where the API's English names are shown. */
export function nationalityNamesLanguage(locale: string): NamesLanguage | null {
  const base = locale.toLowerCase().split('-')[0] ?? '';
  return base in LOADERS ? (base as NamesLanguage) : null;
}

const nationalityNames = lazyNames(
  async (language: NamesLanguage): Promise<NationalityNames> => (await LOADERS[language]()).default.nationalities,
);

/** The names for the locale; an empty list where the English names stand. */
export function loadNationalityNames(locale: string): Promise<NationalityNames> {
  const language = nationalityNamesLanguage(locale);
  return language ? nationalityNames.load(language) : Promise.resolve({});
}

/**
 * The names for the locale, or undefined while they load and where the English names stand (callers show the
 * API's name then). Re-renders when they arrive.
 */
export const useNationalityNames = (locale: string): NationalityNames | undefined =>
  nationalityNames.useNames(nationalityNamesLanguage(locale));
