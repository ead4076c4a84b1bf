/**
 * The address history step (spec 000 §2 "Address history", §5): the current address first, then each earlier one
 * in turn, until the history covers the years the request asks for (domain/minimums.ts). With 0 years a 'Skip
 * here' button saves an empty history; with 1 only the current address is asked; with more, Add appears and the note
 * says how far back the addresses must go, and how far they go so far.
 *
 * Each record: its country, an address search where the service covers that country (address-lookup-field.tsx),
 * the address fields (always open to typing), the date the candidate moved in, and the date they moved out as
 * text: derived, never typed (the current address has none, each older one ends when the next began). The rules are
 * domain/details/address.schema.ts; the whole history is saved in one POST .../details/address/ whose body is the
 * array of records, so the API names record i's fields `i.field`, which this form holds at `addresses.i.field`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Control, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { isAddressLookupCountry, type LookedUpAddress } from '../../../domain/address-lookup';
import {
  type AddressHistoryRules,
  countryCodeOf,
  historyCovers,
  historyMustStartBy,
  historyStart,
  lookedUpFields,
  type StateOption,
  stateOptionsFor,
} from '../../../domain/details/address-fields';
import {
  type AddressHistoryInput,
  addressDefaults,
  addressFormSchema,
  addressRules,
  emptyAddressRecord,
  MINIMUM_CRITERIA_COUNT,
} from '../../../domain/details/address.schema';
import { isIsoDate } from '../../../domain/forms/fields';
import { idsOf } from '../../../domain/forms/step-context';
import type { Country, ReferenceResponse } from '../../../domain/reference-response';
import { addressLookupCountriesQueryOptions } from '../../api/address-lookup/get-lookup-countries';
import { toFieldErrors } from '../../api/field-errors';
import type { ApiResult } from '../../api/http';
import { useSaveAddressHistory } from '../../api/oneform/save-details';
import { earliestInLife } from '../../forms/date-bounds';
import { setServerErrors } from '../../forms/form-errors';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import { RepeatableList } from '../../forms/fields/repeatable-list';
import { FormSelect, type SelectOption } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useMessageText } from '../../forms/message-text';
import { useStepContext, useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import { useFormatDate } from '../../app/format-date';
import { useStepNavigation } from '../../step-layout/use-step-navigation';
import { useIsBusy } from '../../app/use-activity';
import { AddressLookupField } from './address-lookup-field';
import { AU_STATE_NAMES, US_STATE_NAMES } from '../../forms/state-names';
import styles from './address-step.module.css';
import { RecordsNote } from './records-note';

/** The address lines' own autocomplete tokens, for the current address only: earlier ones are not the browser's. */
const CURRENT_ADDRESS_AUTOCOMPLETE = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
} as const;

type AddressForm = UseFormReturn<AddressHistoryInput>;

export function AddressStep() {
  const { t } = useLingui();
  const translate = useMessageText();
  const context = useStepContext();
  const rules = addressRules(context.response.reference_request);
  const countryIds = useMemo(() => idsOf(context.countries), [context.countries]);
  const saveAddressHistory = useSaveAddressHistory();
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'address',
    schema: addressFormSchema(context, rules),
    defaultValues: addressDefaults(context.response, countryIds),
    save: saveAddressHistory,
    toBody: (values) => values.addresses,
  });
  const list = useFieldArray({ control: form.control, name: 'addresses' });
  const historyError = form.formState.errors[MINIMUM_CRITERIA_COUNT as keyof AddressHistoryInput]?.message;
  const earliest = earliestInLife(context);
  const lookupCountries = useQuery(addressLookupCountriesQueryOptions()).data ?? [];
  useStateFollowsCountry(form, context.countries);

  const addEarlier = () => {
    const records = form.getValues('addresses');
    list.append(emptyAddressRecord(records.at(-1)?.country ?? null), { shouldFocus: false });
  };

  return (
    <StepFormPage form={page}>
      <HistoryNote form={form} rules={rules} today={context.today} saveEmpty={() => saveAddressHistory([])} />
      <RepeatableList
        name={MINIMUM_CRITERIA_COUNT}
        keys={list.fields.map((field) => field.id)}
        label={t`Your addresses`}
        recordTitle={(index) => (index === 0 ? t`Current address` : t`Previous address ${index}`)}
        addLabel={t`Add a previous address`}
        removeLabel={(index) => (index === 0 ? t`Remove current address` : t`Remove previous address ${index}`)}
        onAdd={addEarlier}
        onRemove={(index) => list.remove(index)}
        canAdd={rules.allowsMore}
        minimumRecords={1}
        errorMessage={historyError ? translate(historyError) : null}
        renderRecord={(index) => (
          <AddressRecordFields
            form={form}
            index={index}
            countries={context.countries}
            lookupCountries={lookupCountries}
            earliest={earliest}
            today={context.today}
          />
        )}
      />
    </StepFormPage>
  );
}

