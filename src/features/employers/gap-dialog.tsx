/**
 * The gap dialog (spec 001 §2 "Employer step", §5 "Gap dialog"): the start and end of a gap, prefilled from the
 * flagged gap or the saved one, its reason (Unemployed, On Vacation, Other) and notes, required for Other. The form
 * validates with the schema the API judges the gap by (domain/employers/gap.schema.ts) on the candidate's date; a
 * 400 from the server lands on the same fields, any other failure says 'An unknown error occurred' (spec 001 §8).
 * React Aria's modal keeps the focus inside and closes on Escape, except while the gap is being saved.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from 'react-aria-components';
import { type Control, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { GAP_NOTES_MAX, gapInput, gapSchema, type GapInput, type GapValues } from '../../../domain/employers/gap.schema';
import { GAP_REASONS } from '../../../domain/employers/options';
import { MESSAGES } from '../../../domain/messages';
import type { GapReason } from '../../../domain/reference-response';
import type { GapPeriod, SavedGap } from '../../../machines/employment-gap.machine';
import { toFieldErrors } from '../../api/field-errors';
import { earliestPickableDate } from '../../forms/date-bounds';
import { ErrorSummary } from '../../forms/error-summary';
import { FormDateField } from '../../forms/fields/date-field';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { errorSummaryItems, SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useErrorFocus } from '../../forms/use-error-focus';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import { TextArea } from '../../ui/text-area/text-area';
import styles from './employment-timeline.module.css';

const FORM_ID = 'gap-form';

export const GAP_REASON_LABELS: Record<GapReason, MessageDescriptor> = {
  UNEMPLOYED_AND_LOOKING_FOR_WORK: msg`Unemployed`,
  ON_VACATION: msg`On Vacation`,
  OTHER: msg`Other`,
};

/** A call that answered with a refusal (400 with field errors, 409), rather than one that threw. */
export const isRefusal = (error: unknown): error is { ok: false; status: number; error: unknown } =>
  typeof error === 'object' && error !== null && 'ok' in error && error.ok === false && 'error' in error;

function NotesField({ control }: { control: Control<GapInput> }) {
  const { field, inputRef, errorMessage } = useFormField({ control, name: 'additional_notes' });
  return (
    <TextArea
      ref={inputRef}
      name={field.name}
      label={<Trans>Notes</Trans>}
      description={<Trans>Required when the reason is Other.</Trans>}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={errorMessage}
      maxLength={GAP_NOTES_MAX}
      rows={4}
    />
  );
}

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
  const translate = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  // The schema takes any body (the API's); the form only ever holds the gap's fields.
  const schema = useMemo(() => gapSchema(today) as v.GenericSchema<GapInput, GapValues>, [today]);
  const form = useForm<GapInput, unknown, GapValues>({
    resolver: valibotResolver(schema),
    criteriaMode: 'all',
    defaultValues: gapInput(gap),
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef);
  const { setError } = form;

  useEffect(() => {
    if (!failure) return;
    if (isRefusal(failure) && failure.status === 400) setServerErrors(setError, toFieldErrors(failure.error));
    else setError(SERVER_ROOT_ERROR, { message: MESSAGES.employmentCallFailed });
    focusErrors();
  }, [failure, setError, focusErrors]);

  const updating = 'guid' in gap;
  const options = GAP_REASONS.map((reason) => ({ value: reason, label: i18n._(GAP_REASON_LABELS[reason]) }));
  return (
    <ModalDialog
      role="dialog"
      title={updating ? <Trans>Change gap activity</Trans> : <Trans>Add gap activity</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button type="submit" form={FORM_ID} className={styles.button} isDisabled={isBusy}>
            <Trans>Save gap activity</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Tell us what you were doing while you were not employed.</Trans>
      </p>
      <form
        id={FORM_ID}
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t`Gap activity`}
        onSubmit={form.handleSubmit(onSubmit, focusErrors)}
      >
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <FormDateField
          control={form.control}
          name="start_date"
          label={<Trans>Start date</Trans>}
          min={earliestPickableDate(today)}
          max={today}
        />
        <FormDateField
          control={form.control}
          name="end_date"
          label={<Trans>End date</Trans>}
          min={earliestPickableDate(today)}
          max={today}
        />
        <FormRadioGroup control={form.control} name="gap_reason" label={<Trans>Reason</Trans>} options={options} />
        <NotesField control={form.control} />
      </form>
    </ModalDialog>
  );
}
