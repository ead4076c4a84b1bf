/**
 * A calling code bound to the form (the phone step's, an institution's on the education step): the country picker
 * in phone mode (spec 000 §2 "Country pickers"), bound to the code itself ("44"), which is what the step saves. The
 * picker needs a country; phone-code-country.ts says which one stands for a code that several countries share: the
 * one just picked, else the preferred one (the request's country, the institution's).
 */
import { type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { Country } from '../../../domain/reference-response';
import { type FormFieldProps, useFormField } from './use-form-field';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { phoneCodeCountryId } from './phone-code-country';

export interface PhoneCodeFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  countries: readonly Country[];
  /** Shown for its code when the candidate has not picked another country that shares it. */
  preferredCountryId: number | null;
  label: ReactNode;
  description?: ReactNode;
}

export function PhoneCodeField<T extends FieldValues, N extends FieldPath<T>>(props: PhoneCodeFieldProps<T, N>) {
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
