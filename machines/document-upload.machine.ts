/**
 * One document uploader (spec 001 §2 "Proof and document pages", §5 "Uploads", §8; spec 000 §8 on the 413):
 * the lifecycle of a file from the moment it is chosen until the server keeps it, and of the deletion of a kept one.
 *
 * - idle, cancelled, failed, kept, reviewing: `file.choose` with a file → a type that is not accepted fails at once
 *   (type); an image is checked first (checking); anything else goes to scaling. `delete.ask` with a kept
 *   document's id → confirmingDelete.
 * - checking: checkPhoto looks for what would make the photo hard to read (docs/documents.md "Photo checks") →
 *   reviewing with what it found, or scaling when it found nothing or could not check (a check never stops an
 *   upload). `upload.cancel` → cancelled.
 * - reviewing (the photo warning): `photo.useAnyway` → scaling with the same photo; `file.choose` (Retake) starts
 *   again with the new file.
 * - scaling: prepareFile (a large photo scaled down, anything else as it is) → a result over the size limit fails
 *   (size), else uploading; an unreadable file fails (unreadable).
 * - uploading: sendUpload reports `upload.progress` (bytes sent of the total), then `upload.done` → kept, or
 *   `upload.failed` with the server's status and body (400, 409, 413, the 503 of a network failure) → failed.
 *   `upload.cancel` (also while scaling) stops it → cancelled; stopping the actor aborts the request.
 * - confirmingDelete (the confirmation dialog): `delete.cancel` → idle; `delete.confirm` → deleting: removeDocument
 *   → idle, having said what was deleted; a failure → confirmingDelete with it, for the dialog to show.
 *
 * The kept documents themselves are the server's, read from the reference response, never from this machine: the
 * SPA's sendUpload and removeDocument finish only once that response is refreshed, so the page agrees with what it
 * announces.
 */
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { isCheckedPhotoType, type PhotoIssue } from '../domain/documents/photo-quality';
import { isAcceptedUploadType } from '../domain/documents/upload-pages';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import { failureParams } from './actor-answers';
import { notProvided } from './not-provided';

/** A chosen file as the machine sees it (the SPA's are browser Files). */
export interface ChosenFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** Why an upload did not land: refused before sending, or the server's (or the network's) answer. */
export type UploadFailure =
  | { kind: 'type' }
  | { kind: 'size' }
  | { kind: 'unreadable' }
  | { kind: 'server'; status: number; body: Record<string, unknown> };

export interface DocumentUploadContext {
  file: ChosenFile | null;
  /** Whole percent of the bytes sent; null until the first report. */
  percent: number | null;
  failure: UploadFailure | null;
  /** What the photo check found, while the warning shows it. */
  photoIssues: readonly PhotoIssue[];
  /** The document the confirmation dialog asks about. */
  deleteId: number | null;
  /** Why the last deletion failed, while the dialog shows it. */
  deleteFailure: unknown;
  /** The name of the file last deleted, for the page to say so. */
  deletedName: string | null;
}

export type DocumentUploadEvent =
  | { type: 'file.choose'; file: ChosenFile }
  | { type: 'upload.progress'; loaded: number; total: number }
  | { type: 'upload.done' }
  | { type: 'upload.failed'; failure: UploadFailure }
  | { type: 'upload.cancel' }
  | { type: 'photo.useAnyway' }
  | { type: 'delete.ask'; documentId: number; name: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

/** Tags the uploader asks about: a file on its way, and the confirmation dialog open. */
export const DOCUMENT_UPLOAD_TAGS = { sending: 'sending', confirming: 'confirming', busy: 'busy' } as const;

const percentOf = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : null);

const chooseFile = [
  {
    guard: and(['acceptedType', 'checkedPhoto']),
    target: '#documentUpload.checking',
    actions: { type: 'startWith', params: ({ event }: { event: DocumentUploadEvent }) => ({ file: (event as { file: ChosenFile }).file }) },
  },
  {
    guard: 'acceptedType',
    target: '#documentUpload.scaling',
    actions: { type: 'startWith', params: ({ event }: { event: DocumentUploadEvent }) => ({ file: (event as { file: ChosenFile }).file }) },
  },
  {
    target: '#documentUpload.failed',
    actions: [
      { type: 'startWith', params: ({ event }: { event: DocumentUploadEvent }) => ({ file: (event as { file: ChosenFile }).file }) },
      { type: 'fail', params: { failure: { kind: 'type' } as UploadFailure } },
    ],
  },
] as const;

const askDelete = {
  target: '#documentUpload.confirmingDelete',
  actions: {
    type: 'openDelete',
    params: ({ event }: { event: DocumentUploadEvent }) => event as Extract<DocumentUploadEvent, { type: 'delete.ask' }>,
  },
} as const;

/** What an idle uploader answers: a file chosen, or a kept document to delete. */
const restingEvents = { 'file.choose': chooseFile, 'delete.ask': askDelete };

