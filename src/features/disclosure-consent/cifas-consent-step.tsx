/**
 * The fraud-prevention consent (spec 000 §2 "Consent and verification steps", §7): the fair usage policy and the one
 * box agreeing to it, saved with PUT agree_to_fup. The step goes on only when the answer's agree_to_fup is true.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { cifasConsentDefaults, cifasConsentSchema } from '../../../domain/consents/cifas-consent.schema';
import { useSaveCifasConsent } from '../../api/oneform/save-cifas-consent';
import { useReferenceResponse } from '../../api/candidate-data';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import { useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import { untilRecorded } from './consent-save';
import styles from './consent-step.module.css';

const SECTION = 'cifas_declaration_consent';
const STEP = 'cifas_consent';
const SCHEMA = cifasConsentSchema();

export function CifasConsentStep() {
  const { t } = useLingui();
  const response = useReferenceResponse();
  const company = response.reference_request.company_name;
  const save = useSaveCifasConsent();
  const { form, ...page } = useStepForm({
    section: SECTION,
    step: STEP,
    schema: SCHEMA,
    defaultValues: cifasConsentDefaults(response),
    save: untilRecorded(save, (answer) => answer.agree_to_fup === true),
  });

  return (
    <StepFormPage form={page}>
      <div className={styles.text}>
        <h2 className={styles.pageHeading}>
          <Trans>Fair usage policy</Trans>
        </h2>
        <p>
          <Trans>
            {company} is a member of Cifas, the UK’s fraud prevention service. As part of its checks it will search
            the Cifas National Fraud Database with the personal details you have given, to prevent fraud and to
            confirm that those details are correct.
          </Trans>
        </p>
        <p>
          <Trans>
            Under the Cifas fair usage policy, {company} uses what it finds for this purpose only. If a record is
            found that relates to you, it will not turn down your application on that basis alone: it will tell
            you and give you the chance to explain before it decides.
          </Trans>
        </p>
        <p>
          <Trans>
            If false or inaccurate information is given and fraud is identified, details will be passed to fraud
            prevention agencies and may be used by law enforcement agencies. A record of the search is kept.
          </Trans>
        </p>
        <p>
          <Trans>
            You can ask Cifas for a copy of the information it holds about you, and ask for anything inaccurate to
            be corrected.
          </Trans>
        </p>
      </div>
      <FormCheckbox
        control={form.control}
        name="agree_to_fup"
        label={t`I have read and agree to the fair usage policy.`}
        isRequired
      />
    </StepFormPage>
  );
}
