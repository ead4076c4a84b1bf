import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';

/** /candidate-feedback/profile-removed (spec 000 §2): the request was withdrawn by the organisation. */
export function ProfileRemovedPage() {
  const { t } = useLingui();
  usePageTitle(t`Request no longer available`);
  return (
    <>
      <h1>
        <Trans>Request no longer available</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          The request is no longer available. Please contact the organisation that has made the request for more
          information.
        </Trans>
      </p>
    </>
  );
}
