/**
 * The main thread's side of the photo check: the worker's answer is passed on, and whatever stops the check (no
 * Worker, a failing worker, a slow one, an upload cancelled) answers that nothing was found, so the photo is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_CHECK_TIMEOUT_MS } from '../../../../domain/documents/photo-quality';
import { checkPhoto } from './photo-check';

/** A worker that answers as the test says, and records what it was sent and whether it was stopped. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static answer: (worker: FakeWorker) => void = () => undefined;
  sent: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
    FakeWorker.answer(this);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const photo = new File([new Uint8Array(16)], 'licence.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('checkPhoto', () => {
  it('sends the photo to the worker and answers what it found, then stops the worker', async () => {
    FakeWorker.answer = (worker) => worker.reply({ issues: ['glare'] });
    expect(await checkPhoto(photo)).toEqual(['glare']);
    const [worker] = FakeWorker.made;
    expect(String(worker!.url)).toMatch(/photo-check\.worker/);
    expect(worker!.sent).toEqual([photo]);
    expect(worker!.terminated).toBe(true);
  });

  it('finds nothing when the worker could not read the photo, or failed', async () => {
    FakeWorker.answer = (worker) => worker.reply({ issues: null });
    expect(await checkPhoto(photo)).toEqual([]);
    FakeWorker.answer = (worker) => worker.dispatchEvent(new Event('error'));
    expect(await checkPhoto(photo)).toEqual([]);
    expect(FakeWorker.made.every((worker) => worker.terminated)).toBe(true);
  });

  it('finds nothing when the worker takes too long, or the upload is cancelled', async () => {
    vi.useFakeTimers();
    FakeWorker.answer = () => undefined;
    const slow = checkPhoto(photo);
    vi.advanceTimersByTime(PHOTO_CHECK_TIMEOUT_MS);
    expect(await slow).toEqual([]);
    const cancel = new AbortController();
    const cancelled = checkPhoto(photo, cancel.signal);
    cancel.abort();
    expect(await cancelled).toEqual([]);
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true, true]);
  });

  it('checks neither a PDF nor anything where there is no Worker', async () => {
    expect(await checkPhoto(new File(['%PDF-1.4'], 'bill.pdf', { type: 'application/pdf' }))).toEqual([]);
    vi.stubGlobal('Worker', undefined);
    expect(await checkPhoto(photo)).toEqual([]);
    expect(FakeWorker.made).toEqual([]);
  });
});
