import { describe, expect, it } from 'vitest';
import { SANDBOX_ACTIONS } from '../sandbox-page';
import { TEXTS, type PageText } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LANGUAGES = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).filter((language) => language !== 'en');
const textKeys = (Object.keys(TEXTS.en) as (keyof PageText)[]).filter((key) => key !== 'actions');

describe('the sandbox tax-account page texts', () => {
  it.each(LANGUAGES)('translates the page into %s with the same placeholders', (language) => {
    const page = TEXTS[language];
    for (const key of textKeys) {
      const text = page[key] as string;
      expect(text, key).not.toBe('');
      expect(text, key).not.toBe(TEXTS.en[key]);
      expect(placeholders(text), key).toStrictEqual(placeholders(TEXTS.en[key] as string));
    }
  });

  it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('names every action in %s', (language) => {
    for (const action of SANDBOX_ACTIONS) expect(TEXTS[language].actions[action], action).not.toBe('');
  });
});
