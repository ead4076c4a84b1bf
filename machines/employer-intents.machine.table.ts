/**
 * The employer step's intents as spec 001 §2, §4, §8 and docs/employment.md have them. Saving is told apart by where a
 * successful save leads: the next entry, home, or home once the section is complete (check).
 */
import type { TransitionTable } from './testing/model-walk';

export const employerIntentsTable: TransitionTable = [
  // from, on, to, effects
  ['editing', 'save', 'saving (check)'],
  ['editing', 'save and go back', 'saving (home)'],
  ['editing', 'add employer', 'saving (next)'],
  ['editing', 'remove employer', 'removeDialog.open'],
  ['editing', 'skip', 'skipDialog.open'],
  ['editing', 'no intent', 'editing', ['showNoIntent']],
  ['editing', 'a gap intent', 'editing', ['showNoIntent']],
  ['saving (check)', 'saved, complete', 'left', ['leave']],
  ['saving (check)', 'saved, with issues', 'editing', ['showIssues']],
  ['saving (check)', 'save refused', 'editing', ['showRefusal']],
  ['saving (check)', 'save failed', 'editing', ['showFailure']],
  ['saving (home)', 'saved, complete', 'left', ['leave']],
  ['saving (home)', 'saved, with issues', 'left', ['leave']],
  ['saving (home)', 'save refused', 'editing', ['showRefusal']],
  ['saving (home)', 'save failed', 'editing', ['showFailure']],
  ['saving (next)', 'saved, complete', 'left', ['goToNextEntry']],
  ['saving (next)', 'saved, with issues', 'left', ['goToNextEntry']],
  ['saving (next)', 'save refused', 'editing', ['showRefusal']],
  ['saving (next)', 'save failed', 'editing', ['showFailure']],
  ['removeDialog.open', 'close', 'editing'],
  ['removeDialog.open', 'confirm removal', 'removeDialog.removing'],
  ['skipDialog.open', 'close', 'editing'],
  ['skipDialog.open', 'submit skip', 'skipDialog.skipping'],
  ['removeDialog.removing', 'removed', 'left', ['goToEarlierEntry']],
  ['removeDialog.removing', 'removal refused', 'editing', ['showRefusal']],
  ['removeDialog.removing', 'removal failed', 'editing', ['showFailure']],
  ['skipDialog.skipping', 'skipped', 'left', ['leave']],
  ['skipDialog.skipping', 'skip refused', 'skipDialog.open', ['showRefusal']],
  ['skipDialog.skipping', 'skip failed', 'skipDialog.open', ['showFailure']],
];
