/**
 * A date bound to the form as yyyy-MM-dd (ARCHITECTURE.md "Dates of birth and other remembered dates are easy to
 * type"): React Aria's DatePicker, typed segment by segment in the reader's order (dd/mm/yyyy in en-GB, fr-FR,
 * es-ES and pt-BR, mm/dd/yyyy in en-US: docs/decisions/0010), with a calendar whose month and year lists jump straight to a date decades back. `min` and
 * `max` bound the calendar only: whether a date is allowed is the schema's rule, shown as the field's error.
 */
import { type CalendarDate, getLocalTimeZone, parseDate, today } from '@internationalized/date';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useContext, useMemo } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { writtenDay } from '../../../domain/calendar';
import { isIsoDate } from '../../../domain/forms/fields';
import { dateOrderOf } from '../../../domain/locales';
import { useDateLocale } from '../../ui/date-locale/date-locale';
import { FieldText, fieldClassName } from '../../ui/field/field-text';
import styles from './fields.module.css';
import { type FormFieldProps, useFormField } from './use-form-field';

export interface FormDateFieldProps<T extends FieldValues, N extends FieldPath<T>> extends FormFieldProps<T, N> {
  label: ReactNode;
  description?: ReactNode;
  /** yyyy-MM-dd: the calendar's first and last selectable days and the ends of its year list. */
  min: string;
  max: string;
  /** yyyy-MM-dd: a day shown under the label in the reader's order, so the order to type is never a guess. */
  example?: string;
  autoComplete?: string;
}

const toCalendarDate = (value: unknown): CalendarDate | null =>
  typeof value === 'string' && isIsoDate(value) ? parseDate(value) : null;

export function FormDateField<T extends FieldValues, N extends FieldPath<T>>(props: FormDateFieldProps<T, N>) {
  const { t } = useLingui();
  const { label, description, min, max, example } = props;
  const { field, errorMessage, ariaProps } = useFormField(props);
  const locale = useDateLocale();
  const exampleDay = example ? writtenDay(example, dateOrderOf(locale)) : null;
  const exampleText = exampleDay ? t`For example, ${exampleDay}.` : null;
  const hint = description && exampleText ? <>{description} {exampleText}</> : (description ?? exampleText);
  // React Aria resets what is typed when the value changes identity: keep one object per date.
  const value = useMemo(() => toCalendarDate(field.value), [field.value]);
  const minValue = useMemo(() => parseDate(min), [min]);
  const maxValue = useMemo(() => parseDate(max), [max]);
  // An empty calendar opens on today when today is allowed (an expiry date), else on the nearest allowed day.
  const opensOn = useMemo(() => {
    const now = today(getLocalTimeZone());
    return now.compare(maxValue) > 0 ? maxValue : now.compare(minValue) < 0 ? minValue : now;
  }, [minValue, maxValue]);
  return (
    <I18nProvider locale={locale}>
      <DatePicker
        {...ariaProps}
        className={fieldClassName}
        value={value}
        onChange={(date) => field.onChange(date ? date.toString() : '')}
        granularity="day"
        placeholderValue={opensOn}
      >
        <FieldText label={label} description={hint} errorMessage={errorMessage} />
        <Group className={styles.dateGroup}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.iconButton} aria-label={t`Choose a date from a calendar`}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="24" height="24">
              <path
                d="M7 2v2H4v18h16V4h-3V2h-2v2H9V2H7zm-1 8h12v10H6V10z"
                fill="currentColor"
              />
            </svg>
          </Button>
        </Group>
        <Popover className={styles.popover}>
          <Dialog aria-label={t`Calendar`}>
            <Calendar className={styles.calendar} minValue={minValue} maxValue={maxValue}>
              <MonthAndYear locale={locale} min={minValue} max={maxValue} />
              <CalendarGrid className={styles.calendarGrid}>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

/** The calendar's month and year lists: a date of birth is decades back, too far to page to month by month. */
function MonthAndYear({ locale, min, max }: { locale: string; min: CalendarDate; max: CalendarDate }) {
  const { t } = useLingui();
  const state = useContext(CalendarStateContext);
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [locale]);
  if (!state) return null;
  const focused = state.focusedDate;
  const years = Array.from({ length: max.year - min.year + 1 }, (_, index) => max.year - index);
  const move = (year: number, month: number) => {
    const wanted = focused.set({ year, month });
    state.setFocusedDate(wanted.compare(min) < 0 ? min : wanted.compare(max) > 0 ? max : wanted);
  };
  return (
    <div className={styles.calendarHeader}>
      <Button slot="previous" className={styles.iconButton} aria-label={t`Previous month`}>
        ‹
      </Button>
      <select
        aria-label={t`Month`}
        value={focused.month}
        onChange={(event) => move(focused.year, Number(event.target.value))}
      >
        {monthNames.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
      <select aria-label={t`Year`} value={focused.year} onChange={(event) => move(Number(event.target.value), focused.month)}>
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
      <Button slot="next" className={styles.iconButton} aria-label={t`Next month`}>
        ›
      </Button>
    </div>
  );
}
