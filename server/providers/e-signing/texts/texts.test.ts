import { describe, expect, it } from 'vitest';
import { SIGNED_DOCUMENT_TYPES } from '../../../../domain/provider-status';
import { placeholdersOf } from '../../shared/placeholders';
import { expectTranslated } from '../../testing/expect-translated';
import { documentText, TEXTS } from './index';

const LANGUAGES = Object.keys(TEXTS) as (keyof typeof TEXTS)[];

describe('the e-signing texts', () => {
  it.each(LANGUAGES)('has every document in %s, naming only the organisation and the candidate', (language) => {
    for (const type of SIGNED_DOCUMENT_TYPES) {
      const text = TEXTS[language].documents[type];
      expect(text.title).not.toBe('');
      expect(text.paragraphs.length).toBe(TEXTS.en.documents[type].paragraphs.length);
      for (const part of [...text.paragraphs, text.declaration]) {
        expect(placeholdersOf(part).every((name) => name === 'company' || name === 'candidate')).toBe(true);
      }
      expect(text.paragraphs.join(' ')).toContain('{company}');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates the page into %s', (language) => {
    expectTranslated(TEXTS.en.page, TEXTS[language].page);
  });

  it('fills in the names', () => {
    const text = documentText('acic_document', 'en', { company: 'Acme Pty Ltd', candidate: 'Ada Lovelace' });
    expect(text.paragraphs[0]).toContain('Acme Pty Ltd');
    expect(text.paragraphs[0]).toContain('Ada Lovelace');
    expect(text.paragraphs.join(' ')).not.toMatch(/\{\w+\}/);
  });
});
