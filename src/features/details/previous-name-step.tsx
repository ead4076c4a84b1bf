/**
 * The previous names step (spec 000 §2 "Previous names", §5): a yes/no question, and on yes a list of the other
 * names with their kind and the dates they were used. A no keeps what was typed out of sight and saves an empty
 * list. Saved through POST .../details/name/ (spec 000 §7); the rules are domain/details/previous-names.schema.ts.
 */
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import {
  emptyPreviousName,
  PREVIOUS_NAME_TYPES,
  type PreviousNamesInput,
  previousNamesDefaults,
  previousNamesSchema,
} from '../../../domain/details/previous-names.schema';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import { FormDateField } from '../../forms/fields/date-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextField } from '../../forms/fields/text-field';
import { optionsOf, PREVIOUS_NAME_TYPE_LABELS } from '../../forms/option-labels';
import { useStepContext } from '../../forms/use-step-form';
import styles from './name-step.module.css';
import { historyDates, type RecordFieldsProps, RecordsStep } from './records-step';

export function PreviousNameStep() {
  const { t } = useLingui();
  const context = useStepContext();

  return (
    <RecordsStep
      step="previous_name"
      // Spec 000 §7: the previous names are saved on the name's path.
      save={useSaveDetails('name')}
      schema={previousNamesSchema(context)}
      defaultValues={previousNamesDefaults(context.response)}
      question={{
        name: 'is_any_other_names',
        label: t`Have you ever been known by another name?`,
        description: t`For example, a name before marriage or civil partnership, a name you changed, or an alias you have used.`,
      }}
      list={{
        name: 'previous_names',
        label: t`Your previous names`,
        recordTitle: (number) => t`Previous name ${number}`,
        removeLabel: (number) => t`Remove previous name ${number}`,
        addLabel: t`Add another name`,
        emptyRecord: emptyPreviousName,
      }}
      renderRecord={(control, index) => <PreviousNameRecord control={control} index={index} context={context} />}
    />
  );
}

function PreviousNameRecord({ control, index, context }: RecordFieldsProps<PreviousNamesInput>) {
  const { i18n, t } = useLingui();
  const dates = historyDates(context);
  const typeOptions = optionsOf(i18n, PREVIOUS_NAME_TYPES, PREVIOUS_NAME_TYPE_LABELS);
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
        description={t`The first day you used this name.`}
        example="2008-03-27"
        {...dates}
      />
      <FormDateField
        control={control}
        name={`previous_names.${index}.used_to`}
        label={t`Used until`}
        description={t`The last day you used this name.`}
        {...dates}
      />
    </>
  );
}