/**
 * A record's state follows its country: a choice from the US or Australian list means nothing in another country,
 * so it is cleared when the candidate picks a country where it is not one of the choices.
 */
function useStateFollowsCountry(form: AddressForm, countries: readonly Country[]) {
  useEffect(() => {
    const listCodes = new Set([...(stateOptionsFor('US') ?? []), ...(stateOptionsFor('AU') ?? [])].map((option) => option.code));
    const subscription = form.watch((values, { name, type }) => {
      const match = name && type === 'change' ? /^addresses\.(\d+)\.country$/.exec(name) : null;
      if (!match) return;
      const path = `addresses.${Number(match[1])}` as const;
      const record = values.addresses?.[Number(match[1])];
      const state = record?.state ?? '';
      if (state === '') return;
      const options = stateOptionsFor(countryCodeOf(countries, record?.country));
      const fits = options ? options.some((option) => option.code === state) : !listCodes.has(state);
      if (!fits) form.setValue(`${path}.state`, '');
    });
    return () => subscription.unsubscribe();
  }, [form, countries]);
}

interface HistoryNoteProps {
  form: AddressForm;
  rules: AddressHistoryRules;
  today: string;
  saveEmpty: () => Promise<ApiResult<ReferenceResponse>>;
}

/** What the request asks (spec 000 §2 "sidebar explanation"), how far the history goes so far, and the skip. */
function HistoryNote({ form, rules, today, saveEmpty }: HistoryNoteProps) {
  const navigation = useStepNavigation('details', 'address');
  const busy = useIsBusy();
  const formatDate = useFormatDate();
  const startBy = formatDate(historyMustStartBy(today, rules.days));
  const years = rules.years;

  const skip = async () => {
    const result = await saveEmpty();
    if (result.ok) return navigation.goAfterSave();
    setServerErrors(form.setError, toFieldErrors(result.error));
  };

  return (
    <RecordsNote>
      {rules.allowsMore ? (
        <>
          <p>
            <Plural
              value={years}
              one="Give every address where you have lived in the last # year, starting with where you live now."
              other="Give every address where you have lived in the last # years, starting with where you live now."
            />{' '}
            <Trans>Then add each earlier address in turn, going back in time.</Trans>
          </p>
          <p>
            <Trans>
              Your addresses need to go back to {startBy} or earlier. If you are not sure of a date, give your best
              estimate: the right month and year are enough.
            </Trans>
          </p>
        </>
      ) : rules.canSkip ? (
        <p>
          <Trans>The checks asked for do not need your address history. Give the address where you live now, or skip this step.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Give the address where you live now.</Trans>
        </p>
      )}
      <p>
        <Trans>
          Write the address lines and the town or city without commas, apostrophes, full stops or hyphens.
        </Trans>
      </p>
      {rules.days > 0 ? <HistoryCoverage form={form} rules={rules} today={today} /> : null}
      {rules.canSkip ? (
        <button type="button" className={styles.skip} onClick={skip} disabled={busy}>
          <Trans>Skip here</Trans>
        </button>
      ) : null}
    </RecordsNote>
  );
}

/**
 * How far back the addresses go so far, once every date is given; the history's error goes as soon as they come to
 * go far enough, without waiting for the next save.
 */
