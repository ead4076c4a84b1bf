import { describe, expect, it } from 'vitest';
import { TEXTS, type WidgetText } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LANGUAGES = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).filter((language) => language !== 'en');

describe('the sandbox collection-site widget texts', () => {
  it.each(LANGUAGES)('translates the widget into %s with the same placeholders', (language) => {
    for (const key of Object.keys(TEXTS.en) as (keyof WidgetText)[]) {
      const text = TEXTS[language][key];
      expect(text, key).not.toBe('');
      expect(text, key).not.toBe(TEXTS.en[key]);
      expect(placeholders(text), key).toStrictEqual(placeholders(TEXTS.en[key]));
    }
  });
});
