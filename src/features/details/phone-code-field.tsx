/**
 * The calling code of the phone step: the country picker in phone mode (spec 000 §2 "Country pickers"), bound to
 * the code itself ("44"), which is what the step saves. The picker needs a country; phone-code-country.ts says
 * which one stands for a code that several countries share.
 */
import { type ReactNode, useState } from 'react';
import type { Control } from 'react-hook-form';
import type { PhoneInput } from '../../../domain/details/phone.schema';
import type { Country } from '../../../domain/reference-response';
import { useFormField } from '../../app/forms/fields/use-form-field';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { phoneCodeCountryId } from './phone-code-country';

export interface PhoneCodeFieldProps {
  control: Control<PhoneInput>;
  countries: readonly Country[];
  /** The request's country, shown for its code when the candidate has not picked another that shares it. */
  preferredCountryId: number | null;
  label: ReactNode;
  description?: ReactNode;
}

export function PhoneCodeField({ control, countries, preferredCountryId, label, description }: PhoneCodeFieldProps) {
  const { field, inputRef: ref, errorMessage } = useFormField({ control, name: 'phone_code' });
  const { name, value, onChange, onBlur } = field;
  const [picked, setPicked] = useState<number | null>(null);
  const selectedId = phoneCodeCountryId(countries, value, { picked, preferred: preferredCountryId });

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
      ref={ref}
    />
  );
}
