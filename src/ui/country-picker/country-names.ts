/**
 * Country names in the reader's language from i18n-iso-countries (ARCHITECTURE.md "Screens"). Only the
 * current language's names are fetched, lazily, together with the library, and registered with it once.
 * Portuguese (Brazil) uses the library's Portuguese names: it has no pt-BR list.
 */
import { lazyNames } from '../picker/lazy-names';

/** ISO code → names, the official one first, then aliases a reader may type ("UK", "USA"). */
export type CountryNames = Readonly<Record<string, readonly string[]>>;
type NamesLanguage = 'en' | 'fr' | 'es' | 'pt';

/** Each import is its own chunk, so a French reader downloads the French names only. */
const LOADERS: Record<NamesLanguage, () => Promise<{ default: { locale: string; countries: Record<string, string | string[]> } }>> = {
  en: () => import('i18n-iso-countries/langs/en.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  pt: () => import('i18n-iso-countries/langs/pt.json'),
};

/** The names list for an interface locale: 'pt-BR' → 'pt'; anything unknown → 'en'. */
export function namesLanguage(locale: string): NamesLanguage {
  const base = locale.toLowerCase().split('-')[0] ?? '';
  return base in LOADERS ? (base as NamesLanguage) : 'en';
}

const countryNames = lazyNames(async (language: NamesLanguage): Promise<CountryNames> => {
  const [library, data] = await Promise.all([import('i18n-iso-countries'), LOADERS[language]()]);
  // CommonJS package: the API is on the default export in the browser build and under test alike.
  const countries = ('default' in library ? library.default : library) as typeof library;
  countries.registerLocale(data.default);
  return countries.getNames(language, { select: 'all' });
});

export const loadCountryNames = (locale: string): Promise<CountryNames> => countryNames.load(namesLanguage(locale));

/**
 * The names for the locale, or undefined while they load (callers show the API's English name meanwhile).
 * Re-renders when they arrive.
 */
export const useCountryNames = (locale: string): CountryNames | undefined => countryNames.useNames(namesLanguage(locale));
