/**
 * The remove dialog of a gap activity (spec 001 §2 "Employer step": remove dialogs): names the gap and asks before
 * deleting it. A failure says 'An unknown error occurred' (spec 001 §8) and leaves the gap as it was.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button } from 'react-aria-components';
import { MESSAGES } from '../../../domain/messages';
import type { SavedGap } from '../../../machines/employment-gap.machine';
import { formatDate } from '../../app/format-date';
import { useMessageText } from '../../forms/message-text';
import { ModalDialog } from '../../ui/modal-dialog/modal-dialog';
import styles from './employment-timeline.module.css';
import { GAP_REASON_LABELS } from './gap-dialog';

export interface GapRemoveDialogProps {
  gap: SavedGap;
  isBusy: boolean;
  failure: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

export function GapRemoveDialog({ gap, isBusy, failure, onConfirm, onClose }: GapRemoveDialogProps) {
  const { i18n } = useLingui();
  const translate = useMessageText();
  const start = formatDate(gap.start_date, i18n.locale);
  const end = formatDate(gap.end_date, i18n.locale);
  const reason = i18n._(GAP_REASON_LABELS[gap.gap_reason]);
  return (
    <ModalDialog
      role="alertdialog"
      title={<Trans>Remove gap activity</Trans>}
      onClose={onClose}
      isKeyboardDismissDisabled={isBusy}
      actions={
        <>
          <Button className={styles.button} onPress={onConfirm} isDisabled={isBusy}>
            <Trans>Remove</Trans>
          </Button>
          <Button className={styles.secondary} onPress={onClose} isDisabled={isBusy}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    >
      {failure ? (
        <p className={styles.problem} role="alert">
          {translate(MESSAGES.employmentCallFailed)}
        </p>
      ) : null}
      <p>
        <Trans>
          Remove the gap activity from {start} to {end} ({reason})?
        </Trans>
      </p>
    </ModalDialog>
  );
}
