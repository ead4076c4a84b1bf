/**
 * Checks a chosen photo before it is sent (docs/documents.md "Photo checks"), in a Web Worker so a large photo
 * never holds up the page. The check only ever warns: whatever stops it (no Worker, an image this browser cannot
 * decode, a worker that fails or takes longer than PHOTO_CHECK_TIMEOUT_MS, the upload cancelled) answers that
 * nothing was found, and the photo goes on to the server, which judges what it keeps.
 */
import {
  isCheckedPhotoType,
  PHOTO_CHECK_TIMEOUT_MS,
  type PhotoIssue,
} from '../../../../domain/documents/photo-quality';
import type { PhotoCheckAnswer } from './photo-check.worker';

const NOTHING_FOUND: readonly PhotoIssue[] = [];

export function checkPhoto(file: File, signal?: AbortSignal): Promise<readonly PhotoIssue[]> {
  if (!isCheckedPhotoType(file.type) || typeof Worker !== 'function') return Promise.resolve(NOTHING_FOUND);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./photo-check.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(NOTHING_FOUND);
      return;
    }
    const finish = (issues: readonly PhotoIssue[]) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      resolve(issues);
    };
    const stop = () => finish(NOTHING_FOUND);
    const timer = setTimeout(stop, PHOTO_CHECK_TIMEOUT_MS);
    signal?.addEventListener('abort', stop);
    worker.addEventListener('message', (event: MessageEvent<PhotoCheckAnswer>) => finish(event.data.issues ?? NOTHING_FOUND));
    worker.addEventListener('error', stop);
    worker.addEventListener('messageerror', stop);
    worker.postMessage(file);
  });
}
