/**
 * Instant employment verification as spec 000 §2, §4, §5, §8 and docs/providers/employment-verification.md have
 * it, from the three ways in.
 */
import type { TransitionTable } from './testing/model-walk';

export const employmentVerificationTable: TransitionTable = [
  // from, on, to, effects
  ['loading', 'no order', 'creating'],
  ['loading', 'open order', 'frame'],
  ['loading', 'completed order', 'done'],
  ['loading', 'order without a page', 'unavailable'],
  ['loading', 'order failed', 'error'],
  ['creating', 'created', 'frame'],
  ['creating', 'create failed', 'unavailable'],
  ['frame', 'frame error', 'unavailable'],
  ['frame', 'decline', 'declineDialog'],
  ['unavailable', 'home', 'left', ['leave']],
  ['error', 'retry', 'loading'],
  ['declineDialog', 'close', 'frame'],
  ['declineDialog', 'submit decline', 'declining'],
  ['declining', 'declined', 'done'],
  ['declining', 'decline failed', 'declineDialog'],
  ['loading (back with cancel)', 'no order', 'creating (back with cancel)'],
  ['loading (back with cancel)', 'open order', 'declineDialog'],
  ['loading (back with cancel)', 'completed order', 'done'],
  ['loading (back with cancel)', 'order without a page', 'unavailable'],
  ['loading (back with cancel)', 'order failed', 'error'],
  ['creating (back with cancel)', 'created', 'declineDialog'],
  ['creating (back with cancel)', 'create failed', 'unavailable'],
];
