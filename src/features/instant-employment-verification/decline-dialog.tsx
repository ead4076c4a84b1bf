/**
 * The decline dialog (spec 000 §2, §5): a reason is required ('Please select decline reason'), and notes when the
 * reason is OTHER ('Please enter decline notes'). The form validates with the schema the API judges the PATCH by
 * (domain/employment-verification.schema.ts); a refusal from the server lands on the same fields.
 */
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DECLINE_NOTES_MAX_LENGTH, DECLINE_REASONS } from '../../../domain/employment-verification';
import { DECLINE_FORM_DEFAULTS, declineFormSchema, type DeclineFormValues } from '../../../domain/employment-verification.schema';
import { MESSAGES } from '../../../domain/messages';
import { isApiFailure } from '../../api/http';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextArea } from '../../forms/fields/text-area-field';
import { FormDialog, type FormDialogProblem } from '../../forms/form-dialog';
import { DECLINE_REASON_LABELS } from './decline-reasons';

export interface DeclineDialogProps {
  isBusy: boolean;
  /** Why the last decline was not taken, from the machine. */
  refusal: unknown;
  onSubmit: (values: DeclineFormValues) => void;
  onClose: () => void;
}

export function DeclineDialog({ isBusy, refusal, onSubmit, onClose }: DeclineDialogProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const schema = useMemo(() => declineFormSchema(), []);
  const problem = useMemo<FormDialogProblem | null>(() => {
    if (!refusal) return null;
    return isApiFailure(refusal) ? { refusal: refusal.error } : { message: MESSAGES.consentSaveFailed };
  }, [refusal]);

  const options = DECLINE_REASONS.map((reason) => ({ value: reason, label: i18n._(DECLINE_REASON_LABELS[reason]) }));
  return (
    <FormDialog
      formId="decline-form"
      title={<Trans>Decline instant employment verification</Trans>}
      formLabel={t`Decline reason`}
      intro={
        <Trans>
          If you decline, your employment is not verified from your tax account. Please tell us why, so the
          organisation can verify it another way.
        </Trans>
      }
      submitLabel={<Trans>Decline</Trans>}
      schema={schema}
      defaultValues={DECLINE_FORM_DEFAULTS}
      isBusy={isBusy}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(control) => (
        <>
          <FormRadioGroup control={control} name="decline_reason" label={<Trans>Why are you declining?</Trans>} options={options} />
          <FormTextArea
            control={control}
            name="decline_notes"
            label={<Trans>Notes</Trans>}
            description={<Trans>Required when the reason is Other.</Trans>}
            maxLength={DECLINE_NOTES_MAX_LENGTH}
            rows={4}
          />
        </>
      )}
    </FormDialog>
  );
}
