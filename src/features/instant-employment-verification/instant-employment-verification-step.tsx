/**
 * The instant employment verification step (spec 000 §2 "Consent and verification steps", §4, §5, §8): the
 * income-verification service's tax-account page in a frame, a sidebar, and a Decline button opening the decline
 * dialog. 'Service unavailable' shows when the way back says case=fail, the frame fails to load or has not loaded
 * within a bounded wait (EMPLOYMENT_FRAME_LOAD_TIMEOUT_MS), or the order cannot be had, and leads home;
 * case=cancel opens the decline dialog. Its buttons wait while the app is busy. docs/machines.md describes the machine.
 */
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { ORDER_STATUSES } from '../../../domain/employment-verification';
import { EMPLOYMENT_VERIFICATION_TAGS } from '../../../machines/employment-verification.machine';
import { StepLayout } from '../../step-layout/step-layout';
import { BusyButton } from '../../app/busy-button';
import { HOME_LINK } from '../../step-layout/step-links';
import page from '../../ui/page/page.module.css';
import { DeclineDialog } from './decline-dialog';
import styles from './instant-employment-verification.module.css';
import { useEmploymentVerification } from './use-employment-verification';

/** A panel whose heading takes the focus when it appears, so a screen reader hears what happened. */
function Announced({ className, title, children }: { className?: string; title: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={className}>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </div>
  );
}

function DonePanel({ status }: { status: string | undefined }) {
  const title =
    status === ORDER_STATUSES.completed ? (
      <Trans>Employment verified</Trans>
    ) : status === ORDER_STATUSES.declined ? (
      <Trans>Verification declined</Trans>
    ) : (
      <Trans>Verification could not be completed</Trans>
    );
  const body =
    status === ORDER_STATUSES.completed ? (
      <Trans>Your employment history was shared from your tax account.</Trans>
    ) : status === ORDER_STATUSES.declined ? (
      <Trans>You declined the instant employment verification. The organisation will verify your employment another way.</Trans>
    ) : (
      <Trans>The tax-account service could not verify your employment. You can proceed with other sections.</Trans>
    );
  return (
    <Announced className={page.panel} title={title}>
      <p>{body}</p>
      <Link {...HOME_LINK} search className={page.buttonLink}>
        <Trans>Next step</Trans>
      </Link>
    </Announced>
  );
}

export function InstantEmploymentVerificationStep() {
  const { t } = useLinguiMacro();
  const { i18n } = useLingui();
  const [state, send] = useEmploymentVerification();
  const { order, declineError } = state.context;
  const busy = state.hasTag(EMPLOYMENT_VERIFICATION_TAGS.busy);
  const dialog = state.hasTag(EMPLOYMENT_VERIFICATION_TAGS.dialog);
  const showsFrame = Boolean(order?.app_url) && (state.matches('waitingForFrame') || state.matches('frame') || dialog);
  const done = state.matches('done');

  return (
    <StepLayout
      section="instant_employment_verification"
      step="instant_employment_verification"
      isComplete={done || undefined}
    >
      <div role="status">
        {busy && !dialog ? (
          <div className={styles.waiting}>
            <span className="spinner" aria-hidden="true" />
            <p>
              <Trans>Loading...</Trans>
            </p>
          </div>
        ) : null}
      </div>

      {showsFrame && order?.app_url ? (
        <div className={styles.layout}>
          <aside className={styles.sidebar} aria-labelledby="employment-sidebar-title">
            <h2 id="employment-sidebar-title">
              <Trans>Verify your employment from your tax account</Trans>
            </h2>
            <p>
              <Trans>
                Sign in to your online tax account in the frame to share your employment history. It is quicker than
                listing your employers, and the organisation receives the record straight from the tax office.
              </Trans>
            </p>
            <p>
              <Trans>If you cannot or prefer not to, decline and tell us why.</Trans>
            </p>
            <BusyButton className={styles.secondary} busy={busy} onClick={() => send({ type: 'decline.open' })}>
              <Trans>Decline</Trans>
            </BusyButton>
          </aside>
          <iframe
            key={order.app_url}
            className={styles.frame}
            src={order.app_url}
            title={t`Tax account service`}
            lang={i18n.locale}
            // Forms and scripts of the service run; it may send this window back to the step when it is done.
            sandbox="allow-forms allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation"
            referrerPolicy="no-referrer"
            onLoad={() => send({ type: 'frame.load' })}
            onError={() => send({ type: 'frame.error' })}
          />
        </div>
      ) : null}

      {state.matches('unavailable') ? (
        <Announced className={styles.problem} title={<Trans>Service unavailable</Trans>}>
          <p>
            <Trans>Sorry this facility is currently unavailable. Please try again later.</Trans>
          </p>
          <BusyButton className={styles.button} busy={busy} onClick={() => send({ type: 'home' })}>
            <Trans>Return to the home page</Trans>
          </BusyButton>
        </Announced>
      ) : null}

      {state.matches('error') ? (
        <Announced className={styles.problem} title={<Trans>Oops! Sorry, an unexpected error has occurred.</Trans>}>
          <BusyButton className={styles.button} busy={busy} onClick={() => send({ type: 'load.retry' })}>
            <Trans>Try again</Trans>
          </BusyButton>
        </Announced>
      ) : null}

      {done ? <DonePanel status={order?.status} /> : null}

      {dialog ? (
        <DeclineDialog
          isBusy={busy}
          refusal={declineError}
          onSubmit={(values) => send({ type: 'decline.submit', values })}
          onClose={() => send({ type: 'decline.close' })}
        />
      ) : null}
    </StepLayout>
  );
}
