/**
 * The gap intents of the employers section as spec 001 §2, §4, §5 and docs/employment.md have them.
 */
import type { TransitionTable } from './testing/model-walk';

export const employmentGapTable: TransitionTable = [
  // from, on, to, effects
  ['idle', 'add', 'editing'],
  ['idle', 'update', 'editing'],
  ['idle', 'remove', 'confirming'],
  ['editing', 'submit', 'saving'],
  ['editing', 'close', 'idle'],
  ['confirming', 'confirm', 'removing'],
  ['confirming', 'close', 'idle'],
  ['saving', 'saved', 'saved'],
  ['saving', 'save failed', 'editing'],
  ['removing', 'removed', 'saved'],
  ['removing', 'removal failed', 'confirming'],
  ['saved', 'add', 'editing'],
  ['saved', 'update', 'editing'],
  ['saved', 'remove', 'confirming'],
];
