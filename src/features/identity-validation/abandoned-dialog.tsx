/**
 * The 'Identity validation' dialog of an abandoned document scan (spec 000 §2). React Aria's modal keeps focus
 * inside while it is open and closes on Escape; closing it leads home, where the other sections wait.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './identity-validation.module.css';

export function AbandonedDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Identity validation</Trans>}
      onClose={onClose}
      actions={
        <Button className={styles.button} onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <p>
        <Trans>Identity validation is abandoned. You can proceed with other sections.</Trans>
      </p>
    </ModalDialog>
  );
}
