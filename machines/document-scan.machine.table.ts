/**
 * The first provider's document scan as spec 000 §2, §4, §9 have it, from the three ways in.
 */
import type { TransitionTable } from './testing/model-walk';

export const documentScanTable: TransitionTable = [
  // from, on, to, effects
  ['checking', 'abandoned', 'abandoned'],
  ['checking', 'not abandoned', 'opening'],
  ['checking', 'abandonment check failed', 'opening'],
  ['abandoned', 'close', 'closed', ['leave']],
  ['opening', 'link', 'redirecting', ['openLink']],
  ['opening', 'link failed', 'failed'],
  ['polling.abandonment', 'abandoned', 'abandoned'],
  ['polling.abandonment', 'not abandoned', 'polling.asking'],
  ['polling.abandonment', 'abandonment check failed', 'polling.asking'],
  ['polling.asking', 'status completed', 'verified'],
  ['polling.asking', 'status in progress', 'polling.waiting'],
  ['polling.asking', 'status abandoned', 'abandoned'],
  ['polling.asking', 'no status', 'polling.waiting'],
  ['polling.asking', 'status failed', 'polling.waiting', ['logPollError']],
  ['polling.waiting', 'poll interval', 'polling.asking'],
];
