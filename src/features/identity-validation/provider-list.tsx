/**
 * The digital ID providers (spec 000 §2 "Identity validation", §3, §8): the recognized, relevant and remainder
 * groups in that order, a separator between two groups, each provider with its logo, name, subtext and 'Verify';
 * 'No providers found' when all three are empty. Above them, why the last attempt failed; beside them, what a
 * digital ID is and the way to the document scan instead.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment, useRef } from 'react';
import { languageOrDefault } from '../../../domain/locales';
import type { DigitalIdFailure } from '../../../machines/digital-id.machine';
import { type DigitalIdProvider, recommendedProvidersQueryOptions } from '../../api/providers/get-recommended-providers';
import { useIsBusy } from '../../app/use-activity';
import { failureReasonText } from './failure-reasons';
import { InAppLink } from './in-app-link';
import styles from './identity-validation.module.css';
import { useFocusOnMount } from './use-focus-on-mount';

export interface ProviderListProps {
  guid: string;
  failure: DigitalIdFailure | null;
  /** This step in the document-scan flow, the query kept. */
  documentScanHref: string;
  onVerify: (providerId: string) => void;
}

export function ProviderList({ guid, failure, documentScanHref, onVerify }: ProviderListProps) {
  const { i18n } = useLingui();
  const language = languageOrDefault(i18n.locale);
  const { data } = useSuspenseQuery(recommendedProvidersQueryOptions(guid, language));
  const groups = [data.recognized, data.relevant, data.remainder].filter((group) => group.length > 0);

  return (
    <>
      {failure ? <FailureMessage failure={failure} /> : null}
      <aside className={styles.sidebar}>
        <p>
          <Trans>
            A digital ID is an app or account that has already checked who you are. Choose the one you use, and
            verify your identity with it in a few steps.
          </Trans>
        </p>
        <p>
          <Trans>
            If you would rather not use a digital ID, you can{' '}
            <InAppLink href={documentScanHref}>scan your identity document instead</InAppLink>.
          </Trans>
        </p>
      </aside>
      <h2>
        <Trans>Choose your digital ID provider</Trans>
      </h2>
      {groups.length === 0 ? (
        <p>
          <Trans>No providers found</Trans>
        </p>
      ) : (
        groups.map((group, index) => (
          <Fragment key={group[0]?.id ?? index}>
            {index > 0 ? <hr className={styles.separator} /> : null}
            <ul className={styles.providers}>
              {group.map((provider) => (
                <ProviderRow key={provider.id} provider={provider} onVerify={onVerify} />
              ))}
            </ul>
          </Fragment>
        ))
      )}
      <p>
        <InAppLink href={documentScanHref}>
          <Trans>I don’t have an existing digital ID</Trans>
        </InAppLink>
      </p>
    </>
  );
}

function ProviderRow({ provider, onVerify }: { provider: DigitalIdProvider; onVerify: (providerId: string) => void }) {
  const busy = useIsBusy();
  const { name } = provider;
  return (
    <li className={styles.provider}>
      {/* The name beside it says what the logo shows. */}
      {provider.logoUrl ? <img src={provider.logoUrl} alt="" className={styles.logo} /> : null}
      <div className={styles.providerText}>
        <p className={styles.providerName}>{name}</p>
        {provider.subtext ? <p className={styles.providerSubtext}>{provider.subtext}</p> : null}
      </div>
      <button type="button" className={styles.button} disabled={busy} onClick={() => onVerify(provider.id)}>
        <Trans>
          Verify <span className="visually-hidden">with {name}</span>
        </Trans>
      </button>
    </li>
  );
}

/** Why the list shows again (spec 000 §8); it takes the focus, so it is heard before the list. */
function FailureMessage({ failure }: { failure: DigitalIdFailure }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useFocusOnMount(box);
  const reason = failure.kind === 'result' ? failureReasonText(i18n, failure.errorCode) : null;
  return (
    <div ref={box} tabIndex={-1} className={styles.problem}>
      <p>
        {failure.kind === 'launch' ? (
          <Trans>The provider could not be opened.</Trans>
        ) : (
          <Trans>There was an error with your ID verification.</Trans>
        )}
      </p>
      {reason ? <p>{reason}</p> : null}
      {failure.kind === 'gaveUp' ? (
        <p>
          <Trans>Your results did not arrive in time.</Trans>
        </p>
      ) : null}
      <p>
        <Trans>Please try again or use another provider.</Trans>
      </p>
    </div>
  );
}
