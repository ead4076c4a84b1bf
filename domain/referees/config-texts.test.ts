import { describe, expect, it } from 'vitest';
import { configTexts, storedConfigTexts } from './config-texts';

describe('a reference’s texts in the candidate’s language', () => {
  const stored = storedConfigTexts(
    { en: 'Employment reference', fr: 'Référence professionnelle', 'pt-BR': 'Referência profissional' },
    { en: 'Your last manager.', fr: 'Votre dernier responsable.' },
  );

  it('keeps English where the specification names the texts, and the other languages given beside them', () => {
    expect(stored).toStrictEqual({
      name_displayed: 'Employment reference',
      note_to_candidate: 'Your last manager.',
      translations: {
        fr: { name_displayed: 'Référence professionnelle', note_to_candidate: 'Votre dernier responsable.' },
        'pt-BR': { name_displayed: 'Referência profissional' },
      },
    });
    expect(storedConfigTexts('Character reference', null)).toStrictEqual({
      name_displayed: 'Character reference',
      note_to_candidate: null,
      translations: {},
    });
  });

  it.each([
    ['fr', 'Référence professionnelle', 'Votre dernier responsable.'],
    ['pt-BR', 'Referência profissional', 'Your last manager.'],
    ['es', 'Employment reference', 'Your last manager.'],
    ['en', 'Employment reference', 'Your last manager.'],
  ] as const)('shows %s its own text where given, else the English', (language, name, note) => {
    expect(configTexts(stored, language)).toStrictEqual({ name_displayed: name, note_to_candidate: note });
  });
});
