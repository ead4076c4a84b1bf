/**
 * The UK criminal record disclosure consent's two pages as docs/consents.md has them.
 */
import type { TransitionTable } from './testing/model-walk';

export const dbsConsentTable: TransitionTable = [
  // from, on, to, effects
  ['declaration', 'next, declared', 'consents'],
  ['consents', 'previous', 'declaration'],
  ['consents', 'submit', 'saving'],
  ['saving', 'saved, signed', 'saved', ['leave']],
  ['saving', 'saved, unsigned', 'consents', ['showFailure']],
  ['saving', 'saved, empty timestamp', 'consents', ['showFailure']],
  ['saving', 'save refused', 'consents', ['showRefusal']],
  ['saving', 'save failed', 'consents', ['showFailure']],
];
