/** The remove dialog of the employer step (spec 001 §2): asks before the line is deleted. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/modal-dialog/confirm-dialog';

export interface RemoveEmployerDialogProps {
  /** The employer's name as saved, or null for a line not saved yet. */
  name: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveEmployerDialog({ name, isBusy, onConfirm, onClose }: RemoveEmployerDialogProps) {
  return (
    <ConfirmDialog
      title={<Trans>Remove employer</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {name ? (
        <Trans>Do you want to remove {name} from your employment history?</Trans>
      ) : (
        <Trans>Do you want to remove this employer from your employment history?</Trans>
      )}
    </ConfirmDialog>
  );
}
