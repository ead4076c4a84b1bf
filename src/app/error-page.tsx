import { Trans, useLingui } from '@lingui/react/macro';
import { Link, notFound } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { closingSentence } from '../../domain/locales';
import page from '../ui/page/page.module.css';
import styles from './error-page.module.css';
import { reportError } from './error-reporter';
import { usePageTitle } from '../ui/page-title/page-title';
import { type ErrorAdvice, describeError } from './error-status';
import { LinkNeededPage } from './link-needed-page';
import { isMissingLink } from './missing-link';
import { isLeavingFailure } from './page-leaving';
import { useIsBusy } from './use-activity';
import { useCompany } from './use-company';

/** Errors already reported: a re-render (or React's double effects in development) must not report twice. */
const reported = new WeakSet<object>();

function reportOnce(error: unknown, status: number | undefined, data: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reportError({ error, status, data });
}

/** What happened and what to do about it, in the candidate's words rather than the status's. */
function Advice({ advice }: { advice: ErrorAdvice }) {
  switch (advice) {
    case 'bad-link':
      return (
        <Trans>
          The link you used is incomplete or cannot open this page. Please open the link in the email you received
          about your background check again.
        </Trans>
      );
    case 'not-recognised':
      return (
        <Trans>
          We could not recognise your link. It may have been replaced by a newer one. Please open the link in the
          latest email you received about your background check.
        </Trans>
      );
    case 'not-found':
      return (
        <Trans>
          We could not find this page. The link may be incomplete or out of date. Please go back to the start, or open
          the link in the email you received about your background check again.
        </Trans>
      );
    case 'offline':
      return <Trans>We could not connect to the internet. Please check your connection, then try again.</Trans>;
    case 'unexpected':
      return <Trans>Something went wrong on our side. Please try again in a few minutes.</Trans>;
  }
}

/** Whom to ask when trying again does not help: the company when the request is known. */
function Contact() {
  const name = useCompany()?.name;
  // The sentence ends with the name: "Inc." closes it once.
  const company = name ? closingSentence(name) : null;
  return company ? (
    <Trans>If this keeps happening, please contact {company}.</Trans>
  ) : (
    <Trans>If this keeps happening, please contact the organisation that asked you to complete a background check.</Trans>
  );
}

/**
 * The error page (spec 000 §2, §8): the title, the status and its label (400 Bad Request, 401 Unauthorized,
 * 403 Forbidden, 404 Not Found, anything else Unknown Error; an error that is not an HTTP or routing error
 * shows only Unknown Error), what happened and whom to contact in plain words, 'Try again' back to the home page
 * with the query kept, and for 401 a way to log in again. Errors other than 400–404 go to the error reporter, but
 * for a failure that only means the page is being left (page-leaving.ts), which is neither shown nor reported.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const description = useMemo(() => describeError(error), [error]);
  const leaving = isLeavingFailure(error);
  const busy = useIsBusy();
  const label = i18n._(description.label);
  usePageTitle(description.status === undefined ? label : `${description.status} ${label}`);

  useEffect(() => {
    if (description.report && !leaving) reportOnce(error, description.status, description.data);
  }, [error, description, leaving]);

  // No error flashes up on the way out of a page the candidate is leaving.
  if (leaving) return null;
  return (
    <>
      <h1>
        <Trans>Oops! Sorry, an unexpected error has occurred</Trans>
      </h1>
      <p className={styles.status}>
        {description.status !== undefined && <span className={styles.code}>{description.status}</span>}
        <span>{label}</span>
      </p>
      <p className={page.lead}>
        <Advice advice={description.advice} />
      </p>
      <p>
        <Contact />
      </p>
      <div className={page.actions}>
        <Link to="/candidate-feedback" className={page.buttonLink}>
          <Trans>Try again</Trans>
        </Link>
        {description.advice === 'not-recognised' && (
          // Same reason as /logout below: the dead link's token stays out of the address.
          <Link
            to="/lost-link"
            search={{ guid: undefined, user_token: undefined, questionnaire: undefined }}
            className={page.textLink}
          >
            <Trans>Send me a new link</Trans>
          </Link>
        )}
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

/** A route's error component: a missing link is explained as such, anything else is the error page. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return isMissingLink(error) ? <LinkNeededPage /> : <ErrorPage error={error} />;
}

const notFoundError = notFound();

/** An address the route table does not know, or a step slug it does not have: the error page's 404. */
export function NotFoundPage() {
  return <ErrorPage error={notFoundError} />;
}
