/**
 * The professional qualification step (spec 000 §2 "Professional qualification: yes/no, then a repeatable list"):
 * does the candidate hold a professional qualification or membership, and if so each one. Like the education step,
 * the list starts with as many records as the request asks for and offers Add only when it may hold more than one
 * (spec 000 §9). The rules are domain/details/qualification.schema.ts; the whole list is saved in one
 * POST .../details/qualification/.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  emptyQualificationRecord,
  type QualificationInput,
  qualificationDefaults,
  qualificationListRules,
  qualificationSchema,
} from '../../../domain/details/qualification.schema';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import { FormTextField } from '../../forms/fields/text-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { useStepContext } from '../../forms/use-step-form';
import { RecordsNote } from './records-note';
import { historyDates, type RecordFieldsProps, RecordsStep } from './records-step';

export function QualificationStep() {
  const { t } = useLingui();
  const context = useStepContext();
  const { minimum, allowsMore } = qualificationListRules(context.response.reference_request);

  return (
    <RecordsStep
      step="qualification"
      save={useSaveDetails('qualification')}
      schema={qualificationSchema(context)}
      defaultValues={qualificationDefaults(context.response)}
      note={
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
      }
      question={{
        name: 'holds_qualification',
        label: t`Do you hold a professional qualification or membership?`,
        description: t`For example, chartered status, a licence to practise, or membership of a professional body.`,
      }}
      list={{
        name: 'qualifications',
        label: t`Your professional qualifications`,
        recordTitle: (number) => t`Qualification ${number}`,
        removeLabel: (number) => t`Remove qualification ${number}`,
        addLabel: t`Add another qualification`,
        emptyRecord: emptyQualificationRecord,
        minimumRecords: minimum,
        maximumRecords: allowsMore ? undefined : 1,
      }}
      renderRecord={(control, index) => <QualificationRecordFields control={control} index={index} context={context} />}
    />
  );
}

function QualificationRecordFields({ control, index, context }: RecordFieldsProps<QualificationInput>) {
  const { t } = useLingui();
  const dates = historyDates(context);
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
        description={t`The day the qualification or membership was awarded.`}
        example="2019-03-01"
        {...dates}
      />
      <FormCountryField
        control={control}
        name={`${path}.membership_attained_country`}
        countries={context.countries}
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
