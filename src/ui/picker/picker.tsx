/**
 * The combo box under the country and nationality pickers (spec 000 §2 "Country pickers"): options with a flag and
 * a name in the reader's language, sorted in that language; typing filters by any of an option's names (and by
 * whatever else a picker matches), names that start with the text first (match-rank.ts); the chosen option's flag
 * stays beside the input.
 *
 * Built on React Aria's ComboBox, so it is labelled, keyboard operable (arrows, Enter, Escape) and announces its
 * error through aria-describedby. Validation is the form's: the picker only shows `errorMessage`.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, type Ref, useCallback, useMemo, useState } from 'react';
import { Button, ComboBox, Group, Input, type Key, ListBox, ListBoxItem, Popover, Text, useFilter } from 'react-aria-components';
import { FieldText, fieldClassName } from '../field/field-text';
import { Flag } from '../flag/flag';
import { rankMatches } from './match-rank';
import styles from './picker.module.css';

export interface PickerOption {
  /** The row's id in its list. */
  id: number;
  /** ISO 3166-1 alpha-2, for the flag. */
  code: string;
  /** Shown, and the option's text value. */
  name: string;
  /** Every name that should match what the reader types. */
  searchNames: readonly string[];
  /** Shown after the name, and beside the chosen one's flag, in full: a calling code. */
  detail?: string;
}

/** What a form gives a picker. */
export interface PickerFieldProps {
  /** Id of the chosen row, or null. */
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
  /** The control's id: a form gives the field's name, so its error summary links here. */
  id?: string;
  onBlur?: () => void;
  /** The text input, so a form can focus the first invalid field. */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

export interface PickerProps<O extends PickerOption> extends PickerFieldProps {
  options: readonly O[];
  /** Said when nothing matches, already translated. */
  emptyText: string;
  /** Whether an option matches what the reader typed beyond its names. */
  alsoMatches?: (option: O, input: string) => boolean;
}

export function Picker<O extends PickerOption>({
  options,
  selectedId,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  name,
  id,
  onBlur,
  ref,
  className,
  emptyText,
  alsoMatches,
}: PickerProps<O>) {
  const { i18n, t } = useLingui();
  const locale = i18n.locale;
  const { contains, startsWith } = useFilter({ sensitivity: 'base' });
  const [typed, setTyped] = useState('');

  const sorted = useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return [...options].sort((a, b) => collator.compare(a.name, b.name));
  }, [options, locale]);

  const ranked = useMemo(() => rankMatches(sorted, typed, startsWith), [sorted, typed, startsWith]);

  const byName = useMemo(() => new Map(sorted.map((option) => [option.name, option])), [sorted]);

  const filter = useCallback(
    (textValue: string, inputValue: string) => {
      const option = byName.get(textValue);
      if (!option) return contains(textValue, inputValue);
      if (option.searchNames.some((candidate) => contains(candidate, inputValue))) return true;
      return alsoMatches?.(option, inputValue) ?? false;
    },
    [byName, contains, alsoMatches],
  );

  const selected = sorted.find((option) => option.id === selectedId);

  return (
    <ComboBox
      className={[fieldClassName, styles.field, className].filter(Boolean).join(' ')}
      defaultItems={ranked}
      onInputChange={setTyped}
      value={selectedId ?? null}
      onChange={(key: Key | null) => onChange(key === null ? null : Number(key))}
      defaultFilter={filter}
      allowsEmptyCollection
      isInvalid={Boolean(errorMessage)}
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
            {/* Never cut off: a truncated '+4…' could be any of a dozen countries. */}
            {selected.detail ? <span className={styles.selectedCode}>{selected.detail}</span> : null}
          </span>
        ) : null}
        <Input ref={ref} className={styles.input} />
        <Button className={styles.button} aria-label={t`Show suggestions`}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </Group>
      <Popover className={styles.popover} offset={4}>
        <ListBox<O> className={styles.listbox} renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.name} className={styles.option}>
              <Flag code={option.code} />
              <Text slot="label" className={styles.optionName}>
                {option.name}
              </Text>
              {option.detail === undefined ? null : (
                <Text slot="description" className={styles.optionCode}>
                  {option.detail}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
