/**
 * Every string of both catalogs is translated in each language. Lingui's compile falls back to English for a missing
 * translation without failing, so a string left untranslated would reach a French reader in English; this test is
 * what holds the catalogs whole. A translation identical to its English source is English left behind too, unless
 * locales/identical-by-intent.json lists it (a place name, or a word the language writes the same); and a count
 * goes through an ICU plural, never a "referee(s)".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const TRANSLATED_LOCALES = ['fr', 'es', 'pt-BR'] as const;
const CATALOGS = ['messages', 'sections'] as const;

/** The .po file's entries: each msgid with its msgstr, continuation lines joined. */
function entries(po: string): { id: string; translation: string }[] {
  const found: { id: string; translation: string }[] = [];
  let field: 'id' | 'translation' | null = null;
  let current = { id: '', translation: '' };
  const quoted = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  for (const line of po.split('\n')) {
    if (line.startsWith('msgid ')) {
      current = { id: quoted(line), translation: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      current.translation = quoted(line);
      field = 'translation';
      found.push(current);
    } else if (line.startsWith('"') && field) {
      current[field] += quoted(line);
    } else {
      field = null;
    }
  }
  return found.filter((entry) => entry.id !== '');
}

interface IdenticalByIntent {
  place_names: string[];
  brand_names: string[];
  fr: string[];
  es: string[];
  'pt-BR': string[];
}

const identicalByIntent = JSON.parse(
  readFileSync(new URL('../../locales/identical-by-intent.json', import.meta.url), 'utf8'),
) as IdenticalByIntent;

const readCatalog = (locale: string, catalog: string) =>
  entries(readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8'));

/** Placeholders and punctuation only ('{label}: {message}'): nothing a language could write differently. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

/** "référent(s)", "indicado(s)": a plural written around instead of through ICU. */
const BRACKETED_PLURAL = /\p{L}\((s|es|x|as|os)\)/u;

describe('the catalogs', () => {
  it.each(TRANSLATED_LOCALES.flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))(
    '%s/%s translates every string',
    (locale, catalog) => {
      const po = readFileSync(new URL(`../../locales/${locale}/${catalog}.po`, import.meta.url), 'utf8');
      const all = entries(po);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter((entry) => entry.translation.trim() === '').map((entry) => entry.id)).toStrictEqual([]);
    },
  );

  it.each(TRANSLATED_LOCALES.flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))(
    '%s/%s leaves no English behind: a string identical to its source is listed as intended',
    (locale, catalog) => {
      const intended = new Set([...identicalByIntent.place_names, ...identicalByIntent.brand_names, ...identicalByIntent[locale]]);
      const leftInEnglish = readCatalog(locale, catalog)
        .filter((entry) => entry.translation === entry.id && hasWords(entry.id) && !intended.has(entry.id))
        .map((entry) => entry.id);
      expect(leftInEnglish).toStrictEqual([]);
    },
  );

  it('lists as intended only strings the catalogs still hold identical', () => {
    const identical = (locale: (typeof TRANSLATED_LOCALES)[number]) =>
      new Set(CATALOGS.flatMap((catalog) => readCatalog(locale, catalog)).filter((entry) => entry.translation === entry.id).map((entry) => entry.id));
    for (const locale of TRANSLATED_LOCALES) {
      expect(identicalByIntent[locale].filter((id) => !identical(locale).has(id)), locale).toStrictEqual([]);
    }
  });

  it.each(['en', ...TRANSLATED_LOCALES].flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))(
    '%s/%s counts through ICU plurals, never a bracketed "(s)"',
    (locale, catalog) => {
      const bracketed = readCatalog(locale, catalog).filter((entry) => BRACKETED_PLURAL.test(entry.translation || entry.id));
      expect(bracketed.map((entry) => entry.translation || entry.id)).toStrictEqual([]);
    },
  );

  it.each(TRANSLATED_LOCALES)('%s names each title in its own words, none twice and none with the English in brackets', (locale) => {
    const titles = ['Mr', 'Mrs', 'Miss', 'Ms'].map((id) => readCatalog(locale, 'sections').find((entry) => entry.id === id)?.translation);
    expect(new Set(titles).size).toBe(4);
    expect(titles.filter((title) => title === undefined || /\((Mr|Mrs|Miss|Ms)\)/.test(title))).toStrictEqual([]);
  });

  it.each(['en', ...TRANSLATED_LOCALES].flatMap((locale) => CATALOGS.map((catalog) => [locale, catalog] as const)))(
    '%s/%s ends no sentence in three full stops',
    (locale, catalog) => {
      const trailing = readCatalog(locale, catalog).filter((entry) => /[^.]\.{3,}$|\.{4,}$/.test(entry.translation || entry.id));
      // A process under way ("Loading...") is shown with an ellipsis; a sentence that ends is not.
      expect(trailing.map((entry) => entry.id).filter((id) => !/ing\b[^.]*\.{3}$/.test(id))).toStrictEqual([]);
    },
  );
});
