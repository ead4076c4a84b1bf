/**
 * The education step (spec 000 §2 "Education: yes/no, then a repeatable list; the sidebar shows the minimum number of
 * records"): has the candidate studied at a university or college, and if so each institution. The list starts
 * with as many records as the request asks for; Add appears only when it may hold more than one (spec 000 §9). A no
 * keeps what was typed out of sight and saves the single "no higher education" record. The rules are
 * domain/details/education.schema.ts; the whole list is saved in one POST .../details/education/.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  type EducationInput,
  educationDefaults,
  educationListRules,
  educationSchema,
  emptyEducationRecord,
  MODES_OF_STUDY,
} from '../../../domain/details/education.schema';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextField } from '../../forms/fields/text-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { usePhoneStepContext } from '../../forms/use-phone-step-context';
import { PhoneCodeField } from '../../forms/fields/phone-code-field';
import { MODE_OF_STUDY_LABELS, optionsOf } from '../../forms/option-labels';
import { RecordsNote } from './records-note';
import { historyDates, type RecordFieldsProps, RecordsStep } from './records-step';

export function EducationStep() {
  const { t } = useLingui();
  const context = usePhoneStepContext();
  const { minimum, allowsMore } = educationListRules(context.response.reference_request);

  return (
    <RecordsStep
      step="education"
      save={useSaveDetails('education')}
      schema={educationSchema(context)}
      defaultValues={educationDefaults(context.response)}
      note={
        <RecordsNote>
          <p>
            <Trans>
              We contact the universities and colleges you name to confirm your studies, so give their details as
              fully as you can.
            </Trans>
          </p>
          <p>
            {allowsMore ? (
              <Plural
                value={minimum}
                one="You need to provide at least # education record. You can add more."
                other="You need to provide at least # education records. You can add more."
              />
            ) : (
              <Trans>You need to provide one education record: your highest qualification.</Trans>
            )}
          </p>
        </RecordsNote>
      }
      question={{
        name: 'has_higher_education',
        label: t`Have you studied at a university or college?`,
        description: t`Higher education after secondary school, such as a degree, diploma or certificate, whether or not you finished it.`,
      }}
      list={{
        name: 'education',
        label: t`Your education`,
        recordTitle: (number) => t`Institution ${number}`,
        removeLabel: (number) => t`Remove institution ${number}`,
        addLabel: t`Add another institution`,
        emptyRecord: emptyEducationRecord,
        minimumRecords: minimum,
        maximumRecords: allowsMore ? undefined : 1,
      }}
      renderRecord={(control, index) => <EducationRecordFields control={control} index={index} context={context} />}
    />
  );
}

function EducationRecordFields({ control, index, context }: RecordFieldsProps<EducationInput>) {
  const { i18n, t } = useLingui();
  const dates = historyDates(context);
  const path = `education.${index}` as const;
  const graduated = useWatch({ control, name: `${path}.did_graduate` }) === true;
  const institutionCountry = useWatch({ control, name: `${path}.institution_country` });

  return (
    <>
      <FormTextField control={control} name={`${path}.institution_name`} label={t`Name of the university or college`} />
      <FormTextField
        control={control}
        name={`${path}.institution_email`}
        type="email"
        autoComplete="off"
        spellCheck={false}
        label={t`Email address of the university or college`}
        description={t`Its admissions or student records office, not your own email address.`}
      />
      <FormTextField control={control} name={`${path}.institution_address`} label={t`Address of the university or college (optional)`} />
      <FormCountryField control={control} name={`${path}.institution_country`} countries={context.countries} label={t`Country`} />
      <PhoneCodeField
        control={control}
        name={`${path}.institution_phone_code`}
        countries={context.countries}
        preferredCountryId={institutionCountry ?? null}
        label={t`Country code of its phone number (optional)`}
        description={t`Type the country or its code, for example +44.`}
      />
      <FormTextField
        control={control}
        name={`${path}.institution_phone_number`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        narrow
        label={t`Phone number of the university or college (optional)`}
      />
      <FormRadioGroup
        control={control}
        name={`${path}.mode_of_study`}
        label={t`How did you study?`}
        options={optionsOf(i18n, MODES_OF_STUDY, MODE_OF_STUDY_LABELS)}
      />
      <FormTextField control={control} name={`${path}.faculty`} label={t`Faculty or department (optional)`} />
      <FormTextField
        control={control}
        name={`${path}.student_id_number`}
        narrow
        spellCheck={false}
        label={t`Student ID number (optional)`}
      />
      <FormDateField
        control={control}
        name={`${path}.start_date_attended`}
        label={t`Start date`}
        description={t`The first day of your course.`}
        example="2010-09-20"
        {...dates}
      />
      <FormDateField
        control={control}
        name={`${path}.end_date_attended`}
        label={graduated ? t`End date` : t`End date (optional)`}
        description={graduated ? t`The last day of your course.` : t`The last day of your course. Leave it empty if you are still studying there.`}
        {...dates}
      />
      <FormYesNo control={control} name={`${path}.did_graduate`} label={t`Did you graduate or receive a qualification?`} />
      {graduated ? (
        <>
          <FormDateField
            control={control}
            name={`${path}.date_of_qualification`}
            label={t`Date the qualification was awarded`}
            {...dates}
          />
          <FormTextField
            control={control}
            name={`${path}.grade_obtained`}
            label={t`Name of the qualification`}
            description={t`As it appears on your certificate, for example BSc (Hons) Economics.`}
          />
          <FormYesNo
            control={control}
            name={`${path}.is_certificate_copy`}
            label={t`Can you upload a copy of your certificate or transcript?`}
            description={t`If you answer yes, you will be asked to upload it in a later section.`}
          />
        </>
      ) : null}
    </>
  );
}
