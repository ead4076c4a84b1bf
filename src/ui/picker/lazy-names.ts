/**
 * A names table per language (countries, nationalities) that is fetched on first use, once, and shared by every
 * picker on the page, which re-renders when it arrives. Only the reader's language is fetched: each loader is a chunk
 * of its own.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function lazyNames<Language extends string, Names>(fetchNames: (language: Language) => Promise<Names>) {
  const loaded = new Map<Language, Names>();
  const pending = new Map<Language, Promise<Names>>();
  const listeners = new Set<() => void>();

  function load(language: Language): Promise<Names> {
    const done = loaded.get(language);
    if (done) return Promise.resolve(done);
    let promise = pending.get(language);
    if (!promise) {
      promise = fetchNames(language)
        .then((names) => {
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
   * The names, or undefined while they load and where the language has no table (null): callers show the API's
   * names meanwhile.
   */
  function useNames(language: Language | null): Names | undefined {
    const subscribe = useCallback(
      (listener: () => void) => {
        listeners.add(listener);
        if (language && !loaded.has(language)) load(language).catch(() => undefined);
        return () => {
          listeners.delete(listener);
        };
      },
      [language],
    );
    const snapshot = () => (language ? loaded.get(language) : undefined);
    return useSyncExternalStore(subscribe, snapshot, snapshot);
  }

  return { load, useNames };
}
