import { describe, expect, it } from 'vitest';
import { expectTranslated } from '../../testing/expect-translated';
import { SANDBOX_OUTCOMES } from '../record';
import { TEXTS } from './index';

const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

describe('the sandbox document-scan page texts', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates the page into %s', (language) => {
    expectTranslated(TEXTS.en, TEXTS[language]);
  });

  it.each(LANGUAGES)('names every outcome in %s', (language) => {
    for (const outcome of SANDBOX_OUTCOMES) expect(TEXTS[language].outcomes[outcome], outcome).not.toBe('');
  });
});
