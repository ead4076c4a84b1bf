import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReferenceResponse } from '../../api/candidate-data';
import { formatTime, useFormatDate } from '../../app/format-date';
import { usePageTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';

/** /candidate-feedback/expired (spec 000 §2): when the link expired and whom to contact. */
export function ExpiredPage() {
  const { t } = useLingui();
  usePageTitle(t`This link has now expired`);
  const request = useReferenceResponse().reference_request;
  const company = request.company_name;
  const formatDate = useFormatDate();
  const date = formatDate(request.expire_date);
  const time = formatTime(request.expire_date);

  return (
    <>
      <h1>
        <Trans>This link has now expired</Trans>
      </h1>
      <p className={page.lead}>
        <Trans>
          It expired on {date} at {time}.
        </Trans>
      </p>
      <p>
        <Trans>You can no longer change or send your answers with this link.</Trans>
      </p>
      <p>
        <Trans>Please contact {company} if you still need to complete your background check.</Trans>
      </p>
      {/* Works only if the organisation gave more time; the expired link's token stays out of the address. */}
      <p>
        <Link to="/lost-link" search={{ guid: undefined, user_token: undefined, questionnaire: undefined }}>
          <Trans>Send me a new link</Trans>
        </Link>
      </p>
    </>
  );
}
