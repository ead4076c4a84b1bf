/** A fake provider service for each test of a file, and what every adapter's test asks of it. */
import { afterEach, beforeEach, expect } from 'vitest';

/**
 * Starts the service before each test and closes it after. The answer stands for the running service; a test may
 * close it early (to find nothing listening there), and it is then not closed again.
 */
export function useFakeService<S extends { close(): Promise<void> }>(start: () => Promise<S>): S {
  let current: S | undefined;
  let closed = false;
  beforeEach(async () => {
    current = await start();
    closed = false;
  });
  afterEach(async () => {
    if (!closed) await current?.close();
  });
  const running = () => {
    if (!current) throw new Error('The fake service starts in beforeEach: use it inside a test.');
    return current;
  };
  return new Proxy({} as S, {
    get(_, property) {
      const service = running();
      if (property === 'close') {
        return async () => {
          closed = true;
          await service.close();
        };
      }
      const value = Reflect.get(service, property) as unknown;
      return typeof value === 'function' ? value.bind(service) : value;
    },
    // A test sets what the service does next (its mode) on the running one.
    set(_, property, value) {
      return Reflect.set(running(), property, value);
    },
  });
}

/** The calls the service received, as `METHOD /path`: each sent the key in its header, never in its address. */
export function expectKeyedCalls(service: { calls: readonly { method: string; path: string; url: string; key: string | undefined }[]; key: string }, expected: string[]): void {
  expect(service.calls.map(({ method, path }) => `${method} ${path}`)).toStrictEqual(expected);
  expect(service.calls.every((call) => call.key === service.key && !call.url.includes(service.key))).toBe(true);
}

/** Makes the service hang, and answers what `call` failed with: within 2 s, though the service never answers. */
export async function failureWhenHanging(service: { mode: string }, call: () => Promise<unknown>): Promise<Error> {
  service.mode = 'hang';
  const started = Date.now();
  const error = await call().catch((caught: unknown) => caught);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}
