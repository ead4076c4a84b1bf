/**
 * The credit search as spec 000 §2, §4 and docs/providers/credit-check.md have it, from the three ways in. Asking
 * is told apart by whether an attempt is left; the attempts are counted while waiting.
 */
import type { TransitionTable } from './testing/model-walk';

export const creditCheckTable: TransitionTable = [
  // from, on, to, effects
  ['summary', 'submit', 'submitting'],
  ['submitting', 'started, pending', 'polling.asking'],
  ['submitting', 'started, known', 'verified'],
  ['submitting', 'start failed', 'failed'],
  ['polling.asking', 'status pending', 'polling.waiting'],
  ['polling.asking', 'status known', 'verified'],
  ['polling.asking', 'status failed', 'polling.waiting', ['logPollError']],
  ['failed', 'submit', 'submitting'],
  ['polling.waiting', 'poll interval', 'polling.asking'],
  ['polling.asking (no attempt left)', 'status pending', 'stillPending'],
  ['polling.asking (no attempt left)', 'status known', 'verified'],
  ['polling.asking (no attempt left)', 'status failed', 'stillPending', ['logPollError']],
  ['stillPending', 'retry', 'polling.asking'],
];
