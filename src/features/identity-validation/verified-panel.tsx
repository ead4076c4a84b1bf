/** The identity validation's success screen (spec 000 §2): both flows end here, with 'Next step' to the home page. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';
import { HOME_LINK } from '../../step-layout/step-links';
import page from '../../ui/page/page.module.css';
import styles from './identity-validation.module.css';
import { useFocusOnMount } from './use-focus-on-mount';

export function VerifiedPanel() {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(heading);
  return (
    <div className={page.panel}>
      <h2 ref={heading} tabIndex={-1}>
        <Trans>Data successfully verified!</Trans>
      </h2>
      <p>
        <Trans>Your details were successfully verified for the purpose of conducting the identity validation.</Trans>
      </p>
      <Link {...HOME_LINK} search className={page.buttonLink}>
        <Trans>Next step</Trans>
      </Link>
    </div>
  );
}

/** A wait, said in words beside the spinner; the page's status region announces it. */
export function Waiting({ children }: { children: ReactNode }) {
  return (
    <div className={styles.waiting}>
      <span className="spinner" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** The words of the last wait of both flows: back from the provider, its results are on their way. */
export function FinishingUp() {
  return (
    <>
      <p className={styles.waitingTitle}>
        <Trans>Finishing up</Trans>
      </p>
      <p>
        <Trans>We are receiving your results. This can take a moment.</Trans>
      </p>
    </>
  );
}
