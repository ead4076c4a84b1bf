/**
 * The digital-ID flow of the identity validation step (spec 000 §2, §4 "Digital ID identity validation"): the
 * provider list, a spinner while a session starts or its results are awaited, then the verified screen; results
 * already successful on arrival lead home. docs/machines.md describes the machine.
 */
import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { DIGITAL_ID_TAGS } from '../../../machines/digital-id.machine';
import { StepLayout } from '../../step-layout/step-layout';
import { addressWith, ID_PROVIDER_PARAM, ID_PROVIDERS } from './identity-address';
import { ProviderList } from './provider-list';
import styles from './identity-validation.module.css';
import { useDigitalId, type DigitalIdGuids } from './use-digital-id';
import { FinishingUp, VerifiedPanel, Waiting } from './verified-panel';

export function DigitalIdFlow(guids: DigitalIdGuids) {
  const [state, send] = useDigitalId(guids);
  const { pathname, searchStr } = useRouterState({ select: (routerState) => routerState.location });
  const documentScanHref = addressWith(pathname, searchStr, { [ID_PROVIDER_PARAM]: ID_PROVIDERS.documentScan });
  const verified = state.matches('verified');
  const launching = state.matches('launching') || state.matches('redirecting');
  const waitingForResults = state.matches('fetching') || state.matches('retrying') || state.matches('polling');

  return (
    <StepLayout section="identity_validation" step="identity_validation_step" isComplete={verified || undefined}>
      {/* One polite region: each wait's words are announced as they replace the ones before. */}
      <div role="status">
        {state.hasTag(DIGITAL_ID_TAGS.busy) ? (
          <Waiting>
            {launching ? (
              <p className={styles.waitingTitle}>
                <Trans>Opening your digital ID provider...</Trans>
              </p>
            ) : waitingForResults ? (
              <FinishingUp />
            ) : (
              <p className={styles.waitingTitle}>
                <Trans>Checking your identity validation...</Trans>
              </p>
            )}
          </Waiting>
        ) : null}
      </div>

      {verified ? <VerifiedPanel /> : null}

      {state.matches('list') ? (
        <Suspense
          fallback={
            <Waiting>
              <p className={styles.waitingTitle}>
                <Trans>Loading providers...</Trans>
              </p>
            </Waiting>
          }
        >
          <ProviderList
            guid={guids.guid}
            failure={state.context.failure}
            documentScanHref={documentScanHref}
            onVerify={(providerId) => send({ type: 'provider.verify', providerId })}
          />
        </Suspense>
      ) : null}
    </StepLayout>
  );
}
