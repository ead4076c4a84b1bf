/**
 * The document-scan flow of the identity validation step, the first provider's (spec 000 §2, §4, §9): 'Verifying
 * your data' while its hosted check opens in this window; back from it, 'Finishing up' while the status is polled,
 * then the verified screen; the 'Identity validation' dialog when the check was abandoned. 'Go back to providers'
 * leads to the digital ID providers, except while results are awaited. docs/machines.md describes the machine.
 */
import { Trans } from '@lingui/react/macro';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { DOCUMENT_SCAN_TAGS } from '../../../machines/document-scan.machine';
import { isApiError } from '../../api/http';
import { StepLayout } from '../../step-layout/step-layout';
import { HOME_LINK } from '../../step-layout/step-links';
import page from '../../ui/page/page.module.css';
import { AbandonedDialog } from './abandoned-dialog';
import { addressWith, ID_PROVIDER_PARAM, ID_PROVIDERS } from './identity-address';
import styles from './identity-validation.module.css';
import { useDocumentScan } from './use-document-scan';
import { FinishingUp, VerifiedPanel, Waiting } from './verified-panel';

export function DocumentScanFlow({ guid }: { guid: string }) {
  const router = useRouter();
  const [state, send] = useDocumentScan(guid);
  const { pathname, searchStr } = useRouterState({ select: (routerState) => routerState.location });
  const providersHref = addressWith(pathname, searchStr, { [ID_PROVIDER_PARAM]: ID_PROVIDERS.digitalId });
  const verified = state.matches('verified');
  const failed = state.matches('failed');
  const awaiting = state.hasTag(DOCUMENT_SCAN_TAGS.awaiting);

  // A failed call is shown here; anything else is a fault for the error page, which reports it.
  if (failed && !isApiError(state.context.error)) throw state.context.error;

  return (
    <StepLayout section="identity_validation" step="identity_validation_step" isComplete={verified || undefined}>
      <div role="status">
        {state.hasTag(DOCUMENT_SCAN_TAGS.busy) ? (
          <Waiting>
            <p className={styles.waitingTitle}>
              <Trans>Verifying your data</Trans>
            </p>
            <p>
              <Trans>This is done in a separate window.</Trans>
            </p>
            <p>
              <Trans>You will be returned to this screen when that is finished.</Trans>
            </p>
          </Waiting>
        ) : null}
        {awaiting ? (
          <Waiting>
            <FinishingUp />
          </Waiting>
        ) : null}
      </div>

      {failed ? (
        <div className={styles.problem}>
          <h2>
            <Trans>Oops! Sorry, an unexpected error has occurred.</Trans>
          </h2>
          <p>
            <Trans>We could not open the identity check. Please try again in a few minutes.</Trans>
          </p>
          <Link {...HOME_LINK} search className={page.buttonLink}>
            <Trans>Try again</Trans>
          </Link>
        </div>
      ) : null}

      {verified ? <VerifiedPanel /> : null}

      {state.hasTag(DOCUMENT_SCAN_TAGS.busy) || awaiting || failed ? (
        <p>
          <button
            type="button"
            className={styles.button}
            disabled={awaiting}
            onClick={() => router.history.push(providersHref)}
          >
            <Trans>Go back to providers</Trans>
          </button>
        </p>
      ) : null}

      {state.hasTag(DOCUMENT_SCAN_TAGS.dialog) ? <AbandonedDialog onClose={() => send({ type: 'dialog.close' })} /> : null}
    </StepLayout>
  );
}
