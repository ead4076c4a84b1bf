/**
 * The fields of one employer line and its HR contact (spec 001 §2 "Employer step", §3, §5), in page order: the error
 * summary lists errors in the schema's order, which is this one. A field asked only after another answer appears with
 * that answer; the schema neither judges nor keeps it otherwise.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from 'react-aria-components';
import { type Control, useWatch } from 'react-hook-form';
import type { EmployerInput } from '../../../domain/employers/employer.schema';
import { CONTACT_LATER_MAX_YEARS, EMPLOYMENT_TYPES, REASONS_FOR_LEAVING } from '../../../domain/employers/options';
import { yearsAfter } from '../../../domain/calendar';
import type { StepContext } from '../../../domain/forms/step-context';
import { earliestPickableDate } from '../../forms/date-bounds';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import fieldStyles from '../../forms/fields/fields.module.css';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormSelect } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { EMPLOYMENT_TYPE_LABELS, optionsOf, REASON_FOR_LEAVING_LABELS } from '../../forms/option-labels';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import choiceStyles from '../../ui/field/field.module.css';
import groups from '../../forms/field-group.module.css';

export interface EmployerFieldsProps {
  control: Control<EmployerInput>;
  context: StepContext;
  /** Whether the request asks whether each employment will be proved (domain/employers/options.ts). */
  asksProof: boolean;
}

/** "I don't know the HR or line manager email": ticked means have_hr_email is false. */
function UnknownHrEmailBox({ control }: { control: Control<EmployerInput> }) {
  const { field, inputRef } = useFormField({ control, name: 'have_hr_email' });
  return (
    <div className={choiceStyles.field}>
      <Checkbox
        id={field.name}
        name={field.name}
        className={fieldStyles.choice}
        isSelected={field.value === false}
        onChange={(unknown) => field.onChange(!unknown)}
        onBlur={field.onBlur}
        inputRef={inputRef}
      >
        <span className={[fieldStyles.mark, fieldStyles.checkMark].join(' ')} aria-hidden="true" />
        <Trans>I don't know the HR or line manager email</Trans>
      </Checkbox>
    </div>
  );
}

export function EmployerFields({ control, context, asksProof }: EmployerFieldsProps) {
  const { i18n, t } = useLingui();
  const [isPresent, hasEmployeeId, isAgency, haveHrEmail, contactNow] = useWatch({
    control,
    name: ['is_present', 'has_employee_id_number', 'is_agency', 'have_hr_email', 'contact_verifier'],
  });
  const past = { min: earliestPickableDate(context.today), max: context.today };

  return (
    <>
      <fieldset className={groups.group}>
        <legend className={groups.title}>
          <Trans>Employer</Trans>
        </legend>
        <FormTextField control={control} name="organization_name" autoComplete="organization" label={t`Organisation name`} />
        <FormTextField control={control} name="organisation_address" label={t`Address`} />
        <FormTextField control={control} name="organisation_address_cont" label={t`Address line 2 (optional)`} />
        <FormCountryField control={control} name="organization_country" countries={context.countries} label={t`Country`} />
        <FormDateField
          control={control}
          name="employment_period_from"
          label={t`Start date`}
          description={t`Your first day with this employer.`}
          example="2021-03-01"
          {...past}
        />
        <FormTextField control={control} name="candidate_job_title" label={t`Job title`} />
        <FormTextField control={control} name="title_reported_into" label={t`Job title of the person you reported to`} />
        <FormRadioGroup
          control={control}
          name="type_of_employment"
          label={t`Type of employment`}
          options={optionsOf(i18n, EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS)}
        />
        <FormYesNo control={control} name="is_present" label={t`Is this your current employer?`} />
        {isPresent === false ? (
          <>
            <FormDateField control={control} name="employment_period_to" label={t`Leaving date`} {...past} />
            <FormSelect
              control={control}
              name="reason_for_leaving"
              label={t`Reason for leaving`}
              options={optionsOf(i18n, REASONS_FOR_LEAVING, REASON_FOR_LEAVING_LABELS)}
            />
          </>
        ) : null}
        <FormYesNo control={control} name="has_employee_id_number" label={t`Do you have an employee ID?`} />
        {hasEmployeeId === true ? (
          <FormTextField control={control} name="employee_id_number" narrow spellCheck={false} label={t`Employee ID number`} />
        ) : null}
        <FormYesNo
          control={control}
          name="is_agency"
          label={t`Were you employed through an agency?`}
          description={t`Answer no if you were employed directly by the organisation.`}
        />
        {isAgency === true ? (
          <>
            <FormTextField control={control} name="agency_name" label={t`Agency name`} />
            <FormTextField control={control} name="agency_consultant_name" label={t`Agency consultant's name`} />
            <FormTextField
              control={control}
              name="agency_email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              label={t`Agency email address`}
            />
          </>
        ) : null}
        {asksProof ? (
          <FormYesNo
            control={control}
            name="proof_of_employment"
            label={t`Can you provide proof of this employment?`}
            description={t`For example a payslip, a contract or a letter from the employer. You upload it in a later section.`}
          />
        ) : null}
      </fieldset>

      <fieldset className={groups.group}>
        <legend className={groups.title}>
          <Trans>HR contact</Trans>
        </legend>
        <FormTextField control={control} name="manager.full_name" autoComplete="off" label={t`HR or Line Manager's full name`} />
        {haveHrEmail === false ? null : (
          <FormTextField
            control={control}
            name="manager.email"
            type="email"
            autoComplete="off"
            spellCheck={false}
            label={t`HR or Line Manager's email address`}
            description={t`A work address, not your own.`}
          />
        )}
        <UnknownHrEmailBox control={control} />
        <FormYesNo control={control} name="contact_verifier" label={t`Can we contact this employer now?`} />
        {contactNow === false ? (
          <FormDateField
            control={control}
            name="contact_verifier_date"
            label={t`From which date can we contact them?`}
            description={t`A date from today to one year ahead.`}
            min={context.today}
            max={yearsAfter(context.today, CONTACT_LATER_MAX_YEARS)}
          />
        ) : null}
      </fieldset>
    </>
  );
}
