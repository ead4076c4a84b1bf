/**
 * The identity validation step (spec 000 §2 "Identity validation", §4, §7): which flow runs is the link's choice
 * (idProvider=hooyu the document scan, idProvider=trinsic the digital ID), otherwise the server's
 * (validate_id_check_provider's is_trinsic_id_check). A failed look-up leaves the document scan, the flow the
 * specification names first. Switching flow changes idProvider, so each flow starts afresh.
 */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useRouterState, useSearch } from '@tanstack/react-router';
import { useReferenceResponse } from '../../api/candidate-data';
import { idCheckProviderQueryOptions } from '../../api/providers/get-id-check-provider';
import { identityFlowFromLink } from '../../api/providers/provider-statuses';
import { parseSearch } from '../../app/search-params';
import { StepLayout } from '../../step-layout/step-layout';
import { DigitalIdFlow } from './digital-id-flow';
import { DocumentScanFlow } from './document-scan-flow';
import { ID_PROVIDER_PARAM } from './identity-address';
import styles from './identity-validation.module.css';
import { Waiting } from './verified-panel';

export function IdentityValidationStep() {
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const response = useReferenceResponse();
  const idProvider = useRouterState({ select: (state) => parseSearch(state.location.searchStr)[ID_PROVIDER_PARAM] });
  const fromLink = identityFlowFromLink(idProvider);
  const check = useQuery({ ...idCheckProviderQueryOptions(response.guid), enabled: fromLink === undefined });

  const isDigitalId = fromLink ?? (check.isPending ? undefined : check.data?.is_trinsic_id_check === true);
  if (isDigitalId === undefined) {
    return (
      <StepLayout section="identity_validation" step="identity_validation_step">
        <div role="status">
          <Waiting>
            <p className={styles.waitingTitle}>
              <Trans>Loading...</Trans>
            </p>
          </Waiting>
        </div>
      </StepLayout>
    );
  }
  return isDigitalId ? (
    <DigitalIdFlow guid={guid} responseGuid={response.guid} />
  ) : (
    <DocumentScanFlow guid={guid} />
  );
}
