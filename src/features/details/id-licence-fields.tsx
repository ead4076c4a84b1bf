/**
 * A licence group of the identity step, driving or firearms (spec 000 §5): a "yes" to the current licence reveals
 * its number, issuing country, state, dates and agency. Which state list and which agency question the issuing
 * country brings is domain/details/id-lists.ts (licenceRules), the schema's rule too; the control changes with the
 * country picked, and what was chosen from another list is cleared.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { countryCodeOf } from '../../../domain/details/id-groups';
import { type LicenceKind, type LicenceRules, licenceRules } from '../../../domain/details/id-lists';
import type { IdInput } from '../../../domain/details/id.schema';
import type { Country } from '../../../domain/reference-response';
import { FormSelect } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { DocumentFields, type IdControl } from './id-document-fields';
import type { IdOptions } from './id-options';
import styles from './id-step.module.css';

export interface LicenceFieldsProps {
  kind: LicenceKind;
  control: IdControl;
  setValue: UseFormSetValue<IdInput>;
  countries: readonly Country[];
  options: IdOptions;
  today: string;
  /** An intelligence-commission (ACIC) check, which records who issued an Australian driving licence. */
  acic: boolean;
  /** A request run in the United States, whose candidates hold a driver’s license. */
  american: boolean;
}

/** The API names a licence's fields `driving_license_…` and `firearm_license_…`, its question apart. */
const FIELD_PREFIX = { driving: 'driving_license', firearms: 'firearm_license' } as const;
const CURRENT_FIELD = { driving: 'is_current_driving_license', firearms: 'is_current_firearms_license' } as const;
type LicenceField = 'number' | 'issue_country' | 'issue_state' | 'valid_from' | 'expiry_date' | 'agency';
const fieldOf = <F extends LicenceField>(kind: LicenceKind, field: F) => `${FIELD_PREFIX[kind]}_${field}` as const;

/** The fields whose control depends on the issuing country. */
type CountryBoundField = `${(typeof FIELD_PREFIX)[LicenceKind]}_${'issue_state' | 'agency'}`;

/** Clears a field when the issuing country moves it to another list (or from a list to free text). */
function useClearedOnChange(control: string, name: CountryBoundField, setValue: UseFormSetValue<IdInput>) {
  const shown = useRef(control);
  useEffect(() => {
    if (shown.current === control) return;
    shown.current = control;
    setValue(name, '');
  }, [control, name, setValue]);
}

type CountryBoundProps = Pick<LicenceFieldsProps, 'kind' | 'control' | 'setValue' | 'options'>;

function IssueStateField({
  kind,
  control,
  setValue,
  options,
  list,
  american,
}: CountryBoundProps & { list: LicenceRules['issueStates']; american: boolean }) {
  const { t } = useLingui();
  const name = fieldOf(kind, 'issue_state');
  useClearedOnChange(list ?? 'text', name, setValue);
  if (list === null) {
    const label = american
      ? t`State, province or region that issued the license (optional)`
      : t`State, province or region that issued the licence (optional)`;
    return <FormTextField key="text" control={control} name={name} label={label} />;
  }
  const labels = {
    au_states: t`State or territory that issued the licence`,
    uk_regions: t`Part of the UK, Channel Islands or Isle of Man that issued the licence`,
  };
  return <FormSelect key={list} control={control} name={name} label={labels[list]} options={options.issueStates[list]} />;
}

function AgencyField({ kind, control, setValue, options, asked }: CountryBoundProps & { asked: 'list' | 'text' }) {
  const { t } = useLingui();
  const name = fieldOf(kind, 'agency');
  useClearedOnChange(asked, name, setValue);
  if (asked === 'text') {
    return <FormTextField key="text" control={control} name={name} label={t`Agency that issued the licence (optional)`} />;
  }
  return (
    <FormSelect
      key="list"
      control={control}
      name={name}
      label={t`Agency that issued the licence`}
      description={
        kind === 'driving'
          ? t`Most licences are issued by a state or territory road authority. The armed services issue their own.`
          : undefined
      }
      options={options.agencies[kind]}
    />
  );
}

/** The group's words, in American English for a US request (a driver’s license) and British English otherwise. */
function useLicenceWords(kind: LicenceKind, american: boolean) {
  const { t } = useLingui();
  const driving = kind === 'driving';
  if (american) {
    return {
      legend: driving ? t`Driver’s license` : t`Firearms license`,
      question: driving ? t`Do you have a current driver’s license?` : t`Do you have a current firearms license?`,
      number: t`License number`,
      issuingCountry: t`Country that issued the license`,
      validFrom: driving ? t`The date the license was issued or became valid, as shown on it.` : undefined,
    };
  }
  return {
    legend: driving ? t`Driving licence` : t`Firearms licence`,
    question: driving ? t`Do you have a current driving licence?` : t`Do you have a current firearms licence?`,
    number: t`Licence number`,
    issuingCountry: t`Country that issued the licence`,
    validFrom: driving ? t`The date the licence was issued or became valid, as shown on it.` : undefined,
  };
}

export function LicenceFields(props: LicenceFieldsProps) {
  const { t } = useLingui();
  const { kind, control, countries, today, acic, american } = props;
  const [current, countryId] = useWatch({ control, name: [CURRENT_FIELD[kind], fieldOf(kind, 'issue_country')] });
  const rules = licenceRules(kind, countryCodeOf(countries, countryId), acic);
  const words = useLicenceWords(kind, american);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{words.legend}</legend>
      <FormYesNo control={control} name={CURRENT_FIELD[kind]} label={words.question} />
      {current === true ? (
        <>
          <DocumentFields
            control={control}
            countries={countries}
            today={today}
            number={{ name: fieldOf(kind, 'number'), label: words.number }}
            issuingCountry={{ name: fieldOf(kind, 'issue_country'), label: words.issuingCountry }}
            validFrom={{ name: fieldOf(kind, 'valid_from'), label: t`Valid from`, description: words.validFrom }}
            expiry={fieldOf(kind, 'expiry_date')}
          >
            <IssueStateField {...props} list={rules.issueStates} />
          </DocumentFields>
          {rules.agency ? <AgencyField {...props} asked={rules.agency} /> : null}
        </>
      ) : null}
    </fieldset>
  );
}
