/**
 * The referee form's intents as spec 001 §2, §8 and docs/referees.md have them. Saving is told apart by whether
 * 'Save and Go back' submitted the form.
 */
import type { TransitionTable } from './testing/model-walk';

export const refereeIntentsTable: TransitionTable = [
  // from, on, to, effects
  ['editing', 'save', 'saving'],
  ['editing', 'save and go back', 'saving (go back)'],
  ['editing', 'remove', 'removeDialog.open'],
  ['saving', 'saved', 'left', ['goOn']],
  ['saving', 'save refused', 'editing', ['showRefusal']],
  ['saving', 'save failed', 'editing', ['showFailure']],
  ['saving (go back)', 'saved', 'left', ['leave']],
  ['saving (go back)', 'save refused', 'editing', ['showRefusal']],
  ['saving (go back)', 'save failed', 'editing', ['showFailure']],
  ['removeDialog.open', 'close', 'editing'],
  ['removeDialog.open', 'confirm removal', 'removeDialog.removing'],
  ['removeDialog.removing', 'removed', 'left', ['goToEarlierEntry']],
  ['removeDialog.removing', 'removal refused', 'editing', ['showRefusal']],
  ['removeDialog.removing', 'removal failed', 'editing', ['showFailure']],
];