export const documentUploadMachine = setup({
  types: {
    context: {} as DocumentUploadContext,
    events: {} as DocumentUploadEvent,
  },
  actors: {
    /** What would make the photo hard to read; nothing when it reads well or cannot be checked. */
    checkPhoto: fromPromise<readonly PhotoIssue[], ChosenFile>(notProvided('checkPhoto')),
    /** A large photo scaled down to a JPEG; anything else answered as it is. */
    prepareFile: fromPromise<ChosenFile, ChosenFile>(notProvided('prepareFile')),
    /** POST /reference-requests/{guid}/document, reporting upload.progress, then upload.done or upload.failed. */
    sendUpload: fromCallback<DocumentUploadEvent, ChosenFile>(() => {
      throw new Error('sendUpload is not provided');
    }),
    /** DELETE /reference-requests/{guid}/document/{docId}. */
    removeDocument: fromPromise<unknown, { documentId: number }>(notProvided('removeDocument')),
  },
  guards: {
    acceptedType: ({ event }) => event.type === 'file.choose' && isAcceptedUploadType(event.file.type),
    checkedPhoto: ({ event }) => event.type === 'file.choose' && isCheckedPhotoType(event.file.type),
    foundIssues: (_, params: { issues: readonly PhotoIssue[] }) => params.issues.length > 0,
    fitsSize: (_, params: { file: ChosenFile }) => params.file.size <= MAX_UPLOAD_BYTES,
  },
  actions: {
    startWith: assign((_, params: { file: ChosenFile }) => ({
      file: params.file,
      percent: null,
      failure: null,
      photoIssues: [],
      deletedName: null,
    })),
    warn: assign((_, params: { issues: readonly PhotoIssue[] }) => ({ photoIssues: params.issues })),
    acceptWarning: assign({ photoIssues: [] }),
    useFile: assign((_, params: { file: ChosenFile }) => ({ file: params.file })),
    progress: assign((_, params: { loaded: number; total: number }) => ({ percent: percentOf(params.loaded, params.total) })),
    fail: assign((_, params: { failure: UploadFailure }) => ({ failure: params.failure })),
    openDelete: assign((_, params: { documentId: number; name: string }) => ({
      deleteId: params.documentId,
      deletedName: params.name,
      deleteFailure: null,
      failure: null,
      photoIssues: [],
    })),
    closeDelete: assign({ deleteId: null, deletedName: null, deleteFailure: null }),
    deleteFailed: assign((_, params: { error: unknown }) => ({ deleteFailure: params.error })),
    deleted: assign({ deleteId: null, deleteFailure: null, file: null }),
  },
}).createMachine({
  id: 'documentUpload',
  context: { file: null, percent: null, failure: null, photoIssues: [], deleteId: null, deleteFailure: null, deletedName: null },
  initial: 'idle',
  states: {
    idle: { on: restingEvents },
    checking: {
      tags: [DOCUMENT_UPLOAD_TAGS.sending, DOCUMENT_UPLOAD_TAGS.busy],
      invoke: {
        id: 'checkPhoto',
        src: 'checkPhoto',
        input: ({ context }) => context.file as ChosenFile,
        onDone: [
          {
            guard: { type: 'foundIssues', params: ({ event }) => ({ issues: event.output }) },
            target: 'reviewing',
            actions: { type: 'warn', params: ({ event }) => ({ issues: event.output }) },
          },
          { target: 'scaling' },
        ],
        // A photo the browser cannot check goes as it is: the server is the judge of what it keeps.
        onError: 'scaling',
      },
      on: { 'upload.cancel': 'cancelled' },
    },
    reviewing: {
      on: { ...restingEvents, 'photo.useAnyway': { target: 'scaling', actions: 'acceptWarning' } },
    },
    scaling: {
      tags: [DOCUMENT_UPLOAD_TAGS.sending, DOCUMENT_UPLOAD_TAGS.busy],
      invoke: {
        id: 'prepareFile',
        src: 'prepareFile',
        input: ({ context }) => context.file as ChosenFile,
        onDone: [
          {
            guard: { type: 'fitsSize', params: ({ event }) => ({ file: event.output }) },
            target: 'uploading',
            actions: { type: 'useFile', params: ({ event }) => ({ file: event.output }) },
          },
          { target: 'failed', actions: { type: 'fail', params: { failure: { kind: 'size' } } } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: { failure: { kind: 'unreadable' } } } },
      },
      on: { 'upload.cancel': 'cancelled' },
    },
    uploading: {
      tags: [DOCUMENT_UPLOAD_TAGS.sending, DOCUMENT_UPLOAD_TAGS.busy],
      invoke: { id: 'sendUpload', src: 'sendUpload', input: ({ context }) => context.file as ChosenFile },
      on: {
        'upload.progress': {
          actions: { type: 'progress', params: ({ event }) => ({ loaded: event.loaded, total: event.total }) },
        },
        'upload.done': 'kept',
        'upload.failed': { target: 'failed', actions: { type: 'fail', params: ({ event }) => ({ failure: event.failure }) } },
        'upload.cancel': 'cancelled',
      },
    },
    cancelled: { on: restingEvents },
    failed: { on: restingEvents },
    kept: { on: restingEvents },
    confirmingDelete: {
      tags: [DOCUMENT_UPLOAD_TAGS.confirming],
      on: {
        'delete.cancel': { target: 'idle', actions: 'closeDelete' },
        'delete.confirm': 'deleting',
      },
    },
    deleting: {
      tags: [DOCUMENT_UPLOAD_TAGS.confirming, DOCUMENT_UPLOAD_TAGS.busy],
      invoke: {
        id: 'removeDocument',
        src: 'removeDocument',
        input: ({ context }) => ({ documentId: context.deleteId ?? 0 }),
        onDone: { target: 'idle', actions: 'deleted' },
        onError: { target: 'confirmingDelete', actions: { type: 'deleteFailed', params: failureParams } },
      },
    },
  },
});
