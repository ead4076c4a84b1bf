/** A fake provider service for each test of a file. */
import { afterEach, beforeEach } from 'vitest';

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
