/**
 * The confirmation before a kept document is deleted. A failure stays in the dialog: the server's refusal (409 once
 * the request is locked) or 'An unknown error occurred' (spec 001 §8), and the document stays as it was.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './document-uploads.module.css';
import { deleteFailureMessage, useUploadText } from './upload-messages';

export interface DeleteDocumentDialogProps {
  title: string;
  isBusy: boolean;
  failure: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function DeleteDocumentDialog({ title, isBusy, failure, onConfirm, onClose }: DeleteDocumentDialogProps) {
  const text = useUploadText();
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Delete document</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button className={styles.primary} onPress={onConfirm} isDisabled={isBusy}>
            <Trans>Delete</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      {failure ? (
        <p className={styles.error} role="alert">
          {text(deleteFailureMessage(failure))}
        </p>
      ) : null}
      <p>
        <Trans>Delete this {title}? You can upload another one afterwards.</Trans>
      </p>
    </ModalDialog>
  );
}
