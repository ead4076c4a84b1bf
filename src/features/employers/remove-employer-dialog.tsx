/**
 * The remove dialog of the employer step (spec 001 §2): asks before the line is deleted. While the removal runs it
 * cannot be closed and its buttons are disabled.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './employers.module.css';

export interface RemoveEmployerDialogProps {
  /** The employer's name as saved, or null for a line not saved yet. */
  name: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function RemoveEmployerDialog({ name, isBusy, onConfirm, onClose }: RemoveEmployerDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Remove employer</Trans>}
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
        {name ? (
          <Trans>Do you want to remove {name} from your employment history?</Trans>
        ) : (
          <Trans>Do you want to remove this employer from your employment history?</Trans>
        )}
      </p>
    </ModalDialog>
  );
}
