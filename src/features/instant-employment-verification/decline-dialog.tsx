/**
 * The decline dialog (spec 000 §2, §5): a reason is required ('Please select decline reason'), and notes when the
 * reason is OTHER ('Please enter decline notes'). The form validates with the schema the API judges the PATCH by
 * (domain/employment-verification.schema.ts); a refusal from the server lands on the same fields. React Aria's
 * modal keeps the focus inside and closes on Escape, except while the decline is being sent.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components';
import { type Control, useForm } from 'react-hook-form';
import { DECLINE_NOTES_MAX_LENGTH, DECLINE_REASONS } from '../../../domain/employment-verification';
import {
  DECLINE_FORM_DEFAULTS,
  declineFormSchema,
  type DeclineFormInput,
  type DeclineFormValues,
} from '../../../domain/employment-verification.schema';
import { MESSAGES } from '../../../domain/messages';
import { toFieldErrors } from '../../api/field-errors';
import { ErrorSummary } from '../../forms/error-summary';
import { errorSummaryItems, SERVER_ROOT_ERROR, setServerErrors } from '../../forms/form-errors';
import { FormRadioGroup } from '../../forms/fields/radio-field';
import { useFormField } from '../../forms/fields/use-form-field';
import { useMessageText } from '../../forms/message-text';
import { useErrorFocus } from '../../forms/use-error-focus';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import { TextArea } from '../../ui/text-area/text-area';
import { DECLINE_REASON_LABELS } from './decline-reasons';
import styles from './instant-employment-verification.module.css';

const FORM_ID = 'decline-form';

/** A refusal the PATCH returned (400 with field errors, 409), rather than a failure it threw. */
const isRefusal = (error: unknown): error is { ok: false; error: unknown } =>
  typeof error === 'object' && error !== null && 'ok' in error && error.ok === false && 'error' in error;

function NotesField({ control }: { control: Control<DeclineFormInput> }) {
  const { field, inputRef, errorMessage } = useFormField({ control, name: 'decline_notes' });
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
      maxLength={DECLINE_NOTES_MAX_LENGTH}
      rows={4}
    />
  );
}

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
  const translate = useMessageText();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<DeclineFormInput, unknown, DeclineFormValues>({
    resolver: valibotResolver(declineFormSchema()),
    criteriaMode: 'all',
    defaultValues: DECLINE_FORM_DEFAULTS,
    shouldFocusError: false,
  });
  const focusErrors = useErrorFocus(formRef);
  const { setError } = form;

  useEffect(() => {
    if (!refusal) return;
    if (isRefusal(refusal)) setServerErrors(setError, toFieldErrors(refusal.error));
    else setError(SERVER_ROOT_ERROR, { message: MESSAGES.consentSaveFailed });
    focusErrors();
  }, [refusal, setError, focusErrors]);

  const options = DECLINE_REASONS.map((reason) => ({ value: reason, label: i18n._(DECLINE_REASON_LABELS[reason]) }));
  return (
    <ModalDialog
      role="dialog"
      title={<Trans>Decline instant employment verification</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button type="submit" form={FORM_ID} className={styles.button} isDisabled={isBusy}>
            <Trans>Decline</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      <p>
        <Trans>
          If you decline, your employment is not verified from your tax account. Please tell us why, so the
          organisation can verify it another way.
        </Trans>
      </p>
      <form
        id={FORM_ID}
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={t`Decline reason`}
        onSubmit={form.handleSubmit(onSubmit, focusErrors)}
      >
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        <FormRadioGroup
          control={form.control}
          name="decline_reason"
          label={<Trans>Why are you declining?</Trans>}
          options={options}
        />
        <NotesField control={form.control} />
      </form>
    </ModalDialog>
  );
}
