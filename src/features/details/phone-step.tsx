/**
 * The phone step (spec 000 §2 "Phone: phone code, phone number, phone number type"): the calling code from the
 * country list, the number as the candidate writes it at home, and, for an ACIC check only, what kind of number
 * it is. The rules are domain/details/phone.schema.ts, the same the API applies.
 */
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { NORTH_AMERICAN_CALLING_CODE, PHONE_NUMBER_TYPES, phoneFields } from '../../../domain/details/phone-fields';
import { normalisePhoneCode, phoneDefaults, phoneSchema } from '../../../domain/details/phone.schema';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextField } from '../../forms/fields/text-field';
import { useSaveDetails } from '../../api/oneform/save-details';
import { usePhoneStepContext } from '../../forms/use-phone-step-context';
import { useStepForm } from '../../forms/use-step-form';
import { optionsOf, PHONE_NUMBER_TYPE_LABELS } from '../../forms/option-labels';
import { StepFormPage } from '../../forms/step-form-page';
import { PhoneCodeField } from '../../forms/fields/phone-code-field';

export function PhoneStep() {
  const { i18n, t } = useLingui();
  const context = usePhoneStepContext();
  const request = context.response.reference_request;
  const fields = phoneFields(request);
  const { form, ...page } = useStepForm({
    section: 'details',
    step: 'phone',
    schema: phoneSchema(context),
    defaultValues: phoneDefaults(context.response, context.countries),
    save: useSaveDetails('phone'),
  });
  const phoneCode = useWatch({ control: form.control, name: 'phone_code' });
  const northAmerican = normalisePhoneCode(phoneCode ?? '') === NORTH_AMERICAN_CALLING_CODE;

  return (
    <StepFormPage form={page}>
      <PhoneCodeField
        control={form.control}
        name="phone_code"
        countries={context.countries}
        preferredCountryId={request.country}
        label={t`Country code`}
        description={t`Type the country or its code, for example +44.`}
      />
      <FormTextField
        control={form.control}
        name="phone_number"
        label={t`Phone number`}
        description={
          northAmerican
            ? t`The 10-digit number, for example (202) 555-0143.`
            : t`Without the country code. You can use spaces.`
        }
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        narrow
      />
      {fields.phone_number_type ? (
        <FormRadioGroup
          control={form.control}
          name="phone_number_type"
          label={t`What kind of number is it?`}
          options={optionsOf(i18n, PHONE_NUMBER_TYPES, PHONE_NUMBER_TYPE_LABELS)}
        />
      ) : null}
    </StepFormPage>
  );
}
