/**
 * The skip dialog of the employer step (spec 001 §3 "Skip fields", §5): the candidate has no further employment
 * history to give. The reason is required (its only option), the notes optional; the form judges with the schema the
 * API judges the PUT by (domain/employers/skip.schema.ts), and a refusal lands on the same fields. React Aria's modal
 * keeps the focus inside and closes on Escape, except while the skip is being saved.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { type Control, useForm } from 'react-hook-form';
import { SKIP_REASONS } from '../../../domain/employers/options';
import { SKIP_NOTES_MAX, type SkipInput, skipSchema, type SkipValues } from '../../../domain/employers/skip.schema';
import { MESSAGES } from '../../../domain/messages';
import { toFieldErrors } from '../../api/field-errors';
import { ErrorSummary } from '../../forms/error-summary';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { errorSummaryItems, SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { useMessageText } from '../../forms/message-text';
import { useErrorFocus } from '../../forms/use-error-focus';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import { TextArea } from '../../ui/text-area/text-area';
import styles from './employers.module.css';
import type { SkipProblem } from './use-employer-intents';

const FORM_ID = 'skip-employment-form';

const SKIP_DEFAULTS: SkipInput = { employment_check_skip_reason: '', employment_check_skip_notes: '' };

function NotesField({ control }: { control: Control<SkipInput> }) {
  const { field, inputRef, errorMessage } = useFormField({ control, name: 'employment_check_skip_notes' });
  return (
    <TextArea
      ref={inputRef}
      name={field.name}
      label={<Trans>Notes (optional)</Trans>}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      errorMessage={errorMessage}
      maxLength={SKIP_NOTES_MAX}
      rows={4}
    />
  );
}

export interface SkipEmploymentDialogProps {
  isBusy: boolean;
  /** Why the last skip was not saved. */
  problem: SkipProblem | null;
  onSubmit: (values: SkipValues) => void;
  onClose: () => void;
}

export function SkipEmploymentDialog({ isBusy, problem, onSubmit, onClose }: SkipEmploymentDialogProps) {
  const { t } = useLingui();
  const translate = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SkipInput, unknown, SkipValues>({
    resolver: valibotResolver(skipSchema),
    criteriaMode: 'all',
    defaultValues: SKIP_DEFAULTS,
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef);
  const { setError } = form;

  useEffect(() => {
    if (!problem) return;
    if ('refusal' in problem) setServerErrors(setError, toFieldErrors(problem.refusal));
    else setError(SERVER_ROOT_ERROR, { type: 'server', message: MESSAGES.employmentCallFailed });
    focusErrors();
  }, [problem, setError, focusErrors]);

  const reasonLabels: Record<(typeof SKIP_REASONS)[number], string> = {
    no_additional_employment_history: t`I have no additional employment history`,
  };
  return (
    <ModalDialog
      role="dialog"
      title={<Trans>Skip employment history</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button type="submit" form={FORM_ID} className={styles.primary} isDisabled={isBusy}>
            <Trans>Skip</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>Skip this section only if you have no further employment history to give. You can add employers later.</Trans>
      </p>
      <form
        id={FORM_ID}
        ref={formRef}
        className={styles.dialogForm}
        noValidate
        aria-label={t`Skip employment history`}
        onSubmit={form.handleSubmit(onSubmit, focusErrors)}
      >
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <FormRadioGroup
          control={form.control}
          name="employment_check_skip_reason"
          label={<Trans>Why are you skipping this section?</Trans>}
          options={SKIP_REASONS.map((value) => ({ value, label: reasonLabels[value] }))}
        />
        <NotesField control={form.control} />
      </form>
    </ModalDialog>
  );
}
