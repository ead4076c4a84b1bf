import { describe, expect, it } from 'vitest';
import { closingSentence, dateLocaleFor, dateOrderOf, languageFromPreferences, languageOrDefault } from './locales';

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

describe('dateLocaleFor', () => {
  it.each([
    ['en', 'US', 'en-US'],
    ['en', 'us', 'en-US'],
    ['en', 'PR', 'en-US'],
    ['en', 'GB', 'en-GB'],
    ['en', 'AU', 'en-GB'],
    ['en', null, 'en-GB'],
    ['es', 'US', 'es-ES'],
    ['fr', 'US', 'fr-FR'],
    ['pt-BR', 'BR', 'pt-BR'],
  ] as const)('%s for a request in %s types dates as %s', (language, country, locale) => {
    expect(dateLocaleFor(language, country)).toBe(locale);
  });

  it('puts the month first only in en-US', () => {
    expect(dateOrderOf('en-US')).toBe('month-first');
    expect(['en-GB', 'fr-FR', 'es-ES', 'pt-BR'].map((locale) => dateOrderOf(locale as 'en-GB'))).toEqual(Array(4).fill('day-first'));
  });
});

describe('closingSentence', () => {
  it('leaves a name ending in an abbreviation without its stop, so the sentence ends once', () => {
    expect(closingSentence('Atlântica Soluções Financeiras Ltda.')).toBe('Atlântica Soluções Financeiras Ltda');
    expect(closingSentence('Summit Ridge Logistics, Inc.')).toBe('Summit Ridge Logistics, Inc');
    expect(closingSentence('Northfield Trading Co')).toBe('Northfield Trading Co');
  });
});
