/**
 * The country picker (spec 000 §2 "Country pickers"): a combo box whose options show the flag, '+' and the
 * calling code, and the country's name in the reader's language; typing filters by name (aliases such as
 * "UK" count); the chosen country's flag and '+code' stay beside the input.
 *
 * `mode="phone"` is the phone-code picker: countries without a calling code are left out and typing digits
 * ("+44", "44") also finds a country by its code.
 *
 * Built on React Aria's ComboBox, so it is labelled, keyboard operable (arrows, Enter, Escape) and announces
 * its error through aria-describedby. Validation is the form's: the picker only shows `errorMessage`.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, type ReactNode, type Ref } from 'react';
import {
  Button,
  ComboBox,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import type { Country } from '../../../domain/reference-response';
import { Flag } from '../flag/flag';
import { useCountryNames } from './country-names';
import { FieldText, fieldClassName } from '../field/field-text';
import styles from './country-picker.module.css';

export type CountryPickerMode = 'country' | 'phone';

export interface CountryPickerProps {
  countries: readonly Country[];
  /** Id of the chosen row of GET /countries/, or null. */
  selectedId: number | null | undefined;
  onChange: (id: number | null) => void;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Hint under the label (GOV.UK pattern), already translated. */
  description?: ReactNode;
  /** The field's error, already translated; marks the field invalid when set. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Name of the hidden input carrying the chosen id, for native form submission. */
  name?: string;
  /** Id of the text input, so a form's error summary can link to it. */
  id?: string;
  mode?: CountryPickerMode;
  onBlur?: () => void;
  /** The text input, so a form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

interface CountryOption {
  id: number;
  code: string;
  phoneCode: string;
  /** Shown, and the option's text value. */
  name: string;
  /** Every name that should match what the reader types. */
  searchNames: readonly string[];
}

/** '+44'; a code stored with its plus or spaces is shown the same way. */
function formatPhoneCode(phoneCode: string): string {
  const trimmed = phoneCode.trim().replace(/^\+/, '');
  return trimmed ? `+${trimmed}` : '';
}

export function CountryPicker({
  countries,
  selectedId,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  mode = 'country',
  onBlur,
  ref,
  className,
}: CountryPickerProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const names = useCountryNames(locale);
  const { contains } = useFilter({ sensitivity: 'base' });

  const options = useMemo<CountryOption[]>(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return countries
      .filter((country) => mode !== 'phone' || country.countryPhoneCode.trim() !== '')
      .map((country) => {
        const code = country.short_name.toUpperCase();
        // Until the reader's names arrive (and for codes the list lacks) the API's English name stands in.
        const localised = names?.[code] ?? [];
        const shown = localised[0] ?? country.name;
        return {
          id: country.id,
          code,
          phoneCode: formatPhoneCode(country.countryPhoneCode),
          name: shown,
          searchNames: [...localised, country.name],
        };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [countries, names, locale, mode]);

  const byName = useMemo(() => new Map(options.map((option) => [option.name, option])), [options]);

  const filter = useCallback(
    (textValue: string, inputValue: string) => {
      const option = byName.get(textValue);
      if (!option) return contains(textValue, inputValue);
      if (option.searchNames.some((candidate) => contains(candidate, inputValue))) return true;
      if (mode !== 'phone') return false;
      // Only input that looks like a calling code ("+44", "44", "+1 684") is matched against codes.
      if (!/^\s*\+?[\d\s-]+$/.test(inputValue)) return false;
      const digits = inputValue.replace(/\D/g, '');
      return digits !== '' && option.phoneCode.replace(/\D/g, '').startsWith(digits);
    },
    [byName, contains, mode],
  );

  const selected = options.find((option) => option.id === selectedId);
  const isInvalid = Boolean(errorMessage);

  return (
    <ComboBox
      className={[fieldClassName, styles.field, className].filter(Boolean).join(' ')}
      defaultItems={options}
      value={selectedId ?? null}
      onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
      defaultFilter={filter}
      allowsEmptyCollection
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      id={id}
      onBlur={onBlur}
    >
      <FieldText label={label} description={description} errorMessage={errorMessage} />
      {/* A Group, so the list opens under and as wide as the whole control, flag and button included. */}
      <Group className={styles.control}>
        {selected ? (
          <span className={styles.selected}>
            <Flag code={selected.code} />
            {selected.phoneCode ? (
              // Spec 000 §9: the code label is at most 20 px wide and truncates; the full code is its title.
              <span className={styles.selectedCode} title={selected.phoneCode}>
                {selected.phoneCode}
              </span>
            ) : null}
          </span>
        ) : null}
        <Input ref={ref} className={styles.input} />
        <Button className={styles.button}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </Group>
      <Popover className={styles.popover} offset={4}>
        <ListBox<CountryOption>
          className={styles.listbox}
          renderEmptyState={() => <p className={styles.empty}>{t`No matching countries`}</p>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              <Flag code={option.code} />
              <Text slot="description" className={styles.optionCode}>
                {option.phoneCode}
              </Text>
              <Text slot="label" className={styles.optionName}>
                {option.name}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
