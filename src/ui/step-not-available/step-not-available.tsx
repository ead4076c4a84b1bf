import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import page from '../page/page.module.css';

/**
 * What a step shows inside the step frame until its screen is built: a plain notice and a way home, nothing that
 * looks like a form. The link keeps the query string (guid, user_token) through the router's search middleware.
 */
export function StepNotAvailable() {
  return (
    <div className={page.panel}>
      <p className={page.lead}>
        <Trans>This step is not available yet.</Trans>
      </p>
      <Link to="/candidate-feedback" className={page.textLink}>
        <Trans>Back to the home page</Trans>
      </Link>
    </div>
  );
}
