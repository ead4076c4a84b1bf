/**
 * The social media step (spec 000 §2 "Social media", §5): does the candidate have accounts, and on yes a list of
 * platform and address, each platform and address once. The question is asked the positive way round; the API
 * stores its negative, dont_have_social_media, so Yes is false. Saved through POST .../details/name/ (spec 000
 * §7); the rules are domain/details/social-media.schema.ts.
 */
import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';
import {
  emptySocialMediaAccount,
  SOCIAL_MEDIA_PLATFORMS,
  type SocialMediaInput,
  socialMediaDefaults,
  socialMediaSchema,
} from '../../../domain/details/social-media.schema';
import { useReferenceResponse } from '../../api/candidate-data';
import { useSaveDetails } from '../../api/oneform/save-details';
import { FormSelect, type SelectOption } from '../../forms/fields/select-field';
import { FormTextField } from '../../forms/fields/text-field';
import { optionsOf, SOCIAL_MEDIA_PLATFORM_LABELS } from '../../forms/option-labels';
import { RecordsStep } from './records-step';

const SCHEMA = socialMediaSchema();

export function SocialMediaStep() {
  const { i18n, t } = useLingui();
  const response = useReferenceResponse();
  const platforms = optionsOf(i18n, SOCIAL_MEDIA_PLATFORMS, SOCIAL_MEDIA_PLATFORM_LABELS);

  return (
    <RecordsStep
      step="social_media"
      // Spec 000 §7: the social media accounts are saved on the name's path.
      save={useSaveDetails('name')}
      schema={SCHEMA}
      defaultValues={socialMediaDefaults(response)}
      question={{
        name: 'dont_have_social_media',
        label: t`Do you have any social media accounts?`,
        description: t`For example, Facebook, Instagram, LinkedIn, X, TikTok, Reddit or Pinterest.`,
        // Asked the positive way round: Yes, I have accounts, is dont_have_social_media false.
        yesValue: false,
      }}
      list={{
        name: 'social_media',
        label: t`Your social media accounts`,
        recordTitle: (number) => t`Account ${number}`,
        removeLabel: (number) => t`Remove account ${number}`,
        addLabel: t`Add another account`,
        emptyRecord: emptySocialMediaAccount,
        // One account per platform (spec 000 §5): no more records than platforms.
        maximumRecords: SOCIAL_MEDIA_PLATFORMS.length,
      }}
      renderRecord={(control, index) => <AccountRecord control={control} index={index} platforms={platforms} />}
    />
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
