/**
 * The professional qualification step (spec 000 §2 "Professional qualification: yes/no, then a repeatable list"):
 * does the candidate hold a professional qualification or membership, and if so each one. Like the education step,
 * the list starts with as many records as the request asks for and offers Add only when it may hold more than one
 * (spec 000 §9). The rules are domain/details/qualification.schema.ts; the whole list is saved in one
 * POST .../details/qualification/.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import {
  emptyQualificationRecord,
  type QualificationInput,
  qualificationDefaults,
  qualificationListRules,
  qualificationSchema,
} from '../../../domain/details/qualification.schema';
import type { Country } from '../../../domain/reference-response';
import { earliestInLife } from '../../app/forms/date-bounds';
import { ErrorSummary } from '../../app/forms/error-summary';
import { FormCountryField } from '../../app/forms/fields/country-field';
import { FormDateField } from '../../app/forms/fields/date-field';
import fieldStyles from '../../app/forms/fields/fields.module.css';
import { RepeatableList } from '../../app/forms/fields/repeatable-list';
import { FormTextField } from '../../app/forms/fields/text-field';
import { FormYesNo } from '../../app/forms/fields/yes-no-field';
import { useMessageText } from '../../app/forms/message-text';
import { useSaveDetails, useStepContext, useStepForm } from '../../app/forms/use-step-form';
import { StepLayout } from '../../app/step-layout/step-layout';
import { RecordsNote } from './records-note';

const FORM_ID = 'qualification-form';

export function QualificationStep() {
  const { t } = useLingui();
  const translate = useMessageText();
  const context = useStepContext();
  const { minimum, allowsMore } = qualificationListRules(context.response.reference_request);
  const { form, formRef, onSubmit, errorSummary } = useStepForm({
    section: 'details',
    step: 'qualification',
    schema: qualificationSchema(context),
    defaultValues: qualificationDefaults(context.response),
    save: useSaveDetails('qualification'),
  });
  const control = form.control;
  const list = useFieldArray({ control, name: 'qualifications' });
  const answer = useWatch({ control, name: 'holds_qualification' });
  const listErrors = form.formState.errors.qualifications;
  const listError = listErrors?.root?.message ?? listErrors?.message;
  const earliest = earliestInLife(context);

  return (
    <StepLayout section="details" step="qualification" formId={FORM_ID}>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form}>
        <ErrorSummary items={errorSummary} />
        <RecordsNote>
          <p>
            <Trans>We contact the professional bodies you name to confirm your qualifications and memberships.</Trans>
          </p>
          <p>
            {allowsMore ? (
              <Plural
                value={minimum}
                one="You need to provide at least # professional qualification. You can add more."
                other="You need to provide at least # professional qualifications. You can add more."
              />
            ) : (
              <Trans>You need to provide one professional qualification: the one most relevant to this role.</Trans>
            )}
          </p>
        </RecordsNote>
        <FormYesNo
          control={control}
          name="holds_qualification"
          label={t`Do you hold a professional qualification or membership?`}
          description={t`For example, chartered status, a licence to practise, or membership of a professional body.`}
        />
        {answer === true ? (
          <RepeatableList
            name="qualifications"
            keys={list.fields.map((field) => field.id)}
            label={t`Your professional qualifications`}
            recordTitle={(index) => {
              const number = index + 1;
              return t`Qualification ${number}`;
            }}
            addLabel={t`Add another qualification`}
            removeLabel={(index) => {
              const number = index + 1;
              return t`Remove qualification ${number}`;
            }}
            onAdd={() => list.append(emptyQualificationRecord(), { shouldFocus: false })}
            onRemove={(index) => list.remove(index)}
            canAdd={allowsMore}
            minimumRecords={minimum}
            errorMessage={listError ? translate(listError) : null}
            renderRecord={(index) => (
              <QualificationRecordFields
                control={control}
                index={index}
                countries={context.countries}
                earliest={earliest}
                today={context.today}
              />
            )}
          />
        ) : null}
      </form>
    </StepLayout>
  );
}

interface RecordProps {
  control: Control<QualificationInput>;
  index: number;
  countries: readonly Country[];
  earliest: string;
  today: string;
}

function QualificationRecordFields({ control, index, countries, earliest, today }: RecordProps) {
  const { t } = useLingui();
  const path = `qualifications.${index}` as const;
  const otherName = useWatch({ control, name: `${path}.is_membership_awarded_in_different_name` }) === true;

  return (
    <>
      <FormTextField
        control={control}
        name={`${path}.professional_organization_name`}
        label={t`Name of the professional body`}
        description={t`The organisation that awarded the qualification or membership.`}
      />
      <FormTextField
        control={control}
        name={`${path}.professional_qualification_attained`}
        label={t`Qualification or membership grade`}
        description={t`For example, Chartered Member or Fellow.`}
      />
      <FormTextField
        control={control}
        name={`${path}.professional_membership_number`}
        narrow
        spellCheck={false}
        label={t`Membership number (optional)`}
      />
      <FormDateField
        control={control}
        name={`${path}.membership_date`}
        label={t`Date awarded`}
        description={t`The day the qualification or membership was awarded. For example, 01/03/2019.`}
        min={earliest}
        max={today}
      />
      <FormCountryField
        control={control}
        name={`${path}.membership_attained_country`}
        countries={countries}
        label={t`Country where it was awarded`}
      />
      <FormTextField
        control={control}
        name={`${path}.membership_status`}
        label={t`Membership status (optional)`}
        description={t`For example, active, lapsed or retired.`}
      />
      <FormYesNo
        control={control}
        name={`${path}.is_membership_awarded_in_different_name`}
        label={t`Was it awarded under a different name from your current one?`}
      />
      {otherName ? (
        <FormTextField
          control={control}
          name={`${path}.membership_awarded_name`}
          label={t`Name it was awarded under`}
          spellCheck={false}
        />
      ) : null}
    </>
  );
}
