/**
 * The nationality picker of the birth step (spec 000 §2, §7 "GET /nationality/"): the picker (src/ui/picker) over
 * the nationality list, each option with its country's flag and the nationality in the reader's language. Typing
 * filters by the nationality ("Brit", "Britannique") or by its country ("Ireland" finds Irish).
 */
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Nationality } from '../../../domain/reference-response';
import { useCountryNames } from '../country-picker/country-names';
import { Picker, type PickerFieldProps, type PickerOption } from '../picker/picker';
import { useNationalityNames } from './nationality-names';

export interface NationalityPickerProps extends PickerFieldProps {
  nationalities: readonly Nationality[];
}

export function NationalityPicker({ nationalities, ...props }: NationalityPickerProps) {
  const { i18n, t } = useLingui();
  const names = useNationalityNames(i18n.locale);
  const countryNames = useCountryNames(i18n.locale);

  const options = useMemo<PickerOption[]>(
    () =>
      nationalities.map((nationality) => {
        const code = nationality.short_name.toUpperCase();
        // Until the reader's names arrive (and in English) the API's English name stands.
        const shown = names?.[code] ?? nationality.name;
        return { id: nationality.id, code, name: shown, searchNames: [shown, nationality.name, ...(countryNames?.[code] ?? [])] };
      }),
    [nationalities, names, countryNames],
  );

  return <Picker {...props} options={options} emptyText={t`No matching nationalities`} />;
}
