/** Each test of the calling file starts with empty storage, and leaves no page, global stub or spy behind. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function freshPageForEachTest(): void {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
