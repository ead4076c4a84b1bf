import { enGB, es, fr, ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { dateLocaleFor, formatDate, formatTime } from './format-date';

describe('formatDate and formatTime', () => {
  // A local date-time, so the assertion does not depend on the machine's time zone.
  const instant = new Date(2026, 0, 5, 9, 7);

  it('writes dates as dd/MM/yyyy in every language', () => {
    for (const language of ['en', 'fr', 'es', 'pt-BR']) {
      expect(formatDate(instant, language)).toBe('05/01/2026');
    }
  });

  it('writes times as 24-hour HH:mm', () => {
    expect(formatTime(instant, 'en')).toBe('09:07');
    expect(formatTime(new Date(2026, 0, 5, 21, 30), 'fr')).toBe('21:30');
  });

  it('reads ISO 8601 strings as the API sends them', () => {
    const iso = new Date(2026, 10, 30, 23, 59).toISOString();
    expect(formatDate(iso, 'es')).toBe('30/11/2026');
    expect(formatTime(iso, 'es')).toBe('23:59');
  });

  it('gives an empty string for a missing or invalid date rather than "Invalid Date"', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate(undefined, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatTime('2026-13-45T00:00:00Z', 'en')).toBe('');
  });

  it('maps each language to its date-fns locale and falls back to en-GB', () => {
    expect(dateLocaleFor('en')).toBe(enGB);
    expect(dateLocaleFor('fr')).toBe(fr);
    expect(dateLocaleFor('es')).toBe(es);
    expect(dateLocaleFor('pt-BR')).toBe(ptBR);
    expect(dateLocaleFor('de')).toBe(enGB);
  });
});
