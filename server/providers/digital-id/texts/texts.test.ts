import { describe, expect, it } from 'vitest';
import { DIGITAL_ID_ERROR_CODES } from '../provider';
import { SANDBOX_PROVIDER_IDS } from '../sandbox-providers';
import { TEXTS } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

describe('the digital-ID sandbox texts', () => {
  it.each(LANGUAGES)('give every failure reason and provider subtext in %s', (language) => {
    const texts = TEXTS[language];
    for (const code of DIGITAL_ID_ERROR_CODES) expect(texts.reasons[code], code).not.toBe('');
    for (const id of SANDBOX_PROVIDER_IDS) expect(texts.subtexts[id], id).not.toBe('');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'translate the page into %s with the same placeholders',
    (language) => {
      const english = TEXTS.en.page;
      const page = TEXTS[language].page;
      for (const key of Object.keys(english) as (keyof typeof english)[]) {
        expect(page[key], key).not.toBe('');
        expect(page[key], key).not.toBe(english[key]);
        expect(placeholders(page[key]), key).toStrictEqual(placeholders(english[key]));
      }
    },
  );

  it('mark every provider subtext as a sandbox, in every language', () => {
    for (const language of LANGUAGES) {
      const sandboxWord = TEXTS[language].page.sandboxName;
      for (const id of SANDBOX_PROVIDER_IDS) expect(TEXTS[language].subtexts[id]).toContain(sandboxWord);
    }
  });
});
