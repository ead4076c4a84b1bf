/**
 * The step of every form signed with the e-signing service (spec 000 §2, §4, §7; spec 001 §2 "Consent-form
 * screens", §4, §7): the consent and disclosure forms, the ACIC consent, and the AFP, MOJ and NZ driving licence
 * consent forms. A spinner while the form is fetched; then its title, the line asking to click, and the button
 * that opens it in a new window; or the error with 'Try again' to the hub. Back from signing, the page says what
 * the signing service reported, and leads home. docs/signed-forms.md explains the flow.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { signedDocumentFor } from '../../../domain/progress';
import type { SectionSlug, StepSlug } from '../../../domain/sections';
import { SIGNED_FORM_TAGS } from '../../../machines/signed-form.machine';
import { isApiError } from '../../api/http';
import { StepLayout } from '../../step-layout/step-layout';
import { HOME_LINK } from '../../step-layout/step-links';
import { BusyButton } from '../../app/busy-button';
import page from '../../ui/page/page.module.css';
import { SIGNED_FORM_TEXTS } from './signed-form-texts';
import styles from './signed-form-step.module.css';
import { useSignedForm } from './use-signed-form';

export interface SignedFormStepProps {
  section: SectionSlug;
  step: StepSlug;
}

export function SignedFormStep({ section, step }: SignedFormStepProps) {
  const type = signedDocumentFor(step);
  if (!type) throw new Error(`${step} is not a signed-form step`);
  return <SignedForm section={section} step={step} type={type} />;
}

interface SignedFormProps extends SignedFormStepProps {
  type: NonNullable<ReturnType<typeof signedDocumentFor>>;
}

function SignedForm({ section, step, type }: SignedFormProps) {
  const { i18n } = useLingui();
  const { state, send, hrefOf, openBlocked } = useSignedForm(type);
  const openButton = useRef<HTMLAnchorElement>(null);

  // The form did not open by itself: the button takes the focus at once, so Enter opens it.
  useEffect(() => {
    if (openBlocked) openButton.current?.focus();
  }, [openBlocked]);
  const { link, error, outcome } = state.context;
  const texts = SIGNED_FORM_TEXTS[type];
  const title = i18n._(texts.title);

  // A failed call is shown here with 'Try again'; anything else is a fault for the error page, which reports it.
  if (state.matches('failed') && !isApiError(error)) throw error;

  // One polite region for the whole step: each state's text is announced as it replaces the one before. Once the
  // service reports the form signed, the frame's Submit leads home too.
  return (
    <StepLayout section={section} step={step} isComplete={state.matches('signed') || undefined}>
      <div role="status">
        {state.hasTag(SIGNED_FORM_TAGS.busy) ? (
          <p className={styles.waiting}>
            <span className="spinner" aria-hidden="true" />
            <span>
              <Trans>Please wait, fetching the consent form…</Trans>
            </span>
          </p>
        ) : null}

        {state.hasTag(SIGNED_FORM_TAGS.link) && link ? (
          <>
            <h2>{title}</h2>
            <p>
              <Trans>Please click the button below to open the form, read it and sign it. It opens in a new window.</Trans>
            </p>
            {openBlocked ? (
              <p>
                <Trans>Your browser did not let the form open by itself. Please open it with the button below.</Trans>
              </p>
            ) : null}
            <p>
              <a ref={openButton} href={hrefOf(link)} target="_blank" rel="noopener" className={page.buttonLink}>
                {i18n._(texts.open)}{' '}
                <span className="visually-hidden">
                  <Trans>(opens in a new window)</Trans>
                </span>
              </a>
            </p>
            <p className={page.muted}>
              <Trans>Once you have signed, this page shows the form as signed.</Trans>
            </p>
          </>
        ) : null}

        {state.matches('notSigned') ? (
          <div className={styles.problem}>
            {outcome === 'declined' ? (
              <>
                <h2>
                  <Trans>You did not sign the form</Trans>
                </h2>
                <p>
                  <Trans>You declined to sign the form. Your background check cannot go ahead until it is signed.</Trans>
                </p>
              </>
            ) : (
              <>
                <h2>
                  <Trans>The form could not be signed</Trans>
                </h2>
                <p>
                  <Trans>The signing service could not complete your signature. Please try again.</Trans>
                </p>
              </>
            )}
            <BusyButton className={styles.button} onClick={() => send({ type: 'signing.retry' })}>
              <Trans>Try again</Trans>
            </BusyButton>
          </div>
        ) : null}

        {state.matches('signed') ? (
          <div className={page.panel}>
            <h2>
              <Trans>Form signed</Trans>
            </h2>
            <p>
              <Trans>You have signed the form “{title}”. The signing service has confirmed your signature.</Trans>
            </p>
            <Link {...HOME_LINK} search className={page.buttonLink}>
              <Trans>Back to your sections</Trans>
            </Link>
          </div>
        ) : null}

        {state.matches('failed') ? (
          <div className={styles.problem}>
            <h2>
              <Trans>Oops! Sorry, an unexpected error has occurred.</Trans>
            </h2>
            <p>
              <Trans>We could not fetch the form. Please try again in a few minutes.</Trans>
            </p>
            <Link {...HOME_LINK} search className={page.buttonLink}>
              <Trans>Try again</Trans>
            </Link>
          </div>
        ) : null}
      </div>
    </StepLayout>
  );
}
