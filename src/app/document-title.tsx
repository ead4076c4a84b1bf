import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { usePageTitleState } from '../ui/page-title/page-title';

/**
 * Writes document.title (GOV.UK patterns): '<page> – <service>', and 'Error: <page> – <service>' while the page shows
 * errors, in the current language. A screen reader reads the title first, so the candidate hears which page this is
 * and whether something needs fixing before anything else. While a page loads, the service's name alone.
 */
export function DocumentTitle() {
  const { t } = useLingui();
  const { page, errorShown } = usePageTitleState();
  const service = t`Complete your background check`;
  const title = page === null ? service : `${page} – ${service}`;
  const shown = errorShown ? t`Error: ${title}` : title;

  useEffect(() => {
    document.title = shown;
  }, [shown]);

  return null;
}
