/**
 * The calling code of an institution's phone (the education step): the country picker in phone mode bound to the
 * code itself ("44"), as the phone step's field is, for a record inside a list. The country shown for a code that
 * several countries share is the one just picked, else the institution's country (phone-code-country.ts).
 */
import { type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Country } from '../../../domain/reference-response';
import { type FormFieldProps, useFormField } from '../../app/forms/fields/use-form-field';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { phoneCodeCountryId } from './phone-code-country';

export interface InstitutionPhoneCodeFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  countries: readonly Country[];
  preferredCountryId: number | null;
  label: ReactNode;
  description?: ReactNode;
}

export function InstitutionPhoneCodeField<T extends FieldValues, N extends FieldPath<T>>(
  props: InstitutionPhoneCodeFieldProps<T, N>,
) {
  const { countries, preferredCountryId, label, description } = props;
  const { field, inputRef, errorMessage } = useFormField(props);
  const { name, value, onChange, onBlur } = field;
  const [picked, setPicked] = useState<number | null>(null);
  const code = typeof value === 'string' ? value : '';
  const selectedId = phoneCodeCountryId(countries, code, { picked, preferred: preferredCountryId });

  const pick = (id: number | null) => {
    setPicked(id);
    onChange(countries.find((country) => country.id === id)?.countryPhoneCode ?? '');
  };

  return (
    <CountryPicker
      id={name}
      mode="phone"
      countries={countries}
      selectedId={selectedId}
      onChange={pick}
      onBlur={onBlur}
      label={label}
      description={description}
      errorMessage={errorMessage}
      ref={inputRef}
    />
  );
}
