/**
 * The employment gap dialogs of the employers section (spec 001 §2 "Employer step", §5 "Gap dialog", §7, §8): the
 * gap intents add-gap, update-gap and remove-gap.
 *
 * - idle, or saved after a save: `gap.add` with the dates the timeline flagged → editing (add-gap); `gap.update`
 *   with a saved gap → editing (update-gap); `gap.remove` with a saved gap → confirming (remove-gap).
 * - editing (the gap form): `dialog.close` → idle; `gap.submit` with the form's values → saving: saveGap (POST a new
 *   gap, PUT a saved one; the saved response) → saved; a failure → editing, keeping it for the dialog to show (failed).
 * - confirming (the remove dialog): `dialog.close` → idle; `gap.confirm` → removing: removeGap → saved; a failure →
 *   confirming with it.
 * - saved: the dialog is closed and the page says what was done; the same intents open the next dialog.
 *
 * The SPA provides the actors; the defaults fail loudly so a missing provide() cannot pass for a working page.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GapValues } from '../domain/employers/gap.schema';
import type { EmploymentGap, ReferenceResponse } from '../domain/reference-response';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

export type GapIntent = 'add-gap' | 'update-gap' | 'remove-gap';

/** The period a new gap starts from: the flagged gap's dates. */
export interface GapPeriod {
  start_date: string;
  end_date: string;
}

/** A gap the candidate saved, which has an id to change or delete it by. */
export type SavedGap = EmploymentGap & { id: number };

export interface EmploymentGapContext {
  intent: GapIntent | null;
  /** What the dialog starts from: the flagged period (add-gap), or the saved gap (update-gap, remove-gap). */
  gap: GapPeriod | SavedGap | null;
  /** Why the last save or removal failed, while its dialog shows it. */
  error: unknown;
}

export type EmploymentGapEvent =
  | { type: 'gap.add'; period: GapPeriod }
  | { type: 'gap.update'; gap: SavedGap }
  | { type: 'gap.remove'; gap: SavedGap }
  | { type: 'gap.submit'; values: GapValues }
  | { type: 'gap.confirm' }
  | { type: 'dialog.close' };

/** Tags the page asks about: a dialog open, and a call in flight. */
export const EMPLOYMENT_GAP_TAGS = { dialog: 'dialog', busy: 'busy' } as const;

const idOf = (gap: EmploymentGapContext['gap']) => (gap && 'id' in gap ? gap.id : null);

export const employmentGapMachine = setup({
  types: {
    context: {} as EmploymentGapContext,
    events: {} as EmploymentGapEvent,
  },
  actors: {
    /** POST .../employers/employment-gap/ (no id) or PUT (with the gap's id). */
    saveGap: fromPromise<ReferenceResponse, GapValues>(notProvided('saveGap')),
    /** DELETE .../employers/employment-gap/{id}/. */
    removeGap: fromPromise<ReferenceResponse, { id: number }>(notProvided('removeGap')),
  },
  actions: {
    openAdd: assign((_, params: { period: GapPeriod }) => ({ intent: 'add-gap' as const, gap: params.period, error: null })),
    openUpdate: assign((_, params: { gap: SavedGap }) => ({ intent: 'update-gap' as const, gap: params.gap, error: null })),
    openRemove: assign((_, params: { gap: SavedGap }) => ({ intent: 'remove-gap' as const, gap: params.gap, error: null })),
    close: assign({ intent: null, gap: null, error: null }),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetError: assign({ error: null }),
    forgetGap: assign({ gap: null, error: null }),
  },
}).createMachine({
  id: 'employmentGap',
  context: { intent: null, gap: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'gap.add': { target: 'editing', actions: { type: 'openAdd', params: ({ event }) => ({ period: event.period }) } },
        'gap.update': { target: 'editing', actions: { type: 'openUpdate', params: ({ event }) => ({ gap: event.gap }) } },
        'gap.remove': { target: 'confirming', actions: { type: 'openRemove', params: ({ event }) => ({ gap: event.gap }) } },
      },
    },
    editing: {
      tags: [EMPLOYMENT_GAP_TAGS.dialog],
      on: {
        'dialog.close': { target: 'idle', actions: 'close' },
        'gap.submit': { target: 'saving', actions: 'forgetError' },
      },
    },
    saving: {
      tags: [EMPLOYMENT_GAP_TAGS.dialog, EMPLOYMENT_GAP_TAGS.busy],
      invoke: {
        id: 'saveGap',
        src: 'saveGap',
        // The values are the form's; a changed gap keeps the id it was opened with.
        input: ({ context, event }) => {
          const { values } = event as Extract<EmploymentGapEvent, { type: 'gap.submit' }>;
          return { ...values, id: context.intent === 'update-gap' ? idOf(context.gap) : null };
        },
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    confirming: {
      tags: [EMPLOYMENT_GAP_TAGS.dialog],
      on: {
        'dialog.close': { target: 'idle', actions: 'close' },
        'gap.confirm': { target: 'removing', actions: 'forgetError' },
      },
    },
    removing: {
      tags: [EMPLOYMENT_GAP_TAGS.dialog, EMPLOYMENT_GAP_TAGS.busy],
      invoke: {
        id: 'removeGap',
        src: 'removeGap',
        input: ({ context }) => ({ id: idOf(context.gap) ?? 0 }),
        onDone: { target: 'saved' },
        onError: { target: 'confirming', actions: { type: 'rememberError', params: failureParams } },
      },
    },
    // The intent stays, for the page to say what was saved; the dialog is closed.
    saved: {
      entry: 'forgetGap',
      on: {
        'gap.add': { target: 'editing', actions: { type: 'openAdd', params: ({ event }) => ({ period: event.period }) } },
        'gap.update': { target: 'editing', actions: { type: 'openUpdate', params: ({ event }) => ({ gap: event.gap }) } },
        'gap.remove': { target: 'confirming', actions: { type: 'openRemove', params: ({ event }) => ({ gap: event.gap }) } },
      },
    },
  },
});
