/**
 * The UK criminal record disclosure consent (spec 000 §2 "Consent and verification steps", §7, §8): page 1 is the
 * declaration and its box, with Next disabled until it is ticked; page 2 the consent boxes of each level the checks
 * carry, with Previous and 'Save and Continue'. The pages are the machine's (machines/dbs-consent.machine.ts); the
 * answers are one form over the shared schema, so a tick survives Previous and Next. The save POSTs, and goes on
 * only when the answer carries disclosure_signed_at.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { dbsConsentGroups } from '../../../domain/consents/disclosure-consents';
import {
  type DbsConsentInput,
  type DbsConsentValues,
  dbsConsentDefaults,
  dbsConsentSchema,
} from '../../../domain/consents/disclosure-consent.schema';
import { DBS_CONSENT_TAGS } from '../../../machines/dbs-consent.machine';
import { useSaveDisclosureConsent } from '../../api/oneform/save-disclosure-consent';
import { useReferenceResponse } from '../../api/candidate-data';
import { ErrorSummary } from '../../forms/error-summary';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import fieldStyles from '../../forms/fields/fields.module.css';
import { errorSummaryItems } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useErrorFocus } from '../../forms/use-error-focus';
import { StepLayout } from '../../step-layout/step-layout';
import layoutStyles from '../../step-layout/step-layout.module.css';
import { useIsBusy } from '../../app/use-activity';
import { ConsentGroups, fieldControl } from './consent-checkboxes';
import { tickedConsents } from './consent-save';
import styles from './consent-step.module.css';
import { useDbsConsentTexts } from './consent-texts';
import { useDbsConsentMachine } from './use-dbs-consent';

const SECTION = 'dbs_declaration_consent';
const STEP = 'dbs_consent';
const FORM_ID = 'dbs-consent-form';
const NEXT_HINT_ID = 'dbs-consent-next-hint';

export function DbsConsentStep() {
  const { t } = useLingui();
  const response = useReferenceResponse();
  const request = response.reference_request;
  const company = request.company_name;
  const groups = useMemo(() => dbsConsentGroups(request), [request]);
  const schema = useMemo(() => dbsConsentSchema(request), [request]);
  const texts = useDbsConsentTexts(company);
  const translate = useMessageText();
  const save = useSaveDisclosureConsent('dbs');
  const formRef = useRef<HTMLFormElement>(null);
  const focusErrors = useErrorFocus(formRef);
  const form = useForm<DbsConsentInput, unknown, DbsConsentValues>({
    resolver: valibotResolver(schema),
    defaultValues: dbsConsentDefaults(response),
    // useErrorFocus moves to the first error in page order once React has shown it.
    shouldFocusError: false,
  });

  const [state, send] = useDbsConsentMachine({ save, setError: form.setError, focusErrors });

  const onConsentsPage = state.hasTag(DBS_CONSENT_TAGS.consentsPage);
  const busy = useIsBusy() || state.hasTag(DBS_CONSENT_TAGS.busy);
  const declared = useWatch({ control: form.control, name: 'declaration' }) === true;
  const canGoNext = state.can({ type: 'page.next', declared });

  // Each page starts at its heading, for the reader's eyes and for screen readers alike.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(onConsentsPage);
  useEffect(() => {
    if (shownPage.current === onConsentsPage) return;
    shownPage.current = onConsentsPage;
    headingRef.current?.focus();
  }, [onConsentsPage]);

  const goNext = () => send({ type: 'page.next', declared: form.getValues('declaration') === true });
  const submitConsents = form.handleSubmit(
    (values) => send({ type: 'step.submit', body: { declaration: values.declaration, consents: tickedConsents(values.consents) } }),
    focusErrors,
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (onConsentsPage) return submitConsents(event);
    // Page 1 saves nothing: submitting it (Enter) is Next.
    event.preventDefault();
    if (canGoNext) goNext();
    return undefined;
  };

  const actions = onConsentsPage ? (
    <>
      <button type="button" className={layoutStyles.secondary} disabled={busy} onClick={() => send({ type: 'page.previous' })}>
        <Trans>Previous</Trans>
      </button>
      <button type="submit" form={FORM_ID} className={layoutStyles.primary} disabled={busy}>
        <Trans>Save and Continue</Trans>
      </button>
    </>
  ) : (
    <button
      type="button"
      className={layoutStyles.primary}
      disabled={!canGoNext || busy}
      aria-describedby={declared ? undefined : NEXT_HINT_ID}
      onClick={goNext}
    >
      <Trans>Next</Trans>
    </button>
  );

  return (
    // Page 1 has nothing to save, so 'Save and Go back' is a plain way home there; on page 2 it saves.
    <StepLayout section={SECTION} step={STEP} formId={onConsentsPage ? FORM_ID : undefined} actions={actions}>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form}>
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        {onConsentsPage ? (
          <>
            <div className={styles.text}>
              <p className={styles.caption}>
                <Trans>Page 2 of 2</Trans>
              </p>
              <h2 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
                <Trans>Your consent</Trans>
              </h2>
              <p>
                <Trans>Tick each box to give your consent. The check can only go ahead with all of them.</Trans>
              </p>
            </div>
            <ConsentGroups control={fieldControl(form.control)} groups={groups} texts={texts} />
          </>
        ) : (
          <>
            <div className={styles.text}>
              <p className={styles.caption}>
                <Trans>Page 1 of 2</Trans>
              </p>
              <h2 ref={headingRef} tabIndex={-1} className={styles.pageHeading}>
                <Trans>Declaration</Trans>
              </h2>
              <p>
                <Trans>
                  {company} has asked for a criminal record check from the Disclosure and Barring Service (DBS) as part
                  of its recruitment process. The application is made on your behalf by an organisation registered
                  with the DBS.
                </Trans>
              </p>
              <p>
                <Trans>
                  To make the application, the personal details you have given, including every name you have used,
                  your date and place of birth and your addresses for the last five years, are sent to the DBS. The
                  DBS and the police use them to search their records about you.
                </Trans>
              </p>
              <p>
                <Trans>
                  The DBS sends the certificate to you. {company} sees the result only with your consent, uses it only
                  to decide whether you are suitable for the role, in line with the DBS Code of Practice and data
                  protection law, and keeps it no longer than it needs to.
                </Trans>
              </p>
              <p>
                <Trans>
                  Giving false information, or leaving out a name you have been known by, may be a criminal offence
                  and can lead to your application being refused.
                </Trans>
              </p>
            </div>
            <FormCheckbox
              control={fieldControl(form.control)}
              name="declaration"
              label={t`I confirm that the information I have given is true and complete, and that I have read and understood the information above.`}
              isRequired
            />
            {declared ? null : (
              <p id={NEXT_HINT_ID} className={styles.hint}>
                <Trans>Tick the box to confirm the declaration before you continue.</Trans>
              </p>
            )}
          </>
        )}
      </form>
    </StepLayout>
  );
}
