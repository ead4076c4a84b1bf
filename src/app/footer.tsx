import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BRAND_LOGO_URL, BRAND_NAME } from './brand';

/**
 * Footer 'background checks by' with the product's logo (spec 000 §2), and the accessibility statement, which every
 * page links to so that a candidate who meets a barrier anywhere can find how to report it.
 */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <span>
          <Trans>background checks by</Trans>
        </span>
        <img className="app-footer__logo" src={BRAND_LOGO_URL} alt={BRAND_NAME} width={99} height={24} />
        <Link className="app-footer__link" to="/accessibility">
          <Trans>Accessibility</Trans>
        </Link>
      </div>
    </footer>
  );
}
