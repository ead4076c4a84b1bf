import { describe, expect, it } from 'vitest';
import { rankMatches } from './match-rank';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const startsWith = (text: string, prefix: string) => collator.compare(text.slice(0, prefix.length), prefix) === 0;

const option = (...searchNames: string[]) => ({ name: searchNames[0] as string, searchNames });
const names = (options: readonly { name: string }[]) => options.map((entry) => entry.name);

describe('rankMatches', () => {
  const countries = [
    option('Australia'),
    option('Tanzania, United Republic of', 'Tanzania'),
    option('United Arab Emirates', 'UAE'),
    option('United Kingdom', 'UK', 'Great Britain'),
    option('United States Minor Outlying Islands'),
    option('United States of America', 'United States', 'USA'),
  ];

  it('puts the United States before its minor outlying islands for "United St"', () => {
    expect(names(rankMatches(countries, 'United St', startsWith)).slice(0, 2)).toEqual([
      'United States of America',
      'United States Minor Outlying Islands',
    ]);
  });

  it('puts a name that starts with the text before one where only a later word does', () => {
    expect(names(rankMatches(countries, 'united', startsWith)).slice(0, 5)).toEqual([
      'United Kingdom',
      'United States of America',
      'United Arab Emirates',
      'United States Minor Outlying Islands',
      'Tanzania, United Republic of',
    ]);
  });

  it('puts an exact name first, whatever the accents and case', () => {
    expect(names(rankMatches(countries, 'uk', startsWith))[0]).toBe('United Kingdom');
    expect(names(rankMatches([option('Índia'), option('Indonésia')], 'india', startsWith))[0]).toBe('Índia');
  });

  it('keeps the alphabetical order when nothing is typed', () => {
    expect(rankMatches(countries, '  ', startsWith)).toBe(countries);
  });
});
