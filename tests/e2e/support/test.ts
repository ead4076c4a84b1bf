/**
 * What every journey imports: Playwright's test with the project's own fixtures, and its expect. The browser is the
 * run's (playwright.config.ts); each page opens in a context of its own, closed when the test ends.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { newContext, type ViewportName } from './browser';

export { expect } from '@playwright/test';

/** A page in a context of its own, so no cookie or storage leaks between journeys; `locale` is the browser's. */
export type OpenPage = (viewport: ViewportName, locale?: string) => Promise<Page>;

interface JourneyFixtures {
  openPage: OpenPage;
}

export const test = base.extend<JourneyFixtures>({
  openPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport, locale) => {
      const context = await newContext(browser, viewport, locale);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** The viewports each journey of a screen runs on. */
export const BOTH_VIEWPORTS = ['phone', 'desktop'] as const satisfies readonly ViewportName[];

/** `title` with `%s` as the value itself, and `$key` as that field of it (a string in quotes), as each case is named. */
function caseTitle(title: string, value: unknown): string {
  const field = (key: string) => (value as Record<string, unknown>)[key];
  return title.replace('%s', String(value)).replace(/\$(\w+)/g, (_, key: string) => {
    const shown = field(key);
    return typeof shown === 'string' ? `'${shown}'` : String(shown);
  });
}

/** A group of journeys once per value of a table, each titled after its value. */
export function describeEach<T>(values: readonly T[], title: string, body: (value: T) => void): void {
  for (const value of values) test.describe(caseTitle(title, value), () => body(value));
}
