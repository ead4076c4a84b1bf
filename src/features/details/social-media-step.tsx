/**
 * The social media step (spec 000 §2 "Social media", §5): does the candidate have accounts, and on yes a list of
 * platform and address, each platform and address once. The question is asked the positive way round; the API
 * stores its negative, dont_have_social_media, so Yes is false. Saved through POST .../details/name/ (spec 000
 * §7); the rules are domain/details/social-media.schema.ts.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import {
  emptySocialMediaAccount,
  SOCIAL_MEDIA_PLATFORMS,
  type SocialMediaInput,
  type SocialMediaPlatform,
  socialMediaDefaults,
  socialMediaSchema,
} from '../../../domain/details/social-media.schema';
import { useReferenceResponse } from '../../app/candidate-data';
import { ErrorSummary } from '../../app/forms/error-summary';
import fieldStyles from '../../app/forms/fields/fields.module.css';
import { FormRadioGroup } from '../../app/forms/fields/radio-field';
import { RepeatableList } from '../../app/forms/fields/repeatable-list';
import { FormSelect, type SelectOption } from '../../app/forms/fields/select-field';
import { FormTextField } from '../../app/forms/fields/text-field';
import { useMessageText } from '../../app/forms/message-text';
import { useSaveDetails, useStepForm } from '../../app/forms/use-step-form';
import { StepLayout } from '../../app/step-layout/step-layout';

const FORM_ID = 'social-media-form';
const SCHEMA = socialMediaSchema();

type Answer = 'yes' | 'no';
/** Yes, I have accounts: dont_have_social_media false. */
const toAnswer = (value: unknown): Answer | null => (value === false ? 'yes' : value === true ? 'no' : null);
const fromAnswer = (answer: Answer) => answer === 'no';

export function SocialMediaStep() {
  const { t } = useLingui();
  const translate = useMessageText();
  const response = useReferenceResponse();
  const { form, formRef, onSubmit, errorSummary } = useStepForm({
    section: 'details',
    step: 'social_media',
    schema: SCHEMA,
    defaultValues: socialMediaDefaults(response),
    // Spec 000 §7: the social media accounts are saved on the name's path.
    save: useSaveDetails('name'),
  });
  const control = form.control;
  const list = useFieldArray({ control, name: 'social_media' });
  const dontHave = useWatch({ control, name: 'dont_have_social_media' });

  // A yes opens the list on a first blank record; the candidate removes it only by answering no.
  const { append } = list;
  const isEmpty = list.fields.length === 0;
  useEffect(() => {
    if (dontHave === false && isEmpty) append(emptySocialMediaAccount(), { shouldFocus: false });
  }, [dontHave, isEmpty, append]);

  const platformLabels: Record<SocialMediaPlatform, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    x: t`X (formerly Twitter)`,
    tiktok: 'TikTok',
    reddit: 'Reddit',
    pinterest: 'Pinterest',
  };
  const platforms = SOCIAL_MEDIA_PLATFORMS.map((value) => ({ value, label: platformLabels[value] }));
  const listError = form.formState.errors.social_media?.root?.message ?? form.formState.errors.social_media?.message;

  return (
    <StepLayout section="details" step="social_media" formId={FORM_ID}>
      <form id={FORM_ID} ref={formRef} noValidate onSubmit={onSubmit} className={fieldStyles.form}>
        <ErrorSummary items={errorSummary} />
        <FormRadioGroup<SocialMediaInput, 'dont_have_social_media', Answer>
          control={control}
          name="dont_have_social_media"
          label={t`Do you have any social media accounts?`}
          description={t`For example, Facebook, Instagram, LinkedIn, X, TikTok, Reddit or Pinterest.`}
          inline
          options={[
            { value: 'yes', label: t`Yes` },
            { value: 'no', label: t`No` },
          ]}
          toOption={toAnswer}
          fromOption={fromAnswer}
        />
        {dontHave === false ? (
          <RepeatableList
            name="social_media"
            keys={list.fields.map((field) => field.id)}
            label={t`Your social media accounts`}
            recordTitle={(index) => {
              const number = index + 1;
              return t`Account ${number}`;
            }}
            addLabel={t`Add another account`}
            removeLabel={(index) => {
              const number = index + 1;
              return t`Remove account ${number}`;
            }}
            onAdd={() => list.append(emptySocialMediaAccount(), { shouldFocus: false })}
            onRemove={(index) => list.remove(index)}
            // One account per platform (spec 000 §5): no more records than platforms.
            canAdd={list.fields.length < SOCIAL_MEDIA_PLATFORMS.length}
            errorMessage={listError ? translate(listError) : null}
            renderRecord={(index) => <AccountRecord control={control} index={index} platforms={platforms} />}
          />
        ) : null}
      </form>
    </StepLayout>
  );
}

interface RecordProps {
  control: Control<SocialMediaInput>;
  index: number;
  platforms: readonly SelectOption[];
}

function AccountRecord({ control, index, platforms }: RecordProps) {
  const { t } = useLingui();
  return (
    <>
      <FormSelect control={control} name={`social_media.${index}.social_media_platform`} label={t`Platform`} options={platforms} />
      <FormTextField
        control={control}
        name={`social_media.${index}.social_media_account`}
        label={t`Address of your profile`}
        description={t`Copy it from your browser, starting with https://. For example, https://www.linkedin.com/in/your-name`}
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
      />
    </>
  );
}
