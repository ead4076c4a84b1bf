/**
 * Interface languages (spec 000 §1, §3, §9): en, fr, es and pt-BR. English, the source language, ships with
 * the app so the first paint needs no extra request; the other catalogs are compiled Lingui catalogs loaded
 * on demand, each its own small chunk. Until the candidate chooses, the browser's languages decide; a choice is kept
 * in local storage under the language key. The language sets <html lang>.
 */
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { STORAGE_KEYS } from '../../domain/client-storage';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  startingLanguage,
  languageOrDefault,
} from '../../domain/locales';
import { messages as englishMessages } from '../../locales/en/messages';

type CatalogModule = { messages: Messages };

/** The language each Lingui instance was last asked to show (activateLanguage), which may still be loading. */
const latestRequest = new WeakMap<I18n, Language>();

const LAZY_CATALOGS: Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>> = {
  fr: () => import('../../locales/fr/messages'),
  es: () => import('../../locales/es/messages'),
  'pt-BR': () => import('../../locales/pt-BR/messages'),
};

/** The step screens' messages (lingui.config.ts): loaded with the first section page, in every language. */
const SECTION_CATALOGS: Record<Language, () => Promise<CatalogModule>> = {
  en: () => import('../../locales/en/sections'),
  fr: () => import('../../locales/fr/sections'),
  es: () => import('../../locales/es/sections'),
  'pt-BR': () => import('../../locales/pt-BR/sections'),
};

async function loadCatalog(language: Language): Promise<Messages> {
  if (language === 'en') return englishMessages;
  return (await LAZY_CATALOGS[language]()).messages;
}

export async function loadSectionCatalog(language: Language): Promise<Messages> {
  return (await SECTION_CATALOGS[language]()).messages;
}

/** A Lingui instance with English active. */
export function createAppI18n(): I18n {
  return setupI18n({ locale: DEFAULT_LANGUAGE, messages: { [DEFAULT_LANGUAGE]: englishMessages } });
}

/** The Lingui instances that have shown a section page, and the languages whose section catalog they hold. */
const sectionLanguages = new WeakMap<I18n, Set<Language>>();

/**
 * Adds the section catalog to `i18n` before a section page shows (the sections layout route calls it), in the
 * language being shown or being switched to; once added, every later language brings its own.
 */
export async function ensureSectionCatalog(i18n: I18n): Promise<void> {
  let loaded = sectionLanguages.get(i18n);
  if (!loaded) sectionLanguages.set(i18n, (loaded = new Set()));
  const current = languageOrDefault(i18n.locale);
  const language = latestRequest.get(i18n) ?? current;
  if (loaded.has(language)) return;
  const messages = await loadSectionCatalog(language);
  loaded.add(language);
  i18n.load(language, messages);
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The stored choice, if it is one of ours. */
function readStoredLanguage(): Language | null {
  try {
    const value = localStorageOrNull()?.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorageOrNull()?.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Blocked storage only means the choice is not remembered for the next visit.
  }
}

/** The browser's preferred languages, most preferred first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/**
 * The language to start in: the candidate's earlier choice, otherwise the first of the browser's languages we speak,
 * otherwise English (spec 000 §9 "default en-GB"). What the browser suggests is not stored, so it keeps deciding
 * until the candidate chooses.
 */
export function initialLanguage(): Language {
  return startingLanguage(readStoredLanguage(), browserLanguages());
}

/**
 * Load the language's catalog and make it current; sets <html lang>. When choices overlap (a slow network,
 * two quick changes) only the last one is applied.
 */
export async function activateLanguage(i18n: I18n, language: Language): Promise<void> {
  latestRequest.set(i18n, language);
  const messages = await loadCatalog(language);
  // Asked only now: a section page may have started loading while the main catalog did.
  const sectionLanguagesLoaded = sectionLanguages.get(i18n);
  const sectionMessages = sectionLanguagesLoaded ? await loadSectionCatalog(language) : {};
  if (latestRequest.get(i18n) !== language) return;
  sectionLanguagesLoaded?.add(language);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...sectionMessages } });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language selector's action: switch and remember the choice. */
export async function changeLanguage(i18n: I18n, language: Language): Promise<void> {
  storeLanguage(language);
  await activateLanguage(i18n, language);
}
