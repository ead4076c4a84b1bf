import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import page from '../page/page.module.css';

/**
 * What a step shows until its screen is built: a plain notice and a way home, nothing that looks like a form.
 * The link keeps the query string (guid, user_token) through the router's search middleware.
 */
export function StepNotAvailable({ sectionTitle }: { sectionTitle: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <>
      <h1>{i18n._(sectionTitle)}</h1>
      <div className={page.panel}>
        <p className={page.lead}>
          <Trans>This step is not available yet.</Trans>
        </p>
      </div>
      <Link to="/candidate-feedback" className={page.textLink}>
        <Trans>Back to the home page</Trans>
      </Link>
    </>
  );
}
