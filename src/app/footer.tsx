import { Trans } from '@lingui/react/macro';
import { BRAND_LOGO_URL, BRAND_NAME } from './brand';

/** Footer 'background checks by' with the product's logo (spec 000 §2). */
export function Footer() {
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <span>
          <Trans>background checks by</Trans>
        </span>
        <img className="app-footer__logo" src={BRAND_LOGO_URL} alt={BRAND_NAME} width={99} height={24} />
      </div>
    </footer>
  );
}
