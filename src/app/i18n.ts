/**
 * Interface languages (spec 000 §1, §3, §9): en, fr, es and pt-BR. English, the source language, ships with
 * the app so the first paint needs no extra request; the other catalogs are compiled Lingui catalogs loaded
 * on demand, each its own small chunk. The choice is kept in local storage under the language key and sets
 * <html lang>.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { STORAGE_KEYS } from '../../domain/client-storage';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '../../domain/locales';
import { messages as englishMessages } from '../../locales/en/messages';

type CatalogModule = { messages: Messages };

const LAZY_CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>> = {
  fr: () => import('../../locales/fr/messages'),
  es: () => import('../../locales/es/messages'),
  'pt-BR': () => import('../../locales/pt-BR/messages'),
};

export async function loadCatalog(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  return (await LAZY_CATALOGS[language]()).messages;
}

/** A Lingui instance with English active. */
export function createAppI18n(): I18n {
  return setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: englishMessages } });
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The stored choice, if it is one of ours. */
export function readStoredLanguage(): Language | null {
  try {
    const value = localStorageOrNull()?.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorageOrNull()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Blocked storage only means the choice is not remembered for the next visit.
  }
}

/** The language to start in: the candidate's earlier choice, otherwise English (spec 000 §9 "default en-GB"). */
export function initialLanguage(): Language {
  return readStoredLanguage() ?? DEFAULT_LANGUAGE;
}

const latestRequest = new WeakMap<I18n, Language>();

/**
 * Load the language's catalog and make it current; sets <html lang>. When choices overlap (a slow network,
 * two quick changes) only the last one is applied.
 */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  latestRequest.set(i18n, language);
  const messages = await loadCatalog(language);
  if (latestRequest.get(i18n) !== language) return;
  i18n.loadAndActivate({ locale: language, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language selector's action: switch and remember the choice. */
export async function changeLanguage(i18n: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(i18n, language);
}
