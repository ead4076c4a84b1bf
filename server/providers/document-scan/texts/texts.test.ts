import { describe, expect, it } from 'vitest';
import { SANDBOX_OUTCOMES } from '../record';
import { TEXTS, type PageText } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LANGUAGES = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).filter((language) => language !== 'en');
const textKeys = (Object.keys(TEXTS.en) as (keyof PageText)[]).filter((key) => key !== 'outcomes');

describe('the sandbox document-scan page texts', () => {
  it.each(LANGUAGES)('translates the page into %s with the same placeholders', (language) => {
    const page = TEXTS[language];
    for (const key of textKeys) {
      const text = page[key] as string;
      expect(text, key).not.toBe('');
      expect(text, key).not.toBe(TEXTS.en[key]);
      expect(placeholders(text), key).toStrictEqual(placeholders(TEXTS.en[key] as string));
    }
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('names every outcome in %s', (language) => {
    for (const outcome of SANDBOX_OUTCOMES) expect(TEXTS[language].outcomes[outcome], outcome).not.toBe('');
  });
});
