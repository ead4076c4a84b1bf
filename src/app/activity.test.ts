import { describe, expect, it } from 'vitest';
import { type RouterSnapshot, activityOf, routerActivity } from './activity';

function snapshot(overrides: Partial<RouterSnapshot> = {}): RouterSnapshot {
  return {
    status: 'idle',
    isLoading: false,
    location: { href: '/candidate-feedback?guid=g', state: {} },
    resolvedLocation: { href: '/candidate-feedback?guid=g' },
    ...overrides,
  };
}

describe('routerActivity', () => {
  it('is idle when the router is', () => {
    expect(routerActivity(snapshot())).toBe('idle');
  });

  it('is loading while another page loads, or the first one', () => {
    expect(routerActivity(snapshot({ status: 'pending', location: { href: '/candidate-feedback/expired?guid=g', state: {} } }))).toBe(
      'loading',
    );
    expect(routerActivity(snapshot({ isLoading: true, resolvedLocation: undefined }))).toBe('loading');
  });

  it('is revalidating while the address already shown reloads', () => {
    expect(routerActivity(snapshot({ isLoading: true }))).toBe('revalidating');
  });

  it('is loading for the same page with another query (another request)', () => {
    expect(routerActivity(snapshot({ status: 'pending', location: { href: '/candidate-feedback?guid=h', state: {} } }))).toBe(
      'loading',
    );
  });

  it('is redirecting while a location reached by a redirect loads', () => {
    expect(
      routerActivity(
        snapshot({ status: 'pending', location: { href: '/candidate-feedback/complete?guid=g', state: { activity: 'redirecting' } } }),
      ),
    ).toBe('redirecting');
  });
});

describe('activityOf', () => {
  it('puts a save first, then the router, then background refetches', () => {
    expect(activityOf({ router: 'loading', mutating: 1, fetching: 1 })).toBe('submitting');
    expect(activityOf({ router: 'redirecting', mutating: 0, fetching: 1 })).toBe('redirecting');
    expect(activityOf({ router: 'loading', mutating: 0, fetching: 2 })).toBe('loading');
    expect(activityOf({ router: 'idle', mutating: 0, fetching: 1 })).toBe('revalidating');
    expect(activityOf({ router: 'idle', mutating: 0, fetching: 0 })).toBe('idle');
  });
});
