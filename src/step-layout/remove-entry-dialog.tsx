/**
 * The remove dialog of a numbered entry (spec 001 §2): shown while the entry-intents machine holds it open, it asks
 * before the saved line is deleted and answers the machine with Remove or Close.
 */
import type { ReactNode } from 'react';
import { ENTRY_INTENT_TAGS, type EntryIntentsEvent } from '../../machines/entry-intents.machine';
import { ConfirmDialog } from '../ui/modal-dialog/confirm-dialog';

export interface RemoveEntryDialogProps {
  title: ReactNode;
  /** The Remove button's words, in the section's own catalog. */
  confirmLabel: ReactNode;
  /** The saved line's id, or null for a line not saved yet. */
  lineId: number | null;
  isBusy: boolean;
  intents: { state: { hasTag: (tag: string) => boolean }; send: (event: EntryIntentsEvent) => void };
  /** The question, naming the entry when it has a name. */
  children: ReactNode;
}

export function RemoveEntryDialog({ title, confirmLabel, lineId, isBusy, intents: { state, send }, children }: RemoveEntryDialogProps) {
  if (!state.hasTag(ENTRY_INTENT_TAGS.removeDialog)) return null;
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      isBusy={isBusy}
      onConfirm={() => send({ type: 'remove.confirm', id: lineId })}
      onClose={() => send({ type: 'dialog.close' })}
    >
      {children}
    </ConfirmDialog>
  );
}
