import { Trans, useLingui } from '@lingui/react/macro';
import { Link, notFound } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import page from '../ui/page/page.module.css';
import styles from './error-page.module.css';
import { reportError } from './error-reporter';
import { describeError } from './error-status';
import { usePageTitle } from '../ui/page-title/page-title';
import { useIsBusy } from './use-activity';

/** Errors already reported: a re-render (or React's double effects in development) must not report twice. */
const reported = new WeakSet<object>();

function reportOnce(error: unknown, status: number | undefined, data: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError({ error, status, data });
}

/**
 * The error page (spec 000 §2, §8): the title, the status and its label (400 Bad Request, 401 Unauthorized,
 * 403 Forbidden, 404 Not Found, anything else Unknown Error; an error that is not an HTTP or routing error
 * shows only Unknown Error), 'Try again' back to the home page with the query kept, and for 401 a way to log
 * in again. Errors other than 400–404 go to the error reporter.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const description = useMemo(() => describeError(error), [error]);
  const busy = useIsBusy();
  const label = i18n._(description.label);
  usePageTitle(description.status === undefined ? label : `${description.status} ${label}`);

  useEffect(() => {
    if (description.report) reportOnce(error, description.status, description.data);
  }, [error, description]);

  return (
    <>
      <h1>
        <Trans>Oops! Sorry, an unexpected error has occurred</Trans>
      </h1>
      <p className={styles.status}>
        {description.status !== undefined && <span className={styles.code}>{description.status}</span>}
        <span>{label}</span>
      </p>
      <div className={page.actions}>
        <Link to="/candidate-feedback" className={page.buttonLink}>
          <Trans>Try again</Trans>
        </Link>
        {description.status === 401 && (
          // /logout forgets the stored token; the address must not carry it there either.
          <Link
            to="/logout"
            search={{ guid: undefined, user_token: undefined, questionnaire: undefined }}
            disabled={busy}
            className={page.textLink}
          >
            <Trans>Please login here again</Trans>
          </Link>
        )}
      </div>
    </>
  );
}

const notFoundError = notFound();

/** An address the route table does not know, or a step slug it does not have: the error page's 404. */
export function NotFoundPage() {
  return <ErrorPage error={notFoundError} />;
}
