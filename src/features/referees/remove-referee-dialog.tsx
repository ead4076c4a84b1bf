/** The remove dialog of the referee form (spec 001 §2 "Removing a referee"): asks before the referee is deleted. */
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/modal-dialog/confirm-dialog';

export interface RemoveRefereeDialogProps {
  /** The referee's name as saved. */
  name: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveRefereeDialog({ name, isBusy, onConfirm, onClose }: RemoveRefereeDialogProps) {
  return (
    <ConfirmDialog
      title={<Trans>Remove referee</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {name ? <Trans>Do you want to remove {name} from your referees?</Trans> : <Trans>Do you want to remove this referee?</Trans>}
    </ConfirmDialog>
  );
}
