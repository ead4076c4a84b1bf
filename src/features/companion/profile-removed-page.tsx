import { Trans, useLingui } from '@lingui/react/macro';
import { usePageTitle } from '../../ui/page-title/page-title';
import { useReferenceResponse } from '../../api/candidate-data';
import page from '../../ui/page/page.module.css';

/**
 * /candidate-feedback/profile-removed (spec 000 §2): the specification's text, with the company that withdrew the
 * request named, so the candidate knows whom to ask. The withdrawn request stays readable to its own token
 * (docs/api.md); the page shows only the company's name from it.
 */
export function ProfileRemovedPage() {
  const { t } = useLingui();
  usePageTitle(t`Request no longer available`);
  const company = useReferenceResponse().reference_request.company_name;
  return (
    <>
      <h1>
        <Trans>Request no longer available</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>{company} has withdrawn this request, so you cannot continue with it from this link.</Trans>
      </p>
      <p>
        <Trans>
          The request is no longer available. Please contact the organisation that has made the request for more
          information.
        </Trans>
      </p>
    </>
  );
}
