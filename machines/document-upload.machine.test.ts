/**
 * Model-based test of the document upload machine: @xstate/graph enumerates every transition of the model, the
 * actors' answers included; each is replayed on a real actor whose actors are fakes the test controls, and the actor
 * must land where the model says. Forbidden transitions are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromCallback, fromPromise } from 'xstate';
import type { PhotoIssue } from '../domain/documents/photo-quality';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import {
  type ChosenFile,
  DOCUMENT_UPLOAD_TAGS,
  documentUploadMachine,
  type UploadFailure,
} from './document-upload.machine';
import { deferredActors, itFollowsTheTable, playerOf, reachWith } from './testing/model-walk';
import table from './document-upload.machine.table.md?raw';

const PHOTO: ChosenFile = { name: 'passport.jpg', type: 'image/jpeg', size: 8_000_000 };
const SCALED: ChosenFile = { name: 'passport.jpg', type: 'image/jpeg', size: 900_000 };
const HUGE: ChosenFile = { name: 'scan.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 };
const SCAN: ChosenFile = { name: 'bill.pdf', type: 'application/pdf', size: 300_000 };
const RETAKEN: ChosenFile = { name: 'passport-2.jpg', type: 'image/jpeg', size: 7_000_000 };
const TEXT: ChosenFile = { name: 'notes.txt', type: 'text/plain', size: 10 };
const TOO_LARGE: UploadFailure = { kind: 'server', status: 413, body: { detail: 'File size exceeds 20Mb.' } };

/** Every event the model is walked with, by the name the table gives it: the candidate's, and each way the actors
 * can answer. */
const EVENTS: Record<string, AnyEventObject> = {
  'choose a photo': { type: 'file.choose', file: PHOTO },
  'choose a pdf': { type: 'file.choose', file: SCAN },
  'choose a text': { type: 'file.choose', file: TEXT },
  'photo passes': { type: 'xstate.done.actor.checkPhoto', output: [] },
  'photo warned': { type: 'xstate.done.actor.checkPhoto', output: ['blurred'] },
  'check failed': { type: 'xstate.error.actor.checkPhoto', error: new Error('no OffscreenCanvas') },
  'use anyway': { type: 'photo.useAnyway' },
  prepared: { type: 'xstate.done.actor.prepareFile', output: SCALED },
  'prepared, too large': { type: 'xstate.done.actor.prepareFile', output: HUGE },
  'prepare failed': { type: 'xstate.error.actor.prepareFile', error: new Error('not an image') },
  progress: { type: 'upload.progress', loaded: 450_000, total: 900_000 },
  uploaded: { type: 'upload.done' },
  'upload failed': { type: 'upload.failed', failure: TOO_LARGE },
  cancel: { type: 'upload.cancel' },
  'ask to delete': { type: 'delete.ask', documentId: 5, name: 'bill.pdf' },
  'confirm delete': { type: 'delete.confirm' },
  'cancel delete': { type: 'delete.cancel' },
  deleted: { type: 'xstate.done.actor.removeDocument', output: {} },
  'delete failed': { type: 'xstate.error.actor.removeDocument', error: new Error('409') },
};

function harness() {
  const actors = deferredActors();
  const sent: ChosenFile[] = [];
  const checked: ChosenFile[] = [];
  const prepared: ChosenFile[] = [];
  const aborted: ChosenFile[] = [];
  const removed: unknown[] = [];
  const actor = createActor(
    documentUploadMachine.provide({
      actors: {
        checkPhoto: fromPromise(({ input }) => {
          checked.push(input);
          return actors.defer<readonly PhotoIssue[]>('checkPhoto');
        }),
        prepareFile: fromPromise(({ input }) => {
          prepared.push(input);
          return actors.defer<ChosenFile>('prepareFile');
        }),
        sendUpload: fromCallback(({ input }) => {
          sent.push(input);
          // Stopping the actor is how a cancel aborts the request.
          return () => aborted.push(input);
        }),
        removeDocument: fromPromise(({ input }) => {
          removed.push(input);
          return actors.defer('removeDocument');
        }),
      },
    }),
  ).start();
  return { actor, play: playerOf(actor, actors), sent, checked, prepared, aborted, removed };
}

describe('document-upload machine: the machine against its table', () => {
  itFollowsTheTable(documentUploadMachine, table, { events: EVENTS, start: harness });
});

const reach = (events: AnyEventObject[]) => reachWith(harness(), events);
const CHOSEN: AnyEventObject[] = [
  { type: 'file.choose', file: PHOTO },
  { type: 'xstate.done.actor.checkPhoto', output: [] },
  { type: 'xstate.done.actor.prepareFile', output: SCALED },
];
const WARNED: AnyEventObject[] = [
  { type: 'file.choose', file: PHOTO },
  { type: 'xstate.done.actor.checkPhoto', output: ['dark', 'blurred'] },
];

