/**
 * A question asked before something is removed: the action's button and Cancel. While the action runs the dialog
 * cannot be closed and both buttons are disabled; a failure, when given, is announced above the question.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import buttons from '../button/button.module.css';
import problemStyles from '../problem/problem.module.css';
import { ModalDialog } from './modal-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The action's button, e.g. Remove or Delete. */
  confirmLabel: ReactNode;
  /** Why the last attempt failed, already translated. */
  problem?: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The question. */
  children: ReactNode;
}

export function ConfirmDialog({ title, confirmLabel, problem, isBusy, onConfirm, onClose, children }: ConfirmDialogProps) {
  return (
    <ModalDialog
      role="alertdialog"
      title={title}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button className={buttons.primary} onPress={onConfirm} isDisabled={isBusy}>
            {confirmLabel}
          </Button>
          <Button className={buttons.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      {problem ? (
        <p className={problemStyles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <p>{children}</p>
    </ModalDialog>
  );
}
