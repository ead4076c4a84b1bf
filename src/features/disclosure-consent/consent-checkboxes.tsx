/** The consent boxes by level, each level a group under its name (spec 000 §2: the consent checkboxes by level). */
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { ConsentGroup, ConsentId } from '../../../domain/consents/disclosure-consents';
import { FormCheckbox } from '../../forms/fields/checkbox-field';
import fieldStyles from '../../forms/fields/fields.module.css';

/**
 * The form's control as its fields take it. The fields read and write the form's values; only handleSubmit sees the
 * shared schema's output (the ticked ids, a list where the form holds one box per id), which the fields' type would
 * otherwise have to match.
 */
export function fieldControl<T extends FieldValues, O>(control: Control<T, unknown, O>): Control<T> {
  return control as unknown as Control<T>;
}

export interface ConsentCheckboxesProps<T extends FieldValues> {
  control: Control<T>;
  group: ConsentGroup;
  title: string;
  labels: Readonly<Partial<Record<ConsentId, string>>>;
}

export function ConsentCheckboxes<T extends FieldValues>({ control, group, title, labels }: ConsentCheckboxesProps<T>) {
  return (
    <fieldset className={fieldStyles.fieldset}>
      <legend className={fieldStyles.legend}>{title}</legend>
      <div className={fieldStyles.options}>
        {group.consents.map((id) => (
          // The form keeps each box under consents.{id}, the path the API names in its errors.
          <FormCheckbox key={id} control={control} name={`consents.${id}` as FieldPath<T>} label={labels[id]} isRequired />
        ))}
      </div>
    </fieldset>
  );
}

export interface ConsentGroupsProps<T extends FieldValues, L extends string> {
  control: Control<T>;
  groups: readonly ConsentGroup<L>[];
  texts: { levels: Readonly<Record<L, string>>; consents: Readonly<Partial<Record<ConsentId, string>>> };
}

/** Every level the request asks consent for, each as its group of boxes under the level's name. */
export function ConsentGroups<T extends FieldValues, L extends string>({ control, groups, texts }: ConsentGroupsProps<T, L>) {
  return (
    <>
      {groups.map((group) => (
        <ConsentCheckboxes key={group.level} control={control} group={group} title={texts.levels[group.level]} labels={texts.consents} />
      ))}
    </>
  );
}
