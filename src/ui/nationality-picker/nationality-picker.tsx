/**
 * The nationality picker of the birth step (spec 000 §2, §7 "GET /nationality/"): a combo box over the
 * nationality list, each option with its country's flag and the nationality in the reader's language. Typing
 * filters by the nationality ("Brit", "Britannique") or by its country ("Ireland" finds Irish). Built like the
 * country picker (src/ui/country-picker) on React Aria's ComboBox: labelled, keyboard operable, its error tied to
 * the input. Validation is the form's: the picker only shows `errorMessage`.
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
import type { Nationality } from '../../../domain/reference-response';
import { useCountryNames } from '../country-picker/country-names';
import { FieldText, fieldClassName } from '../field/field-text';
import { Flag } from '../flag/flag';
// One look for both pickers.
import styles from '../country-picker/country-picker.module.css';
import { useNationalityNames } from './nationality-names';

export interface NationalityPickerProps {
  nationalities: readonly Nationality[];
  /** Id of the chosen row of GET /nationality/, or null. */
  selectedId: number | null | undefined;
  onChange: (id: number | null) => void;
  /** Visible label, already translated. */
  label: ReactNode;
  /** Hint under the label, already translated. */
  description?: ReactNode;
  /** The field's error, already translated; marks the field invalid when set. */
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The control's id: a form gives the field's name, so its error summary links here. */
  id?: string;
  /** Name of the hidden input carrying the chosen id, for native form submission. */
  name?: string;
  onBlur?: () => void;
  /** The text input, so a form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

interface NationalityOption {
  id: number;
  code: string;
  /** Shown, and the option's text value. */
  name: string;
  /** Every name that should match what the reader types. */
  searchNames: readonly string[];
}

export function NationalityPicker({
  nationalities,
  selectedId,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  id,
  name,
  onBlur,
  ref,
  className,
}: NationalityPickerProps) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const names = useNationalityNames(locale);
  const countryNames = useCountryNames(locale);
  const { contains } = useFilter({ sensitivity: 'base' });

  const options = useMemo<NationalityOption[]>(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return nationalities
      .map((nationality) => {
        const code = nationality.short_name.toUpperCase();
        // Until the reader's names arrive (and in English and Portuguese) the API's English name stands.
        const shown = names?.[code] ?? nationality.name;
        return {
          id: nationality.id,
          code,
          name: shown,
          searchNames: [shown, nationality.name, ...(countryNames?.[code] ?? [])],
        };
      })
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [nationalities, names, countryNames, locale]);

  const byName = useMemo(() => new Map(options.map((option) => [option.name, option])), [options]);

  const filter = useCallback(
    (textValue: string, inputValue: string) => {
      const option = byName.get(textValue);
      if (!option) return contains(textValue, inputValue);
      return option.searchNames.some((candidate) => contains(candidate, inputValue));
    },
    [byName, contains],
  );

  const selected = options.find((option) => option.id === selectedId);

  return (
    <ComboBox
      id={id}
      className={[fieldClassName, styles.field, className].filter(Boolean).join(' ')}
      defaultItems={options}
      value={selectedId ?? null}
      onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
      defaultFilter={filter}
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      name={name}
      onBlur={onBlur}
    >
      <FieldText label={label} description={description} errorMessage={errorMessage} />
      <Group className={styles.control}>
        {selected ? <Flag code={selected.code} /> : null}
        <Input ref={ref} className={styles.input} />
        <Button className={styles.button}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </Group>
      <Popover className={styles.popover} offset={4}>
        <ListBox<NationalityOption>
          className={styles.listbox}
          renderEmptyState={() => <p className={styles.empty}>{t`No matching nationalities`}</p>}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              <Flag code={option.code} />
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
