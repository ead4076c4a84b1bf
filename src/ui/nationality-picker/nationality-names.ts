/**
 * Nationality names in the reader's language from i18n-nationality (docs/decisions/0003). The library has French
 * and Spanish lists; English is the API's own `name`, and Portuguese, which the library lacks, shows it too.
 * Only the current language's list is fetched, lazily, as its own chunk.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** ISO code → nationality, e.g. { GB: 'Britannique' }. */
export type NationalityNames = Readonly<Record<string, string>>;
type NamesLanguage = 'fr' | 'es';

const LOADERS: Record<NamesLanguage, () => Promise<{ default: { nationalities: Record<string, string> } }>> = {
  fr: () => import('i18n-nationality/langs/fr.json'),
  es: () => import('i18n-nationality/langs/es.json'),
};

/** The list for an interface locale, or null where the API's English names are shown. */
export function nationalityNamesLanguage(locale: string): NamesLanguage | null {
  const base = locale.toLowerCase().split('-')[0] ?? '';
  return base in LOADERS ? (base as NamesLanguage) : null;
}

const loaded = new Map<NamesLanguage, NationalityNames>();
const pending = new Map<NamesLanguage, Promise<NationalityNames>>();
const listeners = new Set<() => void>();

/** The names for the locale; an empty list where the English names stand. */
export function loadNationalityNames(locale: string): Promise<NationalityNames> {
  const language = nationalityNamesLanguage(locale);
  if (!language) return Promise.resolve({});
  const done = loaded.get(language);
  if (done) return Promise.resolve(done);
  let promise = pending.get(language);
  if (!promise) {
    promise = LOADERS[language]()
      .then((data) => {
        const names: NationalityNames = data.default.nationalities;
        loaded.set(language, names);
        for (const listener of listeners) listener();
        return names;
      })
      .finally(() => pending.delete(language));
    pending.set(language, promise);
  }
  return promise;
}

/**
 * The names for the locale, or undefined while they load and where the English names stand (callers show the
 * API's name then). Re-renders when they arrive.
 */
export function useNationalityNames(locale: string): NationalityNames | undefined {
  const language = nationalityNamesLanguage(locale);
  const subscribe = useCallback(
    (listener: () => void) => {
      listeners.add(listener);
      if (language && !loaded.has(language)) loadNationalityNames(language).catch(() => undefined);
      return () => {
        listeners.delete(listener);
      };
    },
    [language],
  );
  const snapshot = () => (language ? loaded.get(language) : undefined);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
