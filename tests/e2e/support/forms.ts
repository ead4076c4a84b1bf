/** Filling the step forms as a candidate does, where React Aria hides the native control behind its label. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks a radio or a checkbox inside `scope` by clicking its label, as a finger or a mouse does: React Aria keeps
 * the native input visually hidden, which Playwright's check() waits on forever.
 */
export async function choose(scope: Locator, name: string): Promise<void> {
  await scope.locator('label').filter({ has: scope.page().getByRole('radio', { name, exact: true }).or(scope.page().getByRole('checkbox', { name, exact: true })) }).click();
}

/** The texts a control is described by: its hint and, once invalid, its error. */
export const descriptionOf = (control: Locator) =>
  control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | '),
  );

/** The control is marked invalid and its description carries `message`. */
export async function expectError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => descriptionOf(control)).toContain(message);
}

/**
 * Focuses a field and waits for the page to stop scrolling: a phone scrolls a focused field into view a moment
 * later, and a scroll while a combo box's list is open closes the list.
 */
export async function focusAndSettle(page: Page, control: Locator): Promise<void> {
  await control.focus();
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const scrolled = await page.evaluate(() => window.scrollY);
        const settled = scrolled === last;
        last = scrolled;
        return settled;
      },
      { intervals: [200] },
    )
    .toBe(true);
}

/**
 * Picks an option of a combo box by typing into it. The list shows once React Aria has placed it; a click before
 * then scrolls the page, which closes the list.
 */
export async function pickOption(input: Locator, typed: string, option: string): Promise<void> {
  const page = input.page();
  await focusAndSettle(page, input);
  await input.fill(typed);
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect.poll(() => choice.evaluate((element) => getComputedStyle(element.closest('[data-trigger]')!).opacity)).toBe('1');
  await choice.click();
}

/** Picks a country in the combo box labelled `label` by typing its name, and sees it chosen. */
export async function pickCountry(scope: Page | Locator, option: string, { label = 'Country', typed = option } = {}): Promise<void> {
  const input = scope.getByRole('combobox', { name: label });
  await pickOption(input, typed, option);
  await expect(input).toHaveValue(option);
}
