/** The country picker (src/ui/country-picker) bound to a country id of the form. */
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Country } from '../../../domain/reference-response';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormCountryFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  countries: readonly Country[];
}

export function FormCountryField<T extends FieldValues, N extends FieldPath<T>>(props: FormCountryFieldProps<T, N>) {
  const { label, description, countries, isDisabled } = props;
  const { field, inputRef, errorMessage } = useFormField(props);
  return (
    <CountryPicker
      id={field.name}
      name={field.name}
      countries={countries}
      selectedId={typeof field.value === 'number' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      description={description}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      ref={inputRef}
    />
  );
}
