/**
 * XMLHttpRequest standing in for the network in the uploader's tests: each request is kept for the test to look
 * at (method, path, headers, the multipart body) and to answer: bytes sent, a status with its body, a network
 * failure. Abort is recorded, as a cancelled upload must abort.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export class FakeXhr {
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
  }

  abort() {
    this.aborted = true;
  }

  /** The text fields of the multipart body, and the file's name under `0:file`. */
  fields(): Record<string, string> {
    const out: Record<string, string> = {};
    this.body?.forEach((value, key) => {
      out[key] = typeof value === 'string' ? value : value.name;
    });
    return out;
  }

  async progress(loaded: number, total: number) {
    await act(async () => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    });
  }

  /** The server's answer; a body of undefined is an empty one. */
  async respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    await act(async () => {
      this.events.dispatchEvent(new Event('load'));
    });
  }

  async failNetwork() {
    await act(async () => {
      this.events.dispatchEvent(new Event('error'));
    });
  }

  static last(): FakeXhr {
    const request = FakeXhr.requests.at(-1);
    if (!request) throw new Error('no upload was sent');
    return request;
  }
}

/** Puts FakeXhr in place of the network for each test of the calling file, and the page away after it. */
export function fakeXhrForEachTest(): void {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** The file inputs under a part of the page: the uploaders' 'Choose a file' and 'Take a photo'. */
export const fileInputs = (scope: HTMLElement) => [...scope.querySelectorAll<HTMLInputElement>('input[type="file"]')];

/** A PDF as the file picker hands it over; the server, not the page, reads what is inside. */
export const pdfFile = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });
