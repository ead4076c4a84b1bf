/**
 * The remove dialog of the referee form (spec 001 §2 "Removing a referee"): asks before the referee is deleted.
 * While the removal runs it cannot be closed and its buttons are disabled.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './referees.module.css';

export interface RemoveRefereeDialogProps {
  /** The referee's name as saved. */
  name: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveRefereeDialog({ name, isBusy, onConfirm, onClose }: RemoveRefereeDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Remove referee</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button className={styles.primary} onPress={onConfirm} isDisabled={isBusy}>
            <Trans>Remove</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      <p>
        {name ? <Trans>Do you want to remove {name} from your referees?</Trans> : <Trans>Do you want to remove this referee?</Trans>}
      </p>
    </ModalDialog>
  );
}
