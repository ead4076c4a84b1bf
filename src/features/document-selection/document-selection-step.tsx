/**
 * The identity document selection (spec 001 §2, §3 "Selected documents", §4, §5, §8, §9; docs/documents.md "The
 * identity document selection"): a primary tab, then a secondary tab, each a group of the catalogue's types of
 * that level with their points, and a meter towards the 100 points. Next on the primary tab opens the secondary tab;
 * Save there posts the selection, judged first by the shared schema (domain/documents/selection.ts), then goes
 * where the step navigation says. A refusal opens the tab of the group in error and focuses it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import {
  documentSelectionSchema,
  type SelectionInput,
  type SelectionLevel,
  selectionDefaults,
  typesOfLevel,
} from '../../../domain/documents/selection';
import { selectionPoints } from '../../../domain/documents/points';
import { IDENTITY_POINTS_TARGET } from '../../../domain/limits';
import type { ReferenceResponse } from '../../../domain/reference-response';
import { useReferenceResponse } from '../../api/candidate-data';
import type { ApiResult } from '../../api/http';
import { documentTypesQueryOptions } from '../../api/oneform/document-types';
import { useSelectDocuments } from '../../api/oneform/select-documents';
import { useIsBusy } from '../../app/use-activity';
import { useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { DocumentTypeGroup } from './document-type-group';
import styles from './document-selection.module.css';
import { PointsMeter } from './points-meter';

const SECTION = 'documents_selection';
const FORM_ID = 'documents-selection-form';

/** The select call's answer as the step form reads a save: the cached response, now holding the selection. */
function useSaveSelection(response: ReferenceResponse) {
  const select = useSelectDocuments();
  return async (body: SelectionInput): Promise<ApiResult<ReferenceResponse>> => {
    const result = await select(body);
    return result.ok ? { ...result, data: { ...response, selected_documents: result.data } } : result;
  };
}

export function DocumentSelectionStep() {
  const { t } = useLingui();
  const response = useReferenceResponse();
  const { data: catalogue } = useSuspenseQuery(documentTypesQueryOptions(response.reference_request.guid));
  const busy = useIsBusy();
  const [tab, setTab] = useState<SelectionLevel>('primary');
  const schema = useMemo(() => documentSelectionSchema(catalogue), [catalogue]);
  const { form, ...page } = useStepForm({
    section: SECTION,
    step: SECTION,
    schema,
    defaultValues: selectionDefaults(response.reference_request.id, response.selected_documents),
    save: useSaveSelection(response),
  });

  const [primary, secondary] = useWatch({ control: form.control, name: ['primary_documents', 'secondary_documents'] });
  const points = selectionPoints(catalogue, [...primary, ...secondary]);

  // A refused save shows its group: the tab opens in this render, before the error focus looks for the group.
  const { errors, submitCount } = form.formState;
  const tabInError: SelectionLevel | null = errors.primary_documents
    ? 'primary'
    : errors.secondary_documents
      ? 'secondary'
      : null;
  const failure = tabInError && `${submitCount}:${tabInError}`;
  const [shownFailure, setShownFailure] = useState(failure);
  if (failure !== shownFailure) {
    setShownFailure(failure);
    if (tabInError) setTab(tabInError);
  }

  const actions =
    tab === 'primary' ? (
      <button type="button" className={layoutStyles.primary} disabled={busy} onClick={() => setTab('secondary')}>
        <Trans>Next</Trans>
      </button>
    ) : (
      <>
        <button type="button" className={layoutStyles.secondary} disabled={busy} onClick={() => setTab('primary')}>
          <Trans>Previous</Trans>
        </button>
        <button type="submit" form={FORM_ID} className={layoutStyles.primary} disabled={busy}>
          <Trans>Save</Trans>
        </button>
      </>
    );

  const description = (
    <p>
      <Trans>
        Choose the identity documents you will provide. You need at least one primary document, and your documents
        together must be worth at least {IDENTITY_POINTS_TARGET} points.
      </Trans>
    </p>
  );

  return (
    <StepFormPage form={page} description={description} actions={actions}>
      <PointsMeter points={points} target={IDENTITY_POINTS_TARGET} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === 'secondary' ? 'secondary' : 'primary')}>
        <TabList aria-label={t`Identity documents`} className={styles.tabList}>
          <Tab id="primary" className={styles.tab}>
            <Trans>Primary documents</Trans>
          </Tab>
          <Tab id="secondary" className={styles.tab}>
            <Trans>Secondary documents</Trans>
          </Tab>
        </TabList>
        <TabPanel id="primary" className={styles.panel}>
          <DocumentTypeGroup
            control={form.control}
            name="primary_documents"
            label={t`Choose the primary documents you will provide`}
            types={typesOfLevel(catalogue, 'primary')}
          />
        </TabPanel>
        <TabPanel id="secondary" className={styles.panel}>
          <DocumentTypeGroup
            control={form.control}
            name="secondary_documents"
            label={t`Choose the secondary documents you will provide`}
            types={typesOfLevel(catalogue, 'secondary')}
          />
        </TabPanel>
      </Tabs>
    </StepFormPage>
  );
}
