import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useDateLocale } from '../date-locale/date-locale';

/**
 * React Aria names and announces parts of its widgets itself ('Show suggestions', '3 options available', a date's
 * segments). Without a locale it follows the browser's language, not the one the candidate chose. Only the lazily
 * loaded screens that hold React Aria widgets are wrapped (the section pages, the hub's dialog), so the first load
 * does not carry React Aria's i18n code.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={useDateLocale()}>{children}</I18nProvider>;
}
