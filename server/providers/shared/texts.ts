/**
 * A sandbox page's words, one module per interface language (spec 000 §1): every provider picks them the same way,
 * the default language standing in when none is known.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/locales';

export function textsByLanguage<Text>(texts: Record<Language, Text>): (language: Language | undefined) => Text {
  return (language) => texts[language ?? DEFAULT_LANGUAGE];
}
