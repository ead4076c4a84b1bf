/**
 * The country picker (spec 000 §2 "Country pickers"): the picker (src/ui/picker) over the countries, each option
 * with the flag and the country's name in the reader's language; typing filters by name (aliases such as "UK"
 * count); the chosen country's flag stays beside the input.
 *
 * `mode="phone"` is the phone-code picker, used only beside a phone number: each option adds '+' and the calling
 * code, the chosen one's '+code' stays beside the input, countries without a calling code are left out and typing
 * digits ("+44", "44") also finds a country by its code. Elsewhere a calling code would only puzzle the reader.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Country } from '../../../domain/reference-response';
import { Picker, type PickerFieldProps, type PickerOption } from '../picker/picker';
import { useCountryNames } from './country-names';

export type CountryPickerMode = 'country' | 'phone';

export interface CountryPickerProps extends PickerFieldProps {
  countries: readonly Country[];
  mode?: CountryPickerMode;
}

/** '+44'; a code stored with its plus or spaces is shown the same way. */
function formatPhoneCode(phoneCode: string): string {
  const trimmed = phoneCode.trim().replace(/^\+/, '');
  return trimmed ? `+${trimmed}` : '';
}

/** Only input that looks like a calling code ("+44", "44", "+1 684") is matched against codes. */
function matchesPhoneCode(option: PickerOption, input: string): boolean {
  if (!/^\s*\+?[\d\s-]+$/.test(input)) return false;
  const digits = input.replace(/\D/g, '');
  return digits !== '' && (option.detail ?? '').replace(/\D/g, '').startsWith(digits);
}

export function CountryPicker({ countries, mode = 'country', ...props }: CountryPickerProps) {
  const { i18n, t } = useLingui();
  const names = useCountryNames(i18n.locale);

  const options = useMemo<PickerOption[]>(
    () =>
      countries
        .filter((country) => mode !== 'phone' || country.countryPhoneCode.trim() !== '')
        .map((country) => {
          const code = country.short_name.toUpperCase();
          // Until the reader's names arrive (and for codes the list lacks) the API's English name stands in.
          const localised = names?.[code] ?? [];
          return {
            id: country.id,
            code,
            name: localised[0] ?? country.name,
            searchNames: [...localised, country.name],
            detail: mode === 'phone' ? formatPhoneCode(country.countryPhoneCode) : undefined,
          };
        }),
    [countries, names, mode],
  );

  return (
    <Picker
      {...props}
      options={options}
      emptyText={t`No matching countries`}
      alsoMatches={mode === 'phone' ? matchesPhoneCode : undefined}
    />
  );
}
