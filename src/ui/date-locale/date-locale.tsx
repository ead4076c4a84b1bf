/**
 * The locale dates are typed and shown in: the interface language, and for English the request's country
 * (docs/decisions/0010). The candidate area provides the request's country; outside it the language decides alone.
 */
import { useLingui } from '@lingui/react';
import { createContext, type ReactNode, useContext } from 'react';
import { type DateLocale, type DateOrder, dateLocaleFor, dateOrderOf, languageOrDefault } from '../../../domain/locales';

const RequestCountryContext = createContext<string | null>(null);

export function RequestCountryProvider({ countryCode, children }: { countryCode: string | null; children: ReactNode }) {
  return <RequestCountryContext value={countryCode}>{children}</RequestCountryContext>;
}

export function useDateLocale(): DateLocale {
  const { i18n } = useLingui();
  return dateLocaleFor(languageOrDefault(i18n.locale), useContext(RequestCountryContext));
}

export const useDateOrder = (): DateOrder => dateOrderOf(useDateLocale());
