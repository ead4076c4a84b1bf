/**
 * The digital ID identity validation as spec 000 §2, §4, §8, §9 have it, from the three ways in. Asking is told
 * apart by whether an attempt is left; the attempts are counted while waiting.
 */
import type { TransitionTable } from './testing/model-walk';

export const digitalIdTable: TransitionTable = [
  // from, on, to, effects
  ['checking', 'verified before', 'alreadyVerified', ['leave']],
  ['checking', 'not verified before', 'list'],
  ['checking', 'check failed', 'list'],
  ['list', 'verify', 'launching'],
  ['launching', 'launched', 'redirecting', ['openLaunchUrl']],
  ['launching', 'launch failed', 'list'],
  ['fetching', 'fetch: verified', 'verified'],
  ['fetching', 'fetch: not verified', 'list'],
  ['fetching', 'fetch: unfinished', 'polling.waiting'],
  ['fetching', 'fetch failed', 'retrying'],
  ['polling.waiting', 'poll interval', 'polling.asking'],
  ['retrying', 'retry delay', 'fetching'],
  ['polling.asking', 'poll: verified', 'verified'],
  ['polling.asking', 'poll: not verified', 'list'],
  ['polling.asking', 'poll: unfinished', 'polling.waiting'],
  ['polling.asking', 'poll failed', 'polling.waiting', ['logPollError']],
  ['polling.asking (no attempt left)', 'poll: verified', 'verified'],
  ['polling.asking (no attempt left)', 'poll: not verified', 'list'],
  ['polling.asking (no attempt left)', 'poll: unfinished', 'list'],
  ['polling.asking (no attempt left)', 'poll failed', 'list', ['logPollError']],
];
