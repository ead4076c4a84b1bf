import { describe, expect, it } from 'vitest';
import { languageOrDefault } from './locales';

describe('languageOrDefault', () => {
  it.each(['en', 'fr', 'es', 'pt-BR'])('keeps %s', (language) => expect(languageOrDefault(language)).toBe(language));

  it.each([undefined, null, '', 'pt', 'pt-br', 'de', 42])('falls back to en for %s', (value) => {
    expect(languageOrDefault(value)).toBe('en');
  });
});
