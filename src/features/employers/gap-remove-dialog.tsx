/**
 * The remove dialog of a gap activity (spec 001 §2 "Employer step": remove dialogs): names the gap and asks before
 * deleting it. A failure says 'An unknown error occurred' (spec 001 §8) and leaves the gap as it was.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { MESSAGES } from '../../../domain/messages';
import type { SavedGap } from '../../../machines/employment-gap.machine';
import { useFormatDate } from '../../app/format-date';
import { useMessageText } from '../../forms/message-text';
import { ConfirmDialog } from '../../ui/modal-dialog/confirm-dialog';
import { GAP_REASON_LABELS } from '../../forms/option-labels';

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
  const formatDate = useFormatDate();
  const start = formatDate(gap.start_date);
  const end = formatDate(gap.end_date);
  const reason = i18n._(GAP_REASON_LABELS[gap.gap_reason]);
  return (
    <ConfirmDialog
      title={<Trans>Remove gap activity</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      problem={failure ? translate(MESSAGES.employmentCallFailed) : null}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Trans>
        Remove the gap activity from {start} to {end} ({reason})?
      </Trans>
    </ConfirmDialog>
  );
}
