/**
 * The adverse financial history step (spec 000 §2 "Adverse financial history", §4, §7): a read-only summary of what
 * the credit search uses (the name, date of birth and current address the candidate saved) and Submit, which starts
 * the search; 'Checking your details…' while its status is polled, then 'Data successfully verified' and Next to
 * the home page. A refusal names each detail to complete, with a link to its step. docs/machines.md describes the
 * machine, docs/providers/credit-check.md the search.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  creditSearchSummaryOf,
  missingCreditDetailsOf,
  type CreditSearchSummary,
  type MissingCreditDetail,
} from '../../../domain/credit-check';
import { CREDIT_CHECK_TAGS } from '../../../machines/credit-check.machine';
import { useReferenceResponse } from '../../api/candidate-data';
import { isApiError } from '../../api/http';
import { useFormatDate } from '../../app/format-date';
import { stepTitle } from '../../app/step-titles';
import { useMessageText } from '../../forms/message-text';
import { StepLayout } from '../../step-layout/step-layout';
import { HOME_LINK, stepLink } from '../../step-layout/step-links';
import { useErrorTitle } from '../../ui/page-title/page-title';
import page from '../../ui/page/page.module.css';
import styles from './adverse-financial-history.module.css';
import { useCreditCheck } from './use-credit-check';

/** Focus on what a state change put on the screen, so a screen reader announces it and the keyboard goes on there. */
function useFocusOnMount<T extends HTMLElement>() {
  const target = useRef<T>(null);
  useEffect(() => {
    target.current?.focus();
  }, []);
  return target;
}

export function AdverseFinancialHistoryStep({ creditStatus }: { creditStatus: string | null }) {
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const response = useReferenceResponse();
  const [state, send] = useCreditCheck({ guid, responseGuid: response.guid, creditStatus });
  const verified = state.matches('verified');
  const busy = state.hasTag(CREDIT_CHECK_TAGS.busy);
  const error = state.matches('failed') ? state.context.error : null;
  // Anything but a refusal of the server is a fault for the error page, which reports it.
  if (error && !isApiError(error)) throw error;
  const missing = error && isApiError(error) && error.status === 400 ? missingCreditDetailsOf(Object.keys(error.body ?? {})) : [];

  const actions = verified ? (
    <Link {...HOME_LINK} search className={page.buttonLink}>
      <Trans>Next</Trans>
    </Link>
  ) : state.matches('stillPending') ? (
    <button type="button" className={styles.button} onClick={() => send({ type: 'poll.retry' })}>
      <Trans>Check again</Trans>
    </button>
  ) : (
    <button
      type="button"
      className={styles.button}
      disabled={!state.hasTag(CREDIT_CHECK_TAGS.canSubmit) || busy}
      onClick={() => send({ type: 'step.submit' })}
    >
      <Trans>Submit</Trans>
    </button>
  );

  return (
    <StepLayout
      section="adverse_financial_history"
      step="adverse_financial_history"
      isComplete={verified || undefined}
      actions={actions}
    >
      <div role="status" className={styles.progress}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <p>
              {state.matches('submitting') ? (
                <Trans>Starting the credit check...</Trans>
              ) : (
                <Trans>Checking your details with the credit reference agency. This can take a moment.</Trans>
              )}
            </p>
          </>
        ) : null}
      </div>

      {verified ? (
        <VerifiedPanel />
      ) : (
        <>
          {missing.length > 0 ? <MissingDetails missing={missing} /> : null}
          {error && missing.length === 0 ? <StartFailed /> : null}
          {state.matches('stillPending') ? <StillPending /> : null}
          <p>
            <Trans>
              We will search the records of a credit reference agency with the details below. To change them, go back to
              the personal details section.
            </Trans>
          </p>
          <Summary summary={creditSearchSummaryOf(response)} />
        </>
      )}
    </StepLayout>
  );
}

function Summary({ summary }: { summary: CreditSearchSummary }) {
  const formatDate = useFormatDate();
  const notGiven = (
    <span className={page.muted}>
      <Trans>Not given</Trans>
    </span>
  );
  const name = [summary.first_name, summary.middle_name, summary.last_name].filter(Boolean).join(' ');
  const address = summary.current_address;
  const lines = address
    ? [
        address.street_address,
        address.street_address_cont,
        address.city,
        address.state,
        address.postal_code,
        address.country_name,
      ].filter((line): line is string => Boolean(line))
    : [];
  return (
    <dl className={styles.summary}>
      <SummaryRow label={<Trans>Name</Trans>}>{name || notGiven}</SummaryRow>
      <SummaryRow label={<Trans>Date of birth</Trans>}>
        {summary.date_of_birth ? formatDate(summary.date_of_birth) : notGiven}
      </SummaryRow>
      <SummaryRow label={<Trans>Current address</Trans>}>
        {lines.length > 0
          ? lines.map((line, index) => (
              <span key={index} className={styles.addressLine}>
                {line}
              </span>
            ))
          : notGiven}
      </SummaryRow>
    </dl>
  );
}

function SummaryRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The details the search cannot run without, each a link to its step; focused when it appears. */
function MissingDetails({ missing }: { missing: MissingCreditDetail[] }) {
  const { i18n } = useLingui();
  const messageText = useMessageText();
  const box = useFocusOnMount<HTMLElement>();
  useErrorTitle(true);
  return (
    <section ref={box} className={styles.problem} tabIndex={-1} aria-labelledby="credit-missing-title">
      <h2 id="credit-missing-title">
        <Trans>Some details are missing</Trans>
      </h2>
      <ul>
        {missing.map(({ step, message }) => (
          <li key={step}>
            {messageText(message)}:{' '}
            <Link {...stepLink(step)} search>
              {i18n._(stepTitle('details', step))}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function StartFailed() {
  const box = useFocusOnMount<HTMLElement>();
  return (
    <section ref={box} className={styles.problem} tabIndex={-1} aria-labelledby="credit-failed-title">
      <h2 id="credit-failed-title">
        <Trans>Oops! Sorry, an unexpected error has occurred.</Trans>
      </h2>
      <p>
        <Trans>We could not start the credit check. Please try again in a few minutes.</Trans>
      </p>
    </section>
  );
}

function StillPending() {
  const box = useFocusOnMount<HTMLElement>();
  return (
    <section ref={box} className={page.panel} tabIndex={-1} aria-labelledby="credit-pending-title">
      <h2 id="credit-pending-title">
        <Trans>The credit check is taking longer than usual</Trans>
      </h2>
      <p>
        <Trans>You can check again now, or go back and return to this step later: the check goes on meanwhile.</Trans>
      </p>
    </section>
  );
}

function VerifiedPanel() {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={page.panel}>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Data successfully verified</Trans>
      </h2>
      <p>
        <Trans>Your details were successfully verified for the purpose of conducting the adverse financial history check.</Trans>
      </p>
    </div>
  );
}
