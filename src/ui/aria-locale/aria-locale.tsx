import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { DATE_LOCALE_BY_LANGUAGE, languageOrDefault } from '../../../domain/locales';

/**
 * React Aria names and announces parts of its widgets itself ('Show suggestions', '3 options available', a date's
 * segments). Without a locale it follows the browser's language, not the one the candidate chose. Only the lazily
 * loaded screens that hold React Aria widgets are wrapped (the section pages, the hub's dialog), so the first load
 * does not carry React Aria's i18n code.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <I18nProvider locale={DATE_LOCALE_BY_LANGUAGE[languageOrDefault(i18n.locale)]}>{children}</I18nProvider>;
}
