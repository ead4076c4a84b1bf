/**
 * A modal dialog, rendered only while it is open. React Aria's modal keeps focus inside, closes on Escape (unless
 * that is turned off, e.g. while its action runs) and gives focus back to what opened it.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { AriaLocale } from '../aria-locale/aria-locale';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  /** alertdialog when the dialog interrupts to ask or warn, dialog otherwise. */
  role: 'alertdialog' | 'dialog';
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** The buttons, in a row at the end. */
  actions: ReactNode;
  children: ReactNode;
  onClose: () => void;
  isKeyboardDismissDisabled?: boolean;
}

export function ModalDialog({ role, title, actions, children, onClose, isKeyboardDismissDisabled }: ModalDialogProps) {
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        isKeyboardDismissDisabled={isKeyboardDismissDisabled}
        className={styles.overlay}
      >
        <Modal className={styles.modal}>
          <Dialog role={role} className={styles.dialog}>
            <Heading slot="title" level={2} className={styles.title}>
              {title}
            </Heading>
            {children}
            <div className={styles.actions}>{actions}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
