/** Filling the step forms as a candidate does, where React Aria hides the native control behind its label. */
import type { Locator } from 'playwright-core';

/**
 * Ticks a radio or a checkbox inside `scope` by clicking its label, as a finger or a mouse does: React Aria keeps
 * the native input visually hidden, which Playwright's check() waits on forever.
 */
export async function choose(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }).or(scope.page().getByRole('checkbox', { name, exact: true })) }).click();
}
