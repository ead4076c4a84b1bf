/**
 * The name step (spec 000 §2 "Name", §5): title, the name in Latin letters with a box that replaces the middle
 * name, the name in the candidate's own script, gender, and the parents' names the request asks
 * (domain/details/name-fields.ts). The rules are domain/details/name.schema.ts, the same the API applies.
 */
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { fullName, GENDERS, nameFields } from '../../../domain/details/name-fields';
import { type NameValues, nameDefaults, nameSchema } from '../../../domain/details/name.schema';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import fieldStyles from '../../forms/fields/fields.module.css';
import { FormSelect } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useSaveDetails } from '../../api/oneform/save-details';
import { useStepContext, useStepForm } from '../../forms/use-step-form';
import { GENDER_LABELS, optionsOf, SALUTATION_LABELS } from '../../forms/option-labels';
import { StepFormPage } from '../../forms/step-form-page';
import styles from './name-step.module.css';

const HINT_ID = 'name-form-hint';

export function NameStep() {
  const { i18n, t } = useLingui();
  const context = useStepContext();
  const asked = nameFields(context.response.reference_request);
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'name',
    schema: nameSchema(context),
    defaultValues: nameDefaults(context.response),
    save: useSaveDetails('name'),
    // Spec 000 §7 sends the full name beside its parts; the server derives its own the same way.
    toBody: (values: NameValues) => ({ ...values, full_name: fullName(values) }),
  });
  const noMiddleName = useWatch({ control: form.control, name: 'no_middle_name' });


  return (
    <StepFormPage form={page}>
      <FormSelect
        control={form.control}
        name="salutation"
        label={t`Title`}
        autoComplete="honorific-prefix"
        options={optionsOf(i18n, asked.salutations, SALUTATION_LABELS)}
      />
      <fieldset className={[fieldStyles.fieldset, styles.names].join(' ')} aria-describedby={HINT_ID}>
        <legend className={fieldStyles.legend}>{t`Your name`}</legend>
        <p id={HINT_ID} className={styles.hint}>
          {t`Write your name as it appears on your passport or identity card, in English letters only: no accents and no letters of other alphabets. You can give your name in your own script further down.`}
        </p>
        <FormTextField control={form.control} name="first_name" label={t`First name`} autoComplete="given-name" spellCheck={false} />
        <div className={styles.middleName}>
          <FormTextField
            control={form.control}
            name="middle_name"
            label={t`Middle names`}
            description={t`All of them, in the order they appear on your passport.`}
            autoComplete="additional-name"
            spellCheck={false}
            isDisabled={noMiddleName === true}
          />
          <FormCheckbox control={form.control} name="no_middle_name" label={t`I do not have a middle name`} />
        </div>
        <FormTextField control={form.control} name="last_name" label={t`Last name`} autoComplete="family-name" spellCheck={false} />
      </fieldset>
      <FormTextField
        control={form.control}
        name="asian_name"
        label={t`Your full name in your native language (optional)`}
        description={t`If your name is written in another script, for example Chinese, Arabic or Cyrillic, write it here as you would write it yourself.`}
        spellCheck={false}
      />
      <FormSelect
        control={form.control}
        name="gender"
        label={t`Gender`}
        description={t`As shown on your passport or identity card.`}
        autoComplete="sex"
        options={optionsOf(i18n, GENDERS, GENDER_LABELS)}
      />
      {asked.fathers_full_name ? (
        <FormTextField control={form.control} name="fathers_full_name" label={t`Your father’s full name`} spellCheck={false} />
      ) : null}
      {asked.mothers_full_name ? (
        <FormTextField control={form.control} name="mothers_full_name" label={t`Your mother’s full name`} spellCheck={false} />
      ) : null}
      {asked.mothers_maiden_name ? (
        <FormTextField
          control={form.control}
          name="mothers_maiden_name"
          label={t`Your mother’s maiden name`}
          description={t`Her last name at birth, before any marriage.`}
          spellCheck={false}
        />
      ) : null}
    </StepFormPage>
  );
}
