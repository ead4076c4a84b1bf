/**
 * The fields of one directorship line (spec 001 §3, §5), in page order: the error summary lists errors in the
 * schema's order, which is this one. The end date appears after "no, no longer a director"; each day list is
 * disabled until its year and month are chosen, and offers the days of that month.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import {
  type DatePart,
  daysInMonth,
  DIRECTORSHIP_NOTES_MAX,
  DIRECTORSHIP_TYPES,
  type DirectorshipInput,
  endYears,
  partValue,
  startYears,
} from '../../../domain/directorships/directorship.schema';
import type { StepContext } from '../../../domain/forms/step-context';
import { DATE_LOCALE_BY_LANGUAGE, languageOrDefault } from '../../../domain/locales';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormSelect, type SelectOption } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { DIRECTORSHIP_TYPE_LABELS, optionsOf } from '../../forms/option-labels';
import { TextArea } from '../../ui/text-area/text-area';
import groups from '../../forms/field-group.module.css';
import styles from './directorships.module.css';

type PartName = 'start_year' | 'start_month' | 'start_day' | 'end_year' | 'end_month' | 'end_day';

const numberOptions = (values: readonly number[]): SelectOption[] => values.map((value) => ({ value: String(value), label: String(value) }));

/** The twelve months by name in the reader's language, valued 1 to 12. */
function useMonthOptions(): SelectOption[] {
  const { i18n } = useLingui();
  const locale = DATE_LOCALE_BY_LANGUAGE[languageOrDefault(i18n.locale)];
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: format.format(new Date(Date.UTC(2000, index, 1))) }));
  }, [locale]);
}

interface DatePartsProps {
  control: Control<DirectorshipInput>;
  names: { year: PartName; month: PartName; day: PartName };
  labels: { year: string; month: string; day: string };
  years: readonly number[];
  /** The year and month chosen, or null: the day list waits for both. */
  year: number | null;
  month: number | null;
}

/**
 * Empties a part whose list no longer offers what was chosen: an end year before a start year chosen later, or the
 * 31st once the month becomes a shorter one. The candidate sees the part to choose again rather than a refusal on Save.
 */
function useClearedWhenGone(control: Control<DirectorshipInput>, name: PartName, options: readonly SelectOption[]) {
  const { field } = useController({ control, name });
  const { onChange, value } = field;
  const offered = value === '' || value === null || options.some((option) => option.value === String(value));
  useEffect(() => {
    if (!offered) onChange('');
  }, [offered, onChange]);
}

function DateParts({ control, names, labels, years, year, month }: DatePartsProps) {
  const months = useMonthOptions();
  const yearOptions = numberOptions(years);
  const days = year !== null && month !== null ? numberOptions(Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1)) : [];
  useClearedWhenGone(control, names.year, yearOptions);
  useClearedWhenGone(control, names.day, days);
  return (
    <div className={styles.dateParts}>
      <FormSelect control={control} name={names.year} label={labels.year} options={yearOptions} />
      <FormSelect control={control} name={names.month} label={labels.month} options={months} />
      <FormSelect control={control} name={names.day} label={labels.day} options={days} isDisabled={days.length === 0} />
    </div>
  );
}

function NotesField({ control }: { control: Control<DirectorshipInput> }) {
  const { field, inputRef, errorMessage } = useFormField({ control, name: 'notes' });
  return (
    <TextArea
      ref={inputRef}
      name={field.name}
      label={<Trans>Notes (optional)</Trans>}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={errorMessage}
      maxLength={DIRECTORSHIP_NOTES_MAX}
      rows={4}
    />
  );
}

/** A chosen part as a number, or null (not chosen, or not a number). */
const chosenPart = (value: DatePart | undefined) => {
  const part = partValue(value);
  return part === null || Number.isNaN(part) ? null : part;
};

export function DirectorshipFields({ control, context }: { control: Control<DirectorshipInput>; context: StepContext }) {
  const { i18n, t } = useLingui();
  const [startYearText, startMonthText, isDirector, endYearText, endMonthText] = useWatch({
    control,
    name: ['start_year', 'start_month', 'is_director', 'end_year', 'end_month'],
  });
  const startYear = chosenPart(startYearText);
  const startMonth = chosenPart(startMonthText);

  return (
    <>
      <fieldset className={groups.group}>
        <legend className={groups.title}>
          <Trans>Organisation</Trans>
        </legend>
        <FormTextField control={control} name="organisation_name" autoComplete="organization" label={t`Organisation name`} />
        <FormTextField
          control={control}
          name="organisation_registration_number"
          narrow
          spellCheck={false}
          label={t`Company registration number (optional)`}
        />
        <FormTextField control={control} name="organisation_address_1" label={t`Address line 1`} />
        <FormTextField control={control} name="organisation_address_2" label={t`Address line 2 (optional)`} />
        <FormTextField control={control} name="city" label={t`Town or city`} />
        <FormTextField control={control} name="postal_code" narrow spellCheck={false} label={t`Postal code`} />
        <FormCountryField control={control} name="country" countries={context.countries} label={t`Country`} />
      </fieldset>

      <fieldset className={groups.group}>
        <legend className={groups.title}>
          <Trans>Your directorship</Trans>
        </legend>
        <FormTextField control={control} name="directorship_title" label={t`Title`} description={t`For example, Finance Director.`} />
        <FormRadioGroup
          control={control}
          name="directorship_type"
          label={t`Type of directorship`}
          options={optionsOf(i18n, DIRECTORSHIP_TYPES, DIRECTORSHIP_TYPE_LABELS)}
        />
        <DateParts
          control={control}
          names={{ year: 'start_year', month: 'start_month', day: 'start_day' }}
          labels={{ year: t`Start year`, month: t`Start month`, day: t`Start day` }}
          years={startYears(context.today)}
          year={startYear}
          month={startMonth}
        />
        <FormYesNo control={control} name="is_director" label={t`Are you still a director of this organisation?`} />
        {isDirector === false ? (
          <DateParts
            control={control}
            names={{ year: 'end_year', month: 'end_month', day: 'end_day' }}
            labels={{ year: t`End year`, month: t`End month`, day: t`End day (optional)` }}
            years={endYears(context.today, startYear)}
            year={chosenPart(endYearText)}
            month={chosenPart(endMonthText)}
          />
        ) : null}
        <NotesField control={control} />
      </fieldset>
    </>
  );
}
