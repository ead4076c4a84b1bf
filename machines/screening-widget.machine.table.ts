/**
 * The collection-site widget's message protocol as spec 000 §4 and docs/providers/screening.md have it.
 */
import type { TransitionTable } from './testing/model-walk';

export const screeningWidgetTable: TransitionTable = [
  // from, on, to, effects
  ['listening.ready', '2 home', 'home', ['leave']],
  ['listening.ready', '3 registration id', 'listening.ready'],
  ['listening.ready', '5 height', 'listening.ready'],
  ['listening.ready', '6 registration', 'listening.saving'],
  ['listening.ready', '7 scroll to top', 'listening.ready', ['scrollToTop']],
  ['listening.ready', '2 from another origin', 'listening.ready', ['ignoreMessage']],
  ['listening.ready', '6 from another origin', 'listening.ready', ['ignoreMessage']],
  ['listening.ready', 'malformed', 'listening.ready', ['ignoreMessage']],
  ['listening.ready', 'unknown type', 'listening.ready', ['ignoreMessage']],
  ['listening.saving', '2 home', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', '5 height', 'listening.saving'],
  ['listening.saving', '6 registration', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', '7 scroll to top', 'listening.saving', ['scrollToTop']],
  ['listening.saving', '2 from another origin', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', '6 from another origin', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', 'malformed', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', 'unknown type', 'listening.saving', ['ignoreMessage']],
  ['listening.saving', 'saved', 'home', ['leave']],
  ['listening.saving', 'save failed', 'listening.failed'],
  ['listening.failed', '2 home', 'home', ['leave']],
  ['listening.failed', '5 height', 'listening.failed'],
  ['listening.failed', '6 registration', 'listening.saving'],
  ['listening.failed', '7 scroll to top', 'listening.failed', ['scrollToTop']],
  ['listening.failed', '2 from another origin', 'listening.failed', ['ignoreMessage']],
  ['listening.failed', '6 from another origin', 'listening.failed', ['ignoreMessage']],
  ['listening.failed', 'malformed', 'listening.failed', ['ignoreMessage']],
  ['listening.failed', 'unknown type', 'listening.failed', ['ignoreMessage']],
  ['listening.failed', 'retry', 'listening.saving'],
];
