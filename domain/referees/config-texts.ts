/**
 * The texts an organisation gives a kind of reference (its `name_displayed` and `note_to_candidate`), in one language
 * or several (docs/decisions/0027). The request keeps the English text in the fields the specification names, so a
 * reader of the API finds them where they always were, and the other languages beside them under `translations`;
 * a page shows the candidate's language where it was given, else the English.
 */
import type { TranslatedLanguage } from '../fit-and-proper/questionnaire';
import type { Language } from '../locales';
import type { LocalisedText } from '../org-request.schema';
import type { ReferenceCheckConfig } from '../reference-response';

export interface ConfigTexts {
  name_displayed: string;
  note_to_candidate: string | null;
}

export type ConfigTranslations = Partial<Record<TranslatedLanguage, Partial<ConfigTexts>>>;

const TRANSLATED: readonly TranslatedLanguage[] = ['fr', 'es', 'pt-BR'];

const englishOf = (text: LocalisedText) => (typeof text === 'string' ? text : text.en);
const inLanguage = (text: LocalisedText | null, language: TranslatedLanguage) =>
  text !== null && typeof text === 'object' ? text[language] : undefined;

/** The texts as a request stores them: English in place, each other language given under `translations`. */
export function storedConfigTexts(
  name: LocalisedText,
  note: LocalisedText | null,
): ConfigTexts & { translations: ConfigTranslations } {
  const translations: ConfigTranslations = {};
  for (const language of TRANSLATED) {
    const texts: Partial<ConfigTexts> = {};
    const translatedName = inLanguage(name, language);
    const translatedNote = inLanguage(note, language);
    if (translatedName !== undefined) texts.name_displayed = translatedName;
    if (translatedNote !== undefined) texts.note_to_candidate = translatedNote;
    if (Object.keys(texts).length > 0) translations[language] = texts;
  }
  return { name_displayed: englishOf(name), note_to_candidate: note === null ? null : englishOf(note), translations };
}

/** What the candidate reads in `language`: each text in that language where the organisation gave it, else English. */
export function configTexts(config: Pick<ReferenceCheckConfig, 'name_displayed' | 'note_to_candidate' | 'translations'>, language: Language): ConfigTexts {
  const translated = language === 'en' ? undefined : config.translations?.[language];
  return {
    name_displayed: translated?.name_displayed ?? config.name_displayed,
    note_to_candidate: translated?.note_to_candidate ?? config.note_to_candidate,
  };
}
