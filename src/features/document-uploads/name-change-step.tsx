/**
 * The community confirmation page (spec 001 §2 "Community confirmation screen", §4 "Name-change answer", §5
 * "Name-change"): whether any uploaded community document shows a different or previous name, saved as soon as Yes
 * or No is chosen (PUT .../acic-documents/name-change/, judged by the shared schema first). Yes shows the two
 * name-change uploaders. Continue is disabled until the answer is saved; with Yes and no certificate it shows the
 * specification's refusal and moves the focus there, otherwise it leads home keeping the query.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { NAME_CHANGE_FIELD } from '../../../domain/documents/name-change';
import { type NameChangeAnswer, nameChangeSchema } from '../../../domain/documents/name-change.schema';
import { missingNameChangeDocument, NAME_CHANGE_SLOTS } from '../../../domain/documents/upload-pages';
import { useReferenceResponse } from '../../api/candidate-data';
import { toFieldErrors } from '../../api/field-errors';
import { useSaveNameChange } from '../../api/oneform/save-name-change';
import { useIsBusy } from '../../app/use-activity';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { scrollToAndFocus } from '../../forms/focus-first-invalid-field';
import { setServerErrors } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { StepLayout } from '../../step-layout/step-layout';
import { useStepNavigation } from '../../step-layout/use-step-navigation';
import { useErrorTitle } from '../../ui/page-title/page-title';
import { ContinueOnPhone } from './continue-on-phone';
import { SlotUploaders } from './document-uploader';
import styles from './document-uploads.module.css';
import { useUploadText } from './upload-messages';
import { useUploadCatalogue } from './use-upload-catalogue';

const SECTION = 'acic_documents';
const STEP = 'acic_documents_confirmation';

type NameChangeForm = v.InferInput<typeof nameChangeSchema>;

export function NameChangeStep() {
  const { t } = useLingui();
  const text = useUploadText();
  const translate = useMessageText();
  const { guid } = useSearch({ from: '/candidate-feedback' });
  const response = useReferenceResponse();
  const { documentTypes, context } = useUploadCatalogue(guid, response);
  const navigation = useStepNavigation(SECTION, STEP);
  const busy = useIsBusy();
  const save = useSaveNameChange();
  const refusalId = useId();
  const refusalRef = useRef<HTMLParagraphElement>(null);

  const saved = response.candidate_id_document_details?.has_different_name_in_acic_documents ?? null;
  const form = useForm<NameChangeForm, unknown, NameChangeAnswer>({
    resolver: valibotResolver(nameChangeSchema),
    defaultValues: { [NAME_CHANGE_FIELD]: saved },
  });
  // How many times Continue was refused since the answer last changed: the refusal shows until the answer changes or
  // a certificate arrives, and each refused press moves the focus to it again.
  const [refusals, setRefusals] = useState(0);

  const saveAnswer = useCallback(
    async (values: NameChangeAnswer) => {
      const result = await save(values);
      if (!result.ok) setServerErrors(form.setError, toFieldErrors(result.error));
    },
    [save, form],
  );

  // Saved on selection: once the field holds the new answer, it is judged and sent.
  const onAnswer = () => {
    setRefusals(0);
    void form.handleSubmit(saveAnswer)();
  };

  const refusal = refusals > 0 ? missingNameChangeDocument(response) : [];
  useEffect(() => {
    if (refusals > 0 && refusalRef.current) scrollToAndFocus(refusalRef.current);
  }, [refusals]);

  const onContinue = () => {
    if (missingNameChangeDocument(response).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    void navigation.goHome();
  };

  const rootError = form.formState.errors.root?.server?.message;
  useErrorTitle(refusal.length > 0 || Boolean(rootError));

  return (
    <StepLayout
      section={SECTION}
      step={STEP}
      description={
        <ul>
          <li>
            <Trans>Confirm whether any of the documents you uploaded show a different or previous name.</Trans>
          </li>
          <li>
            <Trans>If you answer yes, upload at least one confirmation document: a change of name certificate or an Australian marriage certificate.</Trans>
          </li>
          <li>
            <Trans>The document must clearly show the change of name.</Trans>
          </li>
          <li>
            <Trans>Maximum file size: 20 MB.</Trans>
          </li>
        </ul>
      }
      actions={
        <>
          {navigation.previous ? (
            <Link {...navigation.previous} search className={layoutStyles.secondary} disabled={busy}>
              <Trans>Previous</Trans>
            </Link>
          ) : null}
          <Button
            className={layoutStyles.primary}
            isDisabled={saved === null || busy}
            aria-describedby={refusal.length > 0 ? refusalId : undefined}
            onPress={onContinue}
          >
            <Trans>Continue</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.page}>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <FormYesNo
            control={form.control}
            name={NAME_CHANGE_FIELD}
            label={t`Do any of the documents uploaded contain different or previous names? (required)`}
            description={t`If yes, we will request additional document to be uploaded.`}
            afterChange={onAnswer}
          />
          {rootError ? (
            <p role="alert" className={styles.error}>
              {translate(rootError)}
            </p>
          ) : null}
        </form>

        {saved === true ? (
          <section className={styles.page} aria-labelledby={`${refusalId}-heading`}>
            <h3 id={`${refusalId}-heading`} className={styles.uploaderTitle}>
              <Trans>Upload your confirmation document</Trans>
            </h3>
            {refusal.length > 0 ? (
              <p id={refusalId} ref={refusalRef} tabIndex={-1} className={styles.error}>
                <span className="visually-hidden">
                  <Trans>Error:</Trans>
                </span>{' '}
                {refusal.map(text).join(' ')}
              </p>
            ) : null}
            <SlotUploaders
              slots={NAME_CHANGE_SLOTS}
              documentTypes={documentTypes}
              uploaded={response.documents.uploaded}
              guid={guid}
              context={context}
              headingLevel={4}
              step={STEP}
            />
            <ContinueOnPhone guid={guid} step={STEP} headingLevel={4} />
          </section>
        ) : null}
      </div>
    </StepLayout>
  );
}