function HistoryCoverage({ form, rules, today }: { form: AddressForm; rules: AddressHistoryRules; today: string }) {
  const records = useWatch({ control: form.control, name: 'addresses' });
  const starts = (records ?? []).map((record) => record?.period_residence_from ?? '');
  const start = historyStart(starts);
  const covered = historyCovers(starts, today, rules);
  const { clearErrors } = form;

  // On the change to far enough only: an error the server gave stays until the candidate changes something.
  useEffect(() => {
    if (covered) clearErrors(MINIMUM_CRITERIA_COUNT as keyof AddressHistoryInput);
  }, [covered, clearErrors]);

  const formatDate = useFormatDate();
  const from = start ? formatDate(start) : '';
  return (
    <p aria-live="polite" className={styles.coverage}>
      {start === null ? null : covered ? (
        <Trans>So far your addresses go back to {from}, which is far enough.</Trans>
      ) : (
        <Trans>So far your addresses go back to {from}. Add the address where you lived before then.</Trans>
      )}
    </p>
  );
}

/**
 * A state list's choices in the reader's language: the US states alphabetically as the reader spells them, the
 * Australian ones in the order the specification gives (the way Australians list them).
 */
function stateChoicesOf(code: string, states: readonly StateOption[], i18n: I18n): SelectOption[] {
  const names = code === 'AU' ? AU_STATE_NAMES : US_STATE_NAMES;
  const choices = states.map((state) => {
    const name = names[state.code];
    return { value: state.code, label: name ? i18n._(name) : state.name };
  });
  if (code !== 'US') return choices;
  const collator = new Intl.Collator(i18n.locale, { sensitivity: 'base' });
  return choices.sort((a, b) => collator.compare(a.label, b.label));
}

/**
 * A first line as the country's post writes it, without the punctuation the lines refuse: the example follows the
 * address's own country, not the request's. A country not listed gives none.
 */
const ADDRESS_LINE_EXAMPLES: Readonly<Record<string, string>> = {
  GB: 'Flat 2 St Johns Road',
  IE: 'Apartment 3 12 St Stephens Green',
  US: '1600 Pennsylvania Avenue NW',
  CA: '24 Sussex Drive',
  AU: 'Unit 4 12 Campbell Parade',
  NZ: '55 Cable Street',
  FR: '55 Rue du Faubourg Saint Honoré',
  ES: 'Calle de Ruiz de Alarcón 23',
  BR: 'Rua Augusta 1500 apto 84',
};

/** The postcode's form in the address's country (domain/details/address-fields.ts), or the 0000 advice elsewhere. */
const POSTCODE_HINTS: Readonly<Record<string, MessageDescriptor>> = {
  US: msg`5 digits, or 5 digits, a hyphen and 4 more, for example 80202-1234.`,
  GB: msg`With a space in the middle, for example SW1A 1AA.`,
  AU: msg`4 digits, for example 2000.`,
  NZ: msg`4 digits, for example 6011.`,
  FR: msg`5 digits, for example 75008.`,
  ES: msg`5 digits, for example 28013.`,
  BR: msg`8 digits, for example 01304-001.`,
  CA: msg`For example K1A 0B1.`,
};
const NO_POSTCODE_HINT = msg`If the address has no postcode, enter 0000.`;

interface RecordProps {
  form: AddressForm;
  index: number;
  countries: readonly Country[];
  lookupCountries: readonly string[];
  /** yyyy-MM-dd: the calendars' first day (the date of birth when it is saved). */
  earliest: string;
  today: string;
}

