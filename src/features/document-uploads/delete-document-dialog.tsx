/**
 * The confirmation before a kept document is deleted. A failure stays in the dialog: the server's refusal (409 once
 * the request is locked) or 'An unknown error occurred' (spec 001 §8), and the document stays as it was.
 */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/modal-dialog/confirm-dialog';
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
    <ConfirmDialog
      title={<Trans>Delete document</Trans>}
      confirmLabel={<Trans>Delete</Trans>}
      problem={failure ? text(deleteFailureMessage(failure)) : null}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Trans>Delete this {title}? You can upload another one afterwards.</Trans>
    </ConfirmDialog>
  );
}
