/**
 * A modal dialog holding one small form (the gap activity, the skip, the decline): the form judged by a domain
 * schema as the candidate submits, the server's 400 landing on the same fields, any other failure said plainly at
 * the top, and the focus moved to the first error each time. While the save runs the buttons are disabled and Escape
 * does not close it.
 */
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect } from 'react';
import { Button } from 'react-aria-components';
import { type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import type { MessageId } from '../../domain/messages';
import { toFieldErrors } from '../api/field-errors';
import buttons from '../ui/button/button.module.css';
import { ModalDialog } from '../ui/modal-dialog/modal-dialog';
import { ErrorSummary } from './error-summary';
import styles from './form-dialog.module.css';
import { errorSummaryItems, SERVER_ROOT_ERROR, setServerErrors } from './form-errors';
import { useMessageText } from './message-text';
import { useSchemaForm } from './use-schema-form';

/** Why the last save did not land: the server's refusal body (its field errors), or a failure told as one message. */
export type FormDialogProblem = { refusal: unknown } | { message: MessageId };

export interface FormDialogProps<Input extends FieldValues, Values> {
  /** Ties the submit button, outside the form in the dialog's button row, to the form. */
  formId: string;
  title: ReactNode;
  /** The form's accessible name. */
  formLabel: string;
  intro: ReactNode;
  submitLabel: ReactNode;
  schema: v.GenericSchema<Input, Values>;
  defaultValues: DefaultValues<Input>;
  isBusy: boolean;
  problem: FormDialogProblem | null;
  onSubmit: (values: Values) => void;
  onClose: () => void;
  /** The form's fields. */
  children: (control: Control<Input, unknown, Values>) => ReactNode;
}

export function FormDialog<Input extends FieldValues, Values>(props: FormDialogProps<Input, Values>) {
  const { formId, title, formLabel, intro, submitLabel, schema, defaultValues, isBusy, problem, onSubmit, onClose } =
    props;
  const translate = useMessageText();
  const { form, formRef, focusErrors } = useSchemaForm(schema, defaultValues);
  const { setError } = form;

  useEffect(() => {
    if (!problem) return;
    if ('refusal' in problem) setServerErrors(setError, toFieldErrors(problem.refusal));
    else setError(SERVER_ROOT_ERROR, { type: 'server', message: problem.message });
    focusErrors();
  }, [problem, setError, focusErrors]);

  return (
    <ModalDialog
      role="dialog"
      title={title}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button type="submit" form={formId} className={buttons.primary} isDisabled={isBusy}>
            {submitLabel}
          </Button>
          <Button className={buttons.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      <p>{intro}</p>
      <form
        id={formId}
        ref={formRef}
        className={styles.form}
        noValidate
        aria-label={formLabel}
        onSubmit={form.handleSubmit(onSubmit, focusErrors)}
      >
        <ErrorSummary items={errorSummaryItems(form.formState.errors, translate)} />
        {props.children(form.control)}
      </form>
    </ModalDialog>
  );
}
