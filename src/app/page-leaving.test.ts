import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLeavingFailure, watchPageLeaving } from './page-leaving';

const page = new EventTarget();
watchPageLeaving(page);

afterEach(() => {
  page.dispatchEvent(new Event('pageshow'));
  vi.restoreAllMocks();
});

describe('a failure of a page being left', () => {
  it('is no such failure while the candidate stays on the page', () => {
    expect(isLeavingFailure(new TypeError('error loading dynamically imported module'))).toBe(false);
  });

  it('is a TypeError once the page is being left, and nothing else is', () => {
    page.dispatchEvent(new Event('beforeunload'));
    expect(isLeavingFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isLeavingFailure(new Error('The answers could not be read'))).toBe(false);
    expect(isLeavingFailure('error loading dynamically imported module')).toBe(false);
  });

  it('lapses when the page is still there ten seconds later, as after a navigation called off', () => {
    const now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now);
    page.dispatchEvent(new Event('beforeunload'));
    clock.mockReturnValue(now + 9_999);
    expect(isLeavingFailure(new TypeError('failed'))).toBe(true);
    clock.mockReturnValue(now + 10_000);
    expect(isLeavingFailure(new TypeError('failed'))).toBe(false);
  });

  it('ends when the page comes back from the back-forward cache', () => {
    page.dispatchEvent(new Event('beforeunload'));
    page.dispatchEvent(new Event('pageshow'));
    expect(isLeavingFailure(new TypeError('failed'))).toBe(false);
  });
});