function AddressRecordFields({ form, index, countries, lookupCountries, earliest, today }: RecordProps) {
  const { t, i18n } = useLingui();
  const control: Control<AddressHistoryInput> = form.control;
  const path = `addresses.${index}` as const;
  const country = useWatch({ control, name: `${path}.country` });
  // The move-in date of the address listed before this one: this one's end, and the latest it may begin.
  const laterStart = useWatch({ control, name: `addresses.${Math.max(index - 1, 0)}.period_residence_from` });
  const code = countryCodeOf(countries, country);
  const states = stateOptionsFor(code);
  const stateChoices = code && states ? stateChoicesOf(code, states, i18n) : [];
  const current = index === 0;
  const auto = (token: string) => (current ? token : 'off');
  const laterDay = !current && typeof laterStart === 'string' && isIsoDate(laterStart) ? laterStart : null;
  const { isSubmitted } = form.formState;
  const { trigger, setValue } = form;

  // Once the candidate has tried to save, an earlier date changing judges this one again at once.
  useEffect(() => {
    if (isSubmitted && !current) void trigger(`${path}.period_residence_from`);
  }, [laterDay, isSubmitted, current, trigger, path]);

  const fill = (address: LookedUpAddress) => {
    const fields = lookedUpFields(address, countries);
    const options = { shouldDirty: true, shouldValidate: isSubmitted };
    if (fields.country !== null) setValue(`${path}.country`, fields.country, options);
    setValue(`${path}.street_address`, fields.street_address, options);
    setValue(`${path}.street_address_cont`, fields.street_address_cont, options);
    setValue(`${path}.city`, fields.city, options);
    setValue(`${path}.state`, fields.state, options);
    setValue(`${path}.postal_code`, fields.postal_code, options);
  };

  const formatDate = useFormatDate();
  const movedOut = laterDay ? formatDate(laterDay) : '';
  const lineExample = code ? ADDRESS_LINE_EXAMPLES[code] : undefined;
  return (
    <>
      <FormCountryField control={control} name={`${path}.country`} countries={countries} label={t`Country`} />
      {code && isAddressLookupCountry(code) && lookupCountries.includes(code) ? (
        <AddressLookupField
          id={`${path}.lookup`}
          country={code}
          onPick={fill}
          label={t`Search for the address`}
          description={
            code === 'US'
              ? t`Type the first line or the ZIP code, then choose the address from the list. Or fill in the fields below yourself.`
              : t`Type the first line or the postcode, then choose the address from the list. Or fill in the fields below yourself.`
          }
        />
      ) : null}
      <FormTextField
        control={control}
        name={`${path}.street_address`}
        label={t`Address line 1`}
        description={lineExample ? t`For example, ${lineExample}.` : undefined}
        autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.line1)}
      />
      <FormTextField
        control={control}
        name={`${path}.street_address_cont`}
        label={t`Address line 2 (optional)`}
        autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.line2)}
      />
      <FormTextField
        control={control}
        name={`${path}.city`}
        label={t`Town or city`}
        autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.city)}
      />
      {states ? (
        <FormSelect
          control={control}
          name={`${path}.state`}
          label={code === 'AU' ? t`State or territory` : t`State`}
          options={stateChoices}
          autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.state)}
        />
      ) : (
        <FormTextField
          control={control}
          name={`${path}.state`}
          label={t`County, state or region (optional)`}
          autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.state)}
        />
      )}
      <FormTextField
        control={control}
        name={`${path}.postal_code`}
        label={code === 'US' ? t`ZIP code` : t`Postcode`}
        description={i18n._((code && POSTCODE_HINTS[code]) || NO_POSTCODE_HINT)}
        autoComplete={auto(CURRENT_ADDRESS_AUTOCOMPLETE.postcode)}
        narrow
        spellCheck={false}
      />
      <FormDateField
        control={control}
        name={`${path}.period_residence_from`}
        label={t`Date you moved in`}
        description={t`If you are not sure of the day, give the 1st of the month.`}
        example="2019-03-01"
        min={earliest}
        max={laterDay && laterDay < today ? laterDay : today}
      />
      <p className={styles.movedOut}>
        {current ? (
          <Trans>You live here now, so there is no date you moved out.</Trans>
        ) : movedOut ? (
          <Trans>Date you moved out: {movedOut}, the day you moved into the address above.</Trans>
        ) : (
          <Trans>Date you moved out: the day you moved into the address above.</Trans>
        )}
      </p>
    </>
  );
}
