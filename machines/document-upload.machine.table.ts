/**
 * One document's upload, as docs/documents.md has it.
 */
import type { TransitionTable } from './testing/model-walk';

export const documentUploadTable: TransitionTable = [
  // from, on, to, effects
  ['idle', 'choose a photo', 'scaling'],
  ['idle', 'choose a text', 'failed'],
  ['idle', 'ask to delete', 'confirmingDelete'],
  ['scaling', 'prepared', 'uploading'],
  ['scaling', 'prepared, too large', 'failed'],
  ['scaling', 'prepare failed', 'failed'],
  ['scaling', 'cancel', 'cancelled'],
  ['failed', 'choose a photo', 'scaling'],
  ['failed', 'ask to delete', 'confirmingDelete'],
  ['failed', 'choose a text', 'failed'],
  ['confirmingDelete', 'confirm delete', 'deleting'],
  ['confirmingDelete', 'cancel delete', 'idle'],
  ['uploading', 'progress', 'uploading'],
  ['uploading', 'uploaded', 'kept'],
  ['uploading', 'upload failed', 'failed'],
  ['uploading', 'cancel', 'cancelled'],
  ['cancelled', 'choose a photo', 'scaling'],
  ['cancelled', 'choose a text', 'failed'],
  ['cancelled', 'ask to delete', 'confirmingDelete'],
  ['deleting', 'deleted', 'idle'],
  ['deleting', 'delete failed', 'confirmingDelete'],
  ['kept', 'choose a photo', 'scaling'],
  ['kept', 'choose a text', 'failed'],
  ['kept', 'ask to delete', 'confirmingDelete'],
];
