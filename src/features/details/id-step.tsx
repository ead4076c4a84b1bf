/**
 * The identity documents step (spec 000 §2 "Identity documents", §5): the passport always, then the groups the
 * request's country and checks choose (domain/details/id-groups.ts): right to work in the UK, a national ID or US
 * social security number, driving and firearms licences, citizenship, SRA and FCA numbers and convictions (the ACIC
 * check's different-name question is the community confirmation page's). Each group's "yes" reveals its fields right under it; the right-to-work group
 * appears once the passport is answered as absent or issued outside the UK and Ireland. The rules are
 * domain/details/id.schema.ts, the same the API applies.
 */
import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { asksRightToWork, requestIdGroups } from '../../../domain/details/id-groups';
import { type IdValues, idDefaults, idFieldsFor, idSchema } from '../../../domain/details/id.schema';
import { OTHER_ID_TYPE } from '../../../domain/details/id-lists';
import type { Nationality } from '../../../domain/reference-response';
import { nationalitiesQueryOptions } from '../../api/nationalities/get-nationalities';
import { useReferenceResponse } from '../../api/candidate-data';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormSelect } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { FormTextArea } from '../../forms/fields/text-area-field';
import { FormYesNo } from '../../forms/fields/yes-no-field';
import { useStepContext, useStepForm } from '../../forms/use-step-form';
import { StepFormPage } from '../../forms/step-form-page';
import { DocumentFields } from './id-document-fields';
import { LicenceFields } from './id-licence-fields';
import { useIdOptions } from './id-options';
import styles from './id-step.module.css';

const NO_NATIONALITIES: readonly Nationality[] = [];

export function IdStep() {
  const request = useReferenceResponse().reference_request;
  // GET /nationality/ only where the candidate's nationality decides a group: a UK right to work check.
  return requestIdGroups(request).includes('right_to_work') ? <IdStepWithNationalities /> : <IdForm nationalities={NO_NATIONALITIES} />;
}

function IdStepWithNationalities() {
  const { data } = useSuspenseQuery(nationalitiesQueryOptions());
  return <IdForm nationalities={data} />;
}

const nameIn = (rows: readonly { id: number; name: string }[], id: number | null) =>
  id === null ? null : (rows.find((row) => row.id === id)?.name ?? null);

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

