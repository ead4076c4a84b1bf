import { describe, expect, it } from 'vitest';
import { expectTranslated } from '../../testing/expect-translated';
import { DIGITAL_ID_ERROR_CODES } from '../provider';
import { SANDBOX_PROVIDER_IDS } from '../sandbox-providers';
import { TEXTS } from './index';

const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

describe('the digital-ID sandbox texts', () => {
  it.each(LANGUAGES)('give every failure reason and provider subtext in %s', (language) => {
    const texts = TEXTS[language];
    for (const code of DIGITAL_ID_ERROR_CODES) expect(texts.reasons[code], code).not.toBe('');
    for (const id of SANDBOX_PROVIDER_IDS) expect(texts.subtexts[id], id).not.toBe('');
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translate the page into %s', (language) => {
    expectTranslated(TEXTS.en.page, TEXTS[language].page);
  });

  it('mark every provider subtext as a sandbox, in every language', () => {
    for (const language of LANGUAGES) {
      const sandboxWord = TEXTS[language].page.sandboxName;
      for (const id of SANDBOX_PROVIDER_IDS) expect(TEXTS[language].subtexts[id]).toContain(sandboxWord);
    }
  });
});
