import { describe, expect, it } from 'vitest';
import { expectTranslated } from '../../testing/expect-translated';
import { SANDBOX_ACTIONS } from '../sandbox-page';
import { TEXTS } from './index';

const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

describe('the sandbox tax-account page texts', () => {
  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates the page into %s', (language) => {
    expectTranslated(TEXTS.en, TEXTS[language]);
  });

  it.each(LANGUAGES)('names every action in %s', (language) => {
    for (const action of SANDBOX_ACTIONS) expect(TEXTS[language].actions[action], action).not.toBe('');
  });
});