describe('document-upload machine: what the uploader relies on', () => {
  it('sends the scaled file, reports whole percents, then keeps it', async () => {
    const running = await reach(CHOSEN);
    expect(running.sent).toEqual([SCALED]);
    expect(running.actor.getSnapshot().hasTag(DOCUMENT_UPLOAD_TAGS.sending)).toBe(true);
    await running.play({ type: 'upload.progress', loaded: 1, total: 3 });
    expect(running.actor.getSnapshot().context.percent).toBe(33);
    await running.play({ type: 'upload.done' });
    expect(running.actor.getSnapshot().value).toBe('kept');
  });

  it('aborts the request on cancel', async () => {
    const running = await reach([...CHOSEN, { type: 'upload.cancel' }]);
    expect(running.actor.getSnapshot().value).toBe('cancelled');
    expect(running.aborted).toEqual([SCALED]);
  });

  it('holds a photo the check warns about until the candidate uses it anyway, then sends that photo', async () => {
    const running = await reach(WARNED);
    expect(running.actor.getSnapshot().value).toBe('reviewing');
    expect(running.actor.getSnapshot().context.photoIssues).toEqual(['dark', 'blurred']);
    expect(running.prepared).toEqual([]);
    await running.play({ type: 'photo.useAnyway' });
    expect(running.actor.getSnapshot().context.photoIssues).toEqual([]);
    await running.play({ type: 'xstate.done.actor.prepareFile', output: SCALED });
    expect(running.prepared).toEqual([PHOTO]);
    expect(running.sent).toEqual([SCALED]);
  });

  it('checks a retaken photo afresh, forgetting what was found in the first', async () => {
    const running = await reach([...WARNED, { type: 'file.choose', file: RETAKEN }]);
    expect(running.actor.getSnapshot().value).toBe('checking');
    expect(running.actor.getSnapshot().context).toMatchObject({ file: RETAKEN, photoIssues: [] });
    expect(running.checked).toEqual([PHOTO, RETAKEN]);
  });

  it('sends a photo that cannot be checked, and never checks a PDF', async () => {
    const unchecked = await reach([
      { type: 'file.choose', file: PHOTO },
      { type: 'xstate.error.actor.checkPhoto', error: new Error('no OffscreenCanvas') },
    ]);
    expect(unchecked.prepared).toEqual([PHOTO]);
    const pdf = await reach([{ type: 'file.choose', file: SCAN }]);
    expect(pdf.checked).toEqual([]);
    expect(pdf.prepared).toEqual([SCAN]);
  });

  it('refuses a type that is not accepted, and a file over the limit, without sending', async () => {
    const wrongType = await reach([{ type: 'file.choose', file: TEXT }]);
    expect(wrongType.actor.getSnapshot().context.failure).toEqual({ kind: 'type' });
    const tooBig = await reach([
      { type: 'file.choose', file: HUGE },
      { type: 'xstate.done.actor.prepareFile', output: HUGE },
    ]);
    expect(tooBig.actor.getSnapshot().context.failure).toEqual({ kind: 'size' });
    expect([...wrongType.sent, ...tooBig.sent]).toEqual([]);
  });

  it('keeps the server refusal, and forgets it when another file is chosen', async () => {
    const running = await reach([...CHOSEN, { type: 'upload.failed', failure: TOO_LARGE }]);
    expect(running.actor.getSnapshot().context.failure).toEqual(TOO_LARGE);
    await running.play({ type: 'file.choose', file: PHOTO });
    expect(running.actor.getSnapshot().context.failure).toBeNull();
  });

  it('deletes only after the confirmation, by the id asked about, and keeps a failure for the dialog', async () => {
    const running = await reach([{ type: 'delete.ask', documentId: 5, name: 'bill.pdf' }]);
    expect(running.removed).toEqual([]);
    await running.play({ type: 'delete.confirm' });
    await running.play({ type: 'xstate.error.actor.removeDocument', error: new Error('offline') });
    expect(running.actor.getSnapshot().value).toBe('confirmingDelete');
    expect(running.actor.getSnapshot().context.deleteFailure).toBeInstanceOf(Error);
    await running.play({ type: 'delete.confirm' });
    await running.play({ type: 'xstate.done.actor.removeDocument', output: {} });
    expect(running.actor.getSnapshot().value).toBe('idle');
    expect(running.actor.getSnapshot().context.deletedName).toBe('bill.pdf');
    expect(running.removed).toEqual([{ documentId: 5 }, { documentId: 5 }]);
  });
});

describe('document-upload machine: forbidden transitions', () => {
  it.each<[string, AnyEventObject[], AnyEventObject]>([
    ['another file while one is uploading', CHOSEN, { type: 'file.choose', file: PHOTO }],
    ['a delete while one is uploading', CHOSEN, { type: 'delete.ask', documentId: 5, name: 'bill.pdf' }],
    ['upload.done with nothing sent', [], { type: 'upload.done' }],
    ['delete.confirm without the dialog', [], { type: 'delete.confirm' }],
    ['use anyway with no warning shown', [], { type: 'photo.useAnyway' }],
    ['use anyway while the photo is being checked', [{ type: 'file.choose', file: PHOTO }], { type: 'photo.useAnyway' }],
    ['a file chosen behind the dialog', [{ type: 'delete.ask', documentId: 5, name: 'bill.pdf' }], { type: 'file.choose', file: PHOTO }],
    [
      'delete.cancel while deleting',
      [{ type: 'delete.ask', documentId: 5, name: 'bill.pdf' }, { type: 'delete.confirm' }],
      { type: 'delete.cancel' },
    ],
  ])('%s changes nothing', async (_, before, event) => {
    const running = await reach(before);
    const snapshot = running.actor.getSnapshot();
    const counts = () => [running.sent.length, running.removed.length];
    const countsBefore = counts();
    await running.play(event);
    expect(running.actor.getSnapshot().value).toEqual(snapshot.value);
    expect(running.actor.getSnapshot().context).toEqual(snapshot.context);
    expect(counts()).toEqual(countsBefore);
  });
});
