/**
 * Every string of both catalogs is translated in each language. Lingui's compile falls back to English for a missing
 * translation without failing, so a string left untranslated would reach a French reader in English; this test is
 * what holds the catalogs whole.
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
});
