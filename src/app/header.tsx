import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DEFAULT_COMPANY_LOGO_URL } from './brand';
import { LanguageSelector } from './language-selector';
import { type Company, useCompany } from './use-company';

function CompanyLogo({ company }: { company: Company }) {
  const { t } = useLingui();
  const name = company.name;
  // A logo address that fails to load falls back to the default logo rather than a broken image.
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const source = company.logo && company.logo !== failedSource ? company.logo : DEFAULT_COMPANY_LOGO_URL;
  return (
    <img
      className="app-header__logo"
      src={source}
      alt={t`${name} logo`}
      onError={() => setFailedSource(company.logo)}
    />
  );
}

const emptyLogoSlot = <span className="app-header__logo-placeholder" />;

/** The company's logo once the candidate area has loaded the request; an empty slot of the same size before. */
function CompanyLogoSlot() {
  const company = useCompany();
  return company ? <CompanyLogo company={company} /> : emptyLogoSlot;
}

/**
 * Header with the company's logo (a default one when it has none) and the language selector (spec 000 §2), on
 * every page where the request is loaded, error pages included: useCompany reads only a well-formed company, so
 * bad request data cannot break the page that reports it.
 */
export function Header() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <CompanyLogoSlot />
        <LanguageSelector />
      </div>
    </header>
  );
}
