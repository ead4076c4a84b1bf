/**
 * The gap dialog (spec 001 §2 "Employer step", §5 "Gap dialog"): the start and end of a gap, prefilled from the
 * flagged gap or the saved one, its reason (Unemployed, On vacation, Other) and notes, required for Other. The form
 * validates with the schema the API judges the gap by (domain/employers/gap.schema.ts) on the candidate's date; a
 * 400 from the server lands on the same fields, any other failure says 'An unknown error occurred' (spec 001 §8).
 */
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useMemo } from 'react';
import type * as v from 'valibot';
import { GAP_NOTES_MAX, gapInput, gapSchema, type GapInput, type GapValues } from '../../../domain/employers/gap.schema';
import { GAP_REASONS } from '../../../domain/employers/options';
import { MESSAGES } from '../../../domain/messages';
import type { GapPeriod, SavedGap } from '../../../machines/employment-gap.machine';
import { isApiFailure } from '../../api/http';
import { earliestPickableDate } from '../../forms/date-bounds';
import { FormDateField } from '../../forms/fields/date-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { FormTextArea } from '../../forms/fields/text-area-field';
import { FormDialog, type FormDialogProblem } from '../../forms/form-dialog';
import { GAP_REASON_LABELS } from '../../forms/option-labels';

export interface GapDialogProps {
  /** The flagged period a new gap starts from, or the saved gap being changed. */
  gap: GapPeriod | SavedGap;
  /** The candidate's date: no gap date may be later. */
  today: string;
  isBusy: boolean;
  /** Why the last save failed, from the machine. */
  failure: unknown;
  onSubmit: (values: GapValues) => void;
  onClose: () => void;
}

export function GapDialog({ gap, today, isBusy, failure, onSubmit, onClose }: GapDialogProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  // The schema takes any body (the API's); the form only ever holds the gap's fields.
  const schema = useMemo(() => gapSchema(today) as v.GenericSchema<GapInput, GapValues>, [today]);
  const problem = useMemo<FormDialogProblem | null>(() => {
    if (!failure) return null;
    return isApiFailure(failure) && failure.status === 400 ? { refusal: failure.error } : { message: MESSAGES.employmentCallFailed };
  }, [failure]);

  const updating = 'guid' in gap;
  const options = GAP_REASONS.map((reason) => ({ value: reason, label: i18n._(GAP_REASON_LABELS[reason]) }));
  return (
    <FormDialog
      formId="gap-form"
      title={updating ? <Trans>Change gap activity</Trans> : <Trans>Add gap activity</Trans>}
      formLabel={t`Gap activity`}
      intro={<Trans>Tell us what you were doing while you were not employed.</Trans>}
      submitLabel={<Trans>Save gap activity</Trans>}
      schema={schema}
      defaultValues={gapInput(gap)}
      isBusy={isBusy}
      problem={problem}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {(control) => (
        <>
          <FormDateField
            control={control}
            name="start_date"
            label={<Trans>Start date</Trans>}
            min={earliestPickableDate(today)}
            max={today}
          />
          <FormDateField
            control={control}
            name="end_date"
            label={<Trans>End date</Trans>}
            min={earliestPickableDate(today)}
            max={today}
          />
          <FormRadioGroup control={control} name="gap_reason" label={<Trans>Reason</Trans>} options={options} />
          <FormTextArea
            control={control}
            name="additional_notes"
            label={<Trans>Notes</Trans>}
            description={<Trans>Required when the reason is Other.</Trans>}
            maxLength={GAP_NOTES_MAX}
            rows={4}
          />
        </>
      )}
    </FormDialog>
  );
}
