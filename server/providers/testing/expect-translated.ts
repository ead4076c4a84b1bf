import { expect } from 'vitest';
import { placeholdersOf } from '../shared/placeholders';

/**
 * Every text of `english` (its string fields; nested records are checked by their own tests) is given in
 * `translated`: not empty, not left in English, and with the same placeholders.
 */
export function expectTranslated<T extends object>(english: T, translated: T): void {
  for (const [key, text] of Object.entries(english)) {
    if (typeof text !== 'string') continue;
    const translation = (translated as Record<string, unknown>)[key];
    expect(translation, key).toBeTypeOf('string');
    expect(translation, key).not.toBe('');
    expect(translation, key).not.toBe(text);
    expect(placeholdersOf(translation as string), key).toStrictEqual(placeholdersOf(text));
  }
}
