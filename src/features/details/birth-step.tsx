/**
 * The birth step (spec 000 §2 "Birth"): the date of birth always; the country of birth outside the United States;
 * the town, the state and the nationalities when the request's checks ask for them (domain/details/birth-fields.ts).
 * A yes to a nationality question reveals its nationality right under it. The rules are
 * domain/details/birth.schema.ts, the same the API applies.
 */
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { birthFields } from '../../../domain/details/birth-fields';
import { type BirthValues, birthDefaults, birthSchema } from '../../../domain/details/birth.schema';
import type { Nationality } from '../../../domain/reference-response';
import { nationalitiesQueryOptions } from '../../api/nationalities/get-nationalities';
import { useReferenceResponse } from '../../api/candidate-data';
import { useSaveDetails } from '../../api/oneform/save-details';
import { earliestPickableDate } from '../../forms/date-bounds';
import { FormCountryField } from '../../forms/fields/country-field';
import { FormDateField } from '../../forms/fields/date-field';
import { FormTextField } from '../../forms/fields/text-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { useStepContext, useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import { NationalityField } from './nationality-field';

const NO_NATIONALITIES: readonly Nationality[] = [];

export function BirthStep() {
  const asked = birthFields(useReferenceResponse().reference_request);
  // GET /nationality/ only when the step asks a nationality (not in the United States).
  return asked.nationalities ? <BirthStepWithNationalities /> : <BirthForm nationalities={NO_NATIONALITIES} />;
}

function BirthStepWithNationalities() {
  const { data } = useSuspenseQuery(nationalitiesQueryOptions());
  return <BirthForm nationalities={data} />;
}

const nameIn = (rows: readonly { id: number; name: string }[], id: number | null) =>
  id === null ? null : (rows.find((row) => row.id === id)?.name ?? null);

function BirthForm({ nationalities }: { nationalities: readonly Nationality[] }) {
  const { t } = useLingui();
  const context = useStepContext(nationalities);
  const asked = birthFields(context.response.reference_request);
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'birth',
    schema: birthSchema(context),
    defaultValues: birthDefaults(context.response.candidate_details[0]),
    save: useSaveDetails('birth'),
    // Spec 000 §7 sends each picked row's name beside its id.
    toBody: (values: BirthValues) => ({
      ...values,
      country_of_birth_name: nameIn(context.countries, values.country_of_birth),
      nationality_at_birth_name: nameIn(nationalities, values.nationality_at_birth),
      new_nationality_name: nameIn(nationalities, values.new_nationality),
      second_nationality_name: nameIn(nationalities, values.second_nationality),
    }),
  });

  return (
    <StepFormPage form={page}>
      <FormDateField
        control={form.control}
        name="date_of_birth"
        label={t`Date of birth`}
        example="1990-03-27"
        min={earliestPickableDate(context.today)}
        max={context.today}
      />
      {asked.country_of_birth ? (
        <FormCountryField
          control={form.control}
          name="country_of_birth"
          label={t`Country of birth`}
          description={t`Start typing, then choose from the list.`}
          countries={context.countries}
        />
      ) : null}
      {asked.town_of_birth ? (
        <FormTextField
          control={form.control}
          name="town_of_birth"
          label={t`Town or city of birth`}
          description={t`As written on your passport or birth certificate.`}
        />
      ) : null}
      {asked.state_of_birth ? (
        <FormTextField
          control={form.control}
          name="state_of_birth"
          label={t`State or territory of birth`}
          description={t`For example, Victoria. Write it in full.`}
        />
      ) : null}
      {asked.nationalities ? (
        <>
          <NationalityField
            control={form.control}
            name="nationality_at_birth"
            label={t`Nationality at birth`}
            description={t`The nationality you had when you were born.`}
            nationalities={nationalities}
          />
          <NationalityQuestion
            control={form.control}
            question={{ name: 'is_nationality_changed_since_birth', label: t`Has your nationality changed since birth?` }}
            nationality={{ name: 'new_nationality', label: t`Your nationality now` }}
            nationalities={nationalities}
          />
          <NationalityQuestion
            control={form.control}
            question={{ name: 'holds_dual_nationality', label: t`Do you hold a second nationality?` }}
            nationality={{ name: 'second_nationality', label: t`Your second nationality` }}
            nationalities={nationalities}
          />
        </>
      ) : null}
    </StepFormPage>
  );
}

interface NationalityQuestionProps<T extends FieldValues> {
  control: Control<T>;
  question: { name: FieldPath<T>; label: string };
  nationality: { name: FieldPath<T>; label: string };
  nationalities: readonly Nationality[];
}

/** A yes or no about the candidate's nationalities, whose yes asks which nationality. */
function NationalityQuestion<T extends FieldValues>({ control, question, nationality, nationalities }: NationalityQuestionProps<T>) {
  const yes = useWatch({ control, name: question.name }) === true;
  return (
    <>
      <FormYesNo control={control} name={question.name} label={question.label} />
      {yes ? <NationalityField control={control} name={nationality.name} label={nationality.label} nationalities={nationalities} /> : null}
    </>
  );
}