function IdForm({ nationalities }: { nationalities: readonly Nationality[] }) {
  const { t } = useLingui();
  const context = useStepContext(nationalities);
  const { countries, today } = context;
  const fields = idFieldsFor(context);
  const options = useIdOptions();
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'id',
    schema: idSchema(context),
    defaultValues: idDefaults(context.response),
    save: useSaveDetails('id'),
    // Spec 000 §7 sends each picked country's name beside its id.
    toBody: (values: IdValues) => ({
      ...values,
      passport_issue_country_name: nameIn(countries, values.passport_issue_country),
      driving_license_issue_country_name: nameIn(countries, values.driving_license_issue_country),
    }),
  });
  const { control, setValue } = form;
  const [passport, passportCountry, shareCode, nationalId, idType, sra, fca] = useWatch({
    control,
    name: [
      'is_current_passport',
      'passport_issue_country',
      'has_right_to_work_share_code',
      'has_national_id_number',
      'id_type',
      'has_sra_number',
      'has_fca_reference_number',
    ],
  });
  const asks = (group: (typeof fields.groups)[number]) => fields.groups.includes(group);
  const rightToWork = asksRightToWork(fields, { is_current_passport: passport, passport_issue_country: passportCountry }, countries);
  const american = context.response.reference_request.country_code.toUpperCase() === 'US';
  const licenceProps = { control, setValue, countries, options, today, acic: fields.acic, american };

  return (
    <StepFormPage form={page}>
      <p className={styles.intro}>{t`Have your documents with you, and give each detail exactly as it is written on the document.`}</p>

      <Group legend={t`Passport`}>
        <FormYesNo
          control={control}
          name="is_current_passport"
          label={t`Do you have a current passport?`}
          description={t`A passport that has not expired. An expired passport cannot be used.`}
        />
        {passport === true ? (
          <>
            <DocumentFields
              control={control}
              countries={countries}
              today={today}
              number={{ name: 'passport_number', label: t`Passport number` }}
              issuingCountry={{ name: 'passport_issue_country', label: t`Country that issued the passport` }}
              validFrom={{ name: 'passport_issue_date', label: t`Date of issue`, example: '2019-03-14' }}
              expiry="passport_expiry_date"
            />
            {fields.acic ? (
              <FormSelect control={control} name="passport_type" label={t`Passport type`} options={options.passportTypes} />
            ) : null}
          </>
        ) : null}
      </Group>

      {rightToWork ? (
        <Group legend={t`Right to work in the UK`}>
          <FormYesNo
            control={control}
            name="has_right_to_work_share_code"
            label={t`Do you have a share code to prove your right to work?`}
            description={t`You get one from the UK government's online service to prove your right to work. It starts with W.`}
          />
          {shareCode === true ? (
            <FormTextField
              control={control}
              name="right_to_work_share_code"
              label={t`Share code`}
              description={t`9 characters, for example W12 345 678.`}
              narrow
              spellCheck={false}
              autoComplete="off"
            />
          ) : null}
          {shareCode === false ? (
            <FormTextArea control={control} name="reason_missing_sharecode" label={t`Why do you not have a share code?`} rows={3} />
          ) : null}
        </Group>
      ) : null}

      {asks('national_id') ? (
        <Group legend={t`National identity number`}>
          <FormYesNo
            control={control}
            name="has_national_id_number"
            label={t`Do you have a national identity number?`}
            description={t`For example a National Insurance number, a CPF or the number on a national identity card.`}
          />
          {nationalId === true ? (
            <>
              <FormSelect control={control} name="id_type" label={t`Type of number`} options={options.nationalIdTypes} />
              {idType === OTHER_ID_TYPE ? (
                <FormTextArea control={control} name="id_type_details" label={t`What kind of number is it, and who issued it?`} rows={3} />
              ) : null}
              <FormTextField control={control} name="national_id_number" label={t`Number`} narrow spellCheck={false} autoComplete="off" />
            </>
          ) : null}
        </Group>
      ) : null}

      {asks('social_security') ? (
        <Group legend={t`Social Security number`}>
          <FormYesNo control={control} name="has_national_id_number" label={t`Do you have a US Social Security number?`} />
          {nationalId === true ? (
            <FormTextField
              control={control}
              name="national_id_number"
              label={t`Social Security number`}
              description={t`For example, 123-45-6789.`}
              narrow
              inputMode="numeric"
              spellCheck={false}
              autoComplete="off"
            />
          ) : null}
        </Group>
      ) : null}

      {asks('driving_license') ? <LicenceFields kind="driving" {...licenceProps} /> : null}
      {asks('firearms_license') ? <LicenceFields kind="firearms" {...licenceProps} /> : null}

      {asks('citizenship') ? (
        <FormRadioGroup
          control={control}
          name="citizenship"
          label={t`Are you an Australian or New Zealand citizen?`}
          options={options.citizenship}
        />
      ) : null}

      {asks('sra') ? (
        <>
          <FormYesNo control={control} name="has_sra_number" label={t`Do you have a Solicitors Regulation Authority (SRA) number?`} />
          {sra === true ? (
            <FormTextField
              control={control}
              name="sra_number"
              label={t`SRA number`}
              description={t`6 digits.`}
              narrow
              inputMode="numeric"
              spellCheck={false}
              autoComplete="off"
            />
          ) : null}
        </>
      ) : null}

      {asks('fca') ? (
        <>
          <FormYesNo
            control={control}
            name="has_fca_reference_number"
            label={t`Do you have a Financial Conduct Authority (FCA) individual reference number?`}
          />
          {fca === true ? (
            <FormTextField
              control={control}
              name="fca_reference_number"
              label={t`FCA individual reference number`}
              description={t`As shown on the Financial Services Register, for example ABC01234.`}
              narrow
              spellCheck={false}
              autoComplete="off"
            />
          ) : null}
        </>
      ) : null}

      {asks('conviction') ? (
        <FormYesNo
          control={control}
          name="is_conviction"
          label={t`Do you have any criminal convictions?`}
          description={t`Include convictions in any country.`}
        />
      ) : null}
    </StepFormPage>
  );
}
