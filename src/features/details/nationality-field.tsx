/** The nationality picker (src/ui/nationality-picker) bound to a nationality id of the birth form. */
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Nationality } from '../../../domain/reference-response';
import { type FormFieldProps, useFormField } from '../../forms/fields/use-form-field';
import { NationalityPicker } from '../../ui/nationality-picker/nationality-picker';

export interface NationalityFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  nationalities: readonly Nationality[];
}

export function NationalityField<T extends FieldValues, N extends FieldPath<T>>(props: NationalityFieldProps<T, N>) {
  const { label, description, nationalities, isDisabled } = props;
  const { field, inputRef: ref, errorMessage } = useFormField(props);
  const { name, value, onChange, onBlur } = field;
  return (
    <NationalityPicker
      id={name}
      name={name}
      nationalities={nationalities}
      selectedId={typeof value === 'number' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      ref={ref}
    />
  );
}
