/**
 * The driving and firearms licence groups of the identity step (spec 000 §5): a "yes" to the current licence reveals
 * its number, issuing country, state, dates and agency. The state is a list for an Australian licence (and, for a
 * driving licence, for a UK one: the UK regions of §9), free text elsewhere; the list changes with the country
 * picked, and what was chosen for another country is cleared.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { countryCodeOf } from '../../../domain/details/id-groups';
import type { IdInput, IdValues } from '../../../domain/details/id.schema';
import { yearsAfter } from '../../../domain/forms/fields';
import type { Country } from '../../../domain/reference-response';
import { earliestPickableDate } from '../../app/forms/date-bounds';
import { FormCountryField } from '../../app/forms/fields/country-field';
import { FormDateField } from '../../app/forms/fields/date-field';
import { FormSelect } from '../../app/forms/fields/select-field';
import { FormTextField } from '../../app/forms/fields/text-field';
import { FormYesNo } from '../../app/forms/fields/yes-no-field';
import type { IdOptions } from './id-options';
import styles from './id-step.module.css';

const YEARS_AHEAD = 100;

/** The identity form's control: answers in, the values the schema gives out. */
export type IdControl = Control<IdInput, unknown, IdValues>;

export interface LicenceFieldsProps {
  control: IdControl;
  setValue: UseFormSetValue<IdInput>;
  countries: readonly Country[];
  options: IdOptions;
  today: string;
}

type StateName = 'driving_license_issue_state' | 'firearm_license_issue_state';
/** The licence fields whose control depends on the issuing country. */
type CountryBoundName = StateName | 'firearm_license_agency';

/** Clears a field when the country moves it to another list (or from a list to free text). */
function useClearedOnChange(kind: string, name: CountryBoundName, setValue: UseFormSetValue<IdInput>) {
  const shown = useRef(kind);
  useEffect(() => {
    if (shown.current === kind) return;
    shown.current = kind;
    setValue(name, '');
  }, [kind, name, setValue]);
}

interface IssueStateProps extends Pick<LicenceFieldsProps, 'control' | 'setValue' | 'options'> {
  name: StateName;
  country: string | null;
  /** A UK driving licence names its region from the list; other UK licences are free text. */
  ukRegions: boolean;
}

function IssueStateField({ control, setValue, options, name, country, ukRegions }: IssueStateProps) {
  const { t } = useLingui();
  const kind = country === 'AU' ? 'AU' : country === 'GB' && ukRegions ? 'GB' : 'text';
  useClearedOnChange(kind, name, setValue);
  if (kind === 'AU') {
    return (
      <FormSelect
        key={kind}
        control={control}
        name={name}
        label={t`State or territory that issued the licence`}
        options={options.auStates}
      />
    );
  }
  if (kind === 'GB') {
    return (
      <FormSelect
        key={kind}
        control={control}
        name={name}
        label={t`Part of the UK, Channel Islands or Isle of Man that issued the licence`}
        options={options.ukRegions}
      />
    );
  }
  return <FormTextField key={kind} control={control} name={name} label={t`State, province or region that issued the licence (optional)`} />;
}

export function DrivingLicenceFields({ acic, ...props }: LicenceFieldsProps & { acic: boolean }) {
  const { t } = useLingui();
  const { control, countries, options, today } = props;
  const [current, countryId] = useWatch({ control, name: ['is_current_driving_license', 'driving_license_issue_country'] });
  const country = countryCodeOf(countries, countryId);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t`Driving licence`}</legend>
      <FormYesNo control={control} name="is_current_driving_license" label={t`Do you have a current driving licence?`} />
      {current === true ? (
        <>
          <FormTextField
            control={control}
            name="driving_license_number"
            label={t`Licence number`}
            narrow
            spellCheck={false}
            autoComplete="off"
          />
          <FormCountryField
            control={control}
            name="driving_license_issue_country"
            label={t`Country that issued the licence`}
            description={t`Start typing, then choose from the list.`}
            countries={countries}
          />
          <IssueStateField {...props} name="driving_license_issue_state" country={country} ukRegions />
          <FormDateField
            control={control}
            name="driving_license_valid_from"
            label={t`Valid from`}
            description={t`The date the licence was issued or became valid, as shown on it.`}
            min={earliestPickableDate(today)}
            max={today}
          />
          <FormDateField
            control={control}
            name="driving_license_expiry_date"
            label={t`Expiry date`}
            min={earliestPickableDate(today)}
            max={yearsAfter(today, YEARS_AHEAD)}
          />
          {acic && country === 'AU' ? (
            <FormSelect
              control={control}
              name="driving_license_agency"
              label={t`Agency that issued the licence`}
              description={t`Most licences are issued by a state or territory road authority. The armed services issue their own.`}
              options={options.drivingAgencies}
            />
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}

export function FirearmsLicenceFields(props: LicenceFieldsProps) {
  const { t } = useLingui();
  const { control, countries, options, today } = props;
  const [current, countryId] = useWatch({ control, name: ['is_current_firearms_license', 'firearm_license_issue_country'] });
  const country = countryCodeOf(countries, countryId);
  useClearedOnChange(country === 'AU' ? 'AU' : 'text', 'firearm_license_agency', props.setValue);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t`Firearms licence`}</legend>
      <FormYesNo control={control} name="is_current_firearms_license" label={t`Do you have a current firearms licence?`} />
      {current === true ? (
        <>
          <FormTextField
            control={control}
            name="firearm_license_number"
            label={t`Licence number`}
            narrow
            spellCheck={false}
            autoComplete="off"
          />
          <FormCountryField
            control={control}
            name="firearm_license_issue_country"
            label={t`Country that issued the licence`}
            description={t`Start typing, then choose from the list.`}
            countries={countries}
          />
          <IssueStateField {...props} name="firearm_license_issue_state" country={country} ukRegions={false} />
          <FormDateField
            control={control}
            name="firearm_license_valid_from"
            label={t`Valid from`}
            min={earliestPickableDate(today)}
            max={today}
          />
          <FormDateField
            control={control}
            name="firearm_license_expiry_date"
            label={t`Expiry date`}
            min={earliestPickableDate(today)}
            max={yearsAfter(today, YEARS_AHEAD)}
          />
          {country === 'AU' ? (
            <FormSelect
              key="AU"
              control={control}
              name="firearm_license_agency"
              label={t`Agency that issued the licence`}
              options={options.firearmsAgencies}
            />
          ) : (
            <FormTextField
              key="text"
              control={control}
              name="firearm_license_agency"
              label={t`Agency that issued the licence (optional)`}
            />
          )}
        </>
      ) : null}
    </fieldset>
  );
}
