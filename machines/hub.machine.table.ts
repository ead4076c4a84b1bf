/**
 * The home page's flow as docs/hub.md has it. Ready is told apart by whether every listed section is complete.
 */
import type { TransitionTable } from './testing/model-walk';

export const hubTable: TransitionTable = [
  // from, on, to, effects
  ['loading', 'loaded, finishable', 'ready (can finish)'],
  ['loading', 'loaded, unfinished', 'ready'],
  ['loading', 'load failed', 'loadFailed'],
  ['ready (can finish)', 'finish', 'confirming'],
  ['loadFailed', 'retry', 'loading'],
  ['confirming', 'close', 'ready (can finish)'],
  ['confirming', 'submit', 'completing'],
  ['completing', 'completed', 'completed', ['showCompletion']],
  ['completing', 'not completed', 'failing'],
  ['completing', 'complete failed', 'failing'],
  ['failing', 'close', 'ready (can finish)'],
  ['failing', 'submit', 'completing'],
];
