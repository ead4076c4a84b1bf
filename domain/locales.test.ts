import { describe, expect, it } from 'vitest';
import { languageFromPreferences, languageOrDefault } from './locales';

describe('languageOrDefault', () => {
  it.each(['en', 'fr', 'es', 'pt-BR'])('keeps %s', (language) => expect(languageOrDefault(language)).toBe(language));

  it.each([undefined, null, '', 'pt', 'pt-br', 'de', 42])('falls back to en for %s', (value) => {
    expect(languageOrDefault(value)).toBe('en');
  });
});

describe('languageFromPreferences', () => {
  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['fr-CA'], 'fr'],
    [['es-MX', 'fr'], 'es'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT', 'en-GB'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['en-US', 'fr'], 'en'],
    [['de-DE', 'it', 'FR_be'], 'fr'],
  ] as const)('reads %j as %s: the first language we speak, whatever its region', (preferences, language) => {
    expect(languageFromPreferences(preferences)).toBe(language);
  });

  it.each([[[]], [['de-DE', 'ja']], [['']]] as const)('finds nothing we speak in %j', (preferences) => {
    expect(languageFromPreferences(preferences)).toBeNull();
  });
});
