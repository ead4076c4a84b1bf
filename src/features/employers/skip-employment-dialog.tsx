/**
 * The skip dialog of the employer step (spec 001 §3 "Skip fields", §5): the candidate has no further employment
 * history to give. The reason is required (its only option), the notes optional; the form judges with the schema the
 * API judges the PUT by (domain/employers/skip.schema.ts), and a refusal lands on the same fields.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { SKIP_REASONS } from '../../../domain/employers/options';
import { SKIP_NOTES_MAX, type SkipInput, skipSchema, type SkipValues } from '../../../domain/employers/skip.schema';
import { MESSAGES } from '../../../domain/messages';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextArea } from '../../forms/fields/text-area-field';
import { FormDialog, type FormDialogProblem } from '../../forms/form-dialog';
import { optionsOf, SKIP_REASON_LABELS } from '../../forms/option-labels';
import type { SkipProblem } from './use-employer-intents';

const SKIP_DEFAULTS: SkipInput = { employment_check_skip_reason: '', employment_check_skip_notes: '' };

export interface SkipEmploymentDialogProps {
  isBusy: boolean;
  /** Why the last skip was not saved. */
  problem: SkipProblem | null;
  onSubmit: (values: SkipValues) => void;
  onClose: () => void;
}

export function SkipEmploymentDialog({ isBusy, problem, onSubmit, onClose }: SkipEmploymentDialogProps) {
  const { i18n, t } = useLingui();
  const dialogProblem = useMemo<FormDialogProblem | null>(
    () => (problem && 'failed' in problem ? { message: MESSAGES.employmentCallFailed } : problem),
    [problem],
  );
  return (
    <FormDialog
      formId="skip-employment-form"
      title={<Trans>Skip employment history</Trans>}
      formLabel={t`Skip employment history`}
      intro={
        <Trans>Skip this section only if you have no further employment history to give. You can add employers later.</Trans>
      }
      submitLabel={<Trans>Skip</Trans>}
      schema={skipSchema}
      defaultValues={SKIP_DEFAULTS}
      isBusy={isBusy}
      problem={dialogProblem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(control) => (
        <>
          <FormRadioGroup
            control={control}
            name="employment_check_skip_reason"
            label={<Trans>Why are you skipping this section?</Trans>}
            options={optionsOf(i18n, SKIP_REASONS, SKIP_REASON_LABELS)}
          />
          <FormTextArea
            control={control}
            name="employment_check_skip_notes"
            label={<Trans>Notes (optional)</Trans>}
            maxLength={SKIP_NOTES_MAX}
            rows={4}
          />
        </>
      )}
    </FormDialog>
  );
}
