/**
 * What the passport and the licences of the identity step ask alike, in page order: the document's number, the
 * country that issued it, when it was issued or became valid, and when it expires (spec 000 §5). A licence's state or
 * region comes between the country and the dates.
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Control, FieldPath } from 'react-hook-form';
import type { IdInput, IdValues } from '../../../domain/details/id.schema';
import { yearsAfter } from '../../../domain/calendar';
import { EXPIRY_YEARS_AHEAD } from '../../../domain/limits';
import type { Country } from '../../../domain/reference-response';
import { earliestPickableDate } from '../../forms/date-bounds';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import { FormTextField } from '../../forms/fields/text-field';

/** The identity form's control: answers in, the values the schema gives out. */
export type IdControl = Control<IdInput, unknown, IdValues>;

interface DocumentField {
  name: FieldPath<IdInput>;
  label: string;
}

export interface DocumentFieldsProps {
  control: IdControl;
  countries: readonly Country[];
  today: string;
  number: DocumentField;
  issuingCountry: DocumentField;
  /** The date of issue, or the date it became valid. */
  validFrom: DocumentField & { description?: string; example?: string };
  expiry: FieldPath<IdInput>;
  /** Fields between the issuing country and the dates. */
  children?: ReactNode;
}

export function DocumentFields({ control, countries, today, number, issuingCountry, validFrom, expiry, children }: DocumentFieldsProps) {
  const { t } = useLingui();
  const earliest = earliestPickableDate(today);
  return (
    <>
      <FormTextField control={control} {...number} narrow spellCheck={false} autoComplete="off" />
      <FormCountryField
        control={control}
        {...issuingCountry}
        description={t`Start typing, then choose from the list.`}
        countries={countries}
      />
      {children}
      <FormDateField control={control} {...validFrom} min={earliest} max={today} />
      <FormDateField
        control={control}
        name={expiry}
        label={t`Expiry date`}
        min={earliest}
        max={yearsAfter(today, EXPIRY_YEARS_AHEAD)}
      />
    </>
  );
}
