/**
 * The Disclosure Scotland consent (spec 000 §2 "Consent and verification steps", §7): the basic (3) and standard (6)
 * consent boxes of the levels the request's Scottish checks carry, saved with PUT on the UK consent's path. The
 * step goes on only when the answer carries disclosure_signed_at.
 */
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { scottishConsentGroups } from '../../../domain/consents/disclosure-consents';
import { scottishConsentDefaults, scottishConsentSchema } from '../../../domain/consents/disclosure-consent.schema';
import { useSaveDisclosureConsent } from '../../api/oneform/save-disclosure-consent';
import { useReferenceResponse } from '../../api/candidate-data';
import { useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import { ConsentGroups, fieldControl } from './consent-checkboxes';
import { tickedConsents, untilRecorded } from './consent-save';
import styles from './consent-step.module.css';
import { useScottishConsentTexts } from './consent-texts';

const SECTION = 'ds_declaration_consent';
const STEP = 'ds_consent';
export function DsConsentStep() {
  const response = useReferenceResponse();
  const request = response.reference_request;
  const company = request.company_name;
  const groups = useMemo(() => scottishConsentGroups(request), [request]);
  const schema = useMemo(() => scottishConsentSchema(request), [request]);
  const texts = useScottishConsentTexts(company);
  const save = useSaveDisclosureConsent('scottish');
  const { form, ...page } = useStepForm({
    section: SECTION,
    step: STEP,
    schema,
    defaultValues: scottishConsentDefaults(response),
    save: untilRecorded(save, (answer) => Boolean(answer.disclosure_signed_at)),
    toBody: (values) => ({ consents: tickedConsents(values.consents) }),
  });

  return (
    <StepFormPage form={page}>
      <div className={styles.text}>
        <p>
          <Trans>
            {company} has asked for a criminal record disclosure from Disclosure Scotland, the Scottish Government’s
            criminal record service, as part of its recruitment process.
          </Trans>
        </p>
        <p>
          <Trans>
            The application is made through a body registered with Disclosure Scotland, using the personal details
            you have given. Tick each box to give your consent: the disclosure can only be requested with all of
            them.
          </Trans>
        </p>
      </div>
      <ConsentGroups control={fieldControl(form.control)} groups={groups} texts={texts} />
    </StepFormPage>
  );
}
