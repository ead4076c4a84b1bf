/**
 * The previous names step (spec 000 §2 "Previous names", §5): a yes/no question, and on yes a list of the other
 * names with their kind and the dates they were used. A no keeps what was typed out of sight and saves an empty
 * list. Saved through POST .../details/name/ (spec 000 §7); the rules are domain/details/previous-names.schema.ts.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import {
  emptyPreviousName,
  PREVIOUS_NAME_TYPES,
  type PreviousNamesInput,
  previousNamesDefaults,
  previousNamesSchema,
} from '../../../domain/details/previous-names.schema';
import type { PreviousName } from '../../../domain/reference-response';
import { earliestInLife } from '../../app/forms/date-bounds';
import { ErrorSummary } from '../../app/forms/error-summary';
import { FormCheckbox } from '../../app/forms/fields/checkbox-field';
import { FormDateField } from '../../app/forms/fields/date-field';
import fieldStyles from '../../app/forms/fields/fields.module.css';
import { FormRadioGroup } from '../../app/forms/fields/radio-field';
import { RepeatableList } from '../../app/forms/fields/repeatable-list';
import { FormTextField } from '../../app/forms/fields/text-field';
import { FormYesNo } from '../../app/forms/fields/yes-no-field';
import { useMessageText } from '../../app/forms/message-text';
import { useSaveDetails, useStepContext, useStepForm } from '../../app/forms/use-step-form';
import { StepLayout } from '../../app/step-layout/step-layout';
import styles from './name-step.module.css';

const FORM_ID = 'previous-name-form';

export function PreviousNameStep() {
  const { t } = useLingui();
  const translate = useMessageText();
  const context = useStepContext();
  const { form, formRef, onSubmit, errorSummary } = useStepForm({
    section: 'details',
    step: 'previous_name',
    schema: previousNamesSchema(context),
    defaultValues: previousNamesDefaults(context.response),
    // Spec 000 §7: the previous names are saved on the name's path.
    save: useSaveDetails('name'),
  });
  const control = form.control;
  const list = useFieldArray({ control, name: 'previous_names' });
  const answer = useWatch({ control, name: 'is_any_other_names' });

  // A yes opens the list on a first blank record; the candidate removes it only by answering no.
  const { append } = list;
  const isEmpty = list.fields.length === 0;
  useEffect(() => {
    if (answer === true && isEmpty) append(emptyPreviousName(), { shouldFocus: false });
  }, [answer, isEmpty, append]);

  const birth = earliestInLife(context);
  const listError = form.formState.errors.previous_names?.root?.message ?? form.formState.errors.previous_names?.message;
  const typeLabels: Record<PreviousName['type'], string> = {
    alias: t`Alias`,
    maiden_name: t`Maiden name`,
    other: t`Other`,
  };

  return (
    <StepLayout section="details" step="previous_name" formId={FORM_ID}>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form}>
        <ErrorSummary items={errorSummary} />
        <FormYesNo
          control={control}
          name="is_any_other_names"
          label={t`Have you ever been known by another name?`}
          description={t`For example, a name before marriage or civil partnership, a name you changed, or an alias you have used.`}
        />
        {answer === true ? (
          <RepeatableList
            name="previous_names"
            keys={list.fields.map((field) => field.id)}
            label={t`Your previous names`}
            recordTitle={(index) => {
              const number = index + 1;
              return t`Previous name ${number}`;
            }}
            addLabel={t`Add another name`}
            removeLabel={(index) => {
              const number = index + 1;
              return t`Remove previous name ${number}`;
            }}
            onAdd={() => list.append(emptyPreviousName(), { shouldFocus: false })}
            onRemove={(index) => list.remove(index)}
            canAdd
            errorMessage={listError ? translate(listError) : null}
            renderRecord={(index) => (
              <PreviousNameRecord
                control={control}
                index={index}
                typeOptions={PREVIOUS_NAME_TYPES.map((value) => ({ value, label: typeLabels[value] }))}
                earliest={birth}
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
  control: Control<PreviousNamesInput>;
  index: number;
  typeOptions: { value: PreviousName['type']; label: string }[];
  /** yyyy-MM-dd: the calendars' first day (the date of birth when it is saved). */
  earliest: string;
  today: string;
}

function PreviousNameRecord({ control, index, typeOptions, earliest, today }: RecordProps) {
  const { t } = useLingui();
  const noMiddleName = useWatch({ control, name: `previous_names.${index}.no_middle_name` });
  return (
    <>
      <FormTextField control={control} name={`previous_names.${index}.first_name`} label={t`First name`} spellCheck={false} />
      <div className={styles.middleName}>
        <FormTextField
          control={control}
          name={`previous_names.${index}.middle_name`}
          label={t`Middle names`}
          spellCheck={false}
          isDisabled={noMiddleName === true}
        />
        <FormCheckbox control={control} name={`previous_names.${index}.no_middle_name`} label={t`This name had no middle name`} />
      </div>
      <FormTextField control={control} name={`previous_names.${index}.last_name`} label={t`Last name`} spellCheck={false} />
      <FormRadioGroup control={control} name={`previous_names.${index}.type`} label={t`What kind of name is it?`} options={typeOptions} />
      <FormDateField
        control={control}
        name={`previous_names.${index}.used_from`}
        label={t`Used from`}
        description={t`The first day you used this name. For example, 27/03/2008.`}
        min={earliest}
        max={today}
      />
      <FormDateField
        control={control}
        name={`previous_names.${index}.used_to`}
        label={t`Used until`}
        description={t`The last day you used this name.`}
        min={earliest}
        max={today}
      />
    </>
  );
}
