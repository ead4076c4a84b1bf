import { describe, it } from 'vitest';
import { expectTranslated } from '../../testing/expect-translated';
import { TEXTS } from './index';

const TRANSLATIONS = (Object.keys(TEXTS) as (keyof typeof TEXTS)[]).filter((language) => language !== 'en');

describe('the sandbox collection-site widget texts', () => {
  it.each(TRANSLATIONS)('translates the widget into %s', (language) => expectTranslated(TEXTS.en, TEXTS[language]));
});
