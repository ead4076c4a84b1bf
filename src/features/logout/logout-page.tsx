import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';

/** /logout (spec 000 §2): the stored token is gone; the candidate's link is the way back in. */
export function LogoutPage() {
  const { t } = useLingui();
  usePageTitle(t`You have been logged out`);
  return (
    <>
      <h1>
        <Trans>You have been logged out</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>To continue, open the link you were sent again.</Trans>
      </p>
    </>
  );
}
