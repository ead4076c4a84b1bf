/**
 * What every journey imports: Playwright's test with the project's own fixtures, and its expect. The browser is the
 * run's (playwright.config.ts); each page opens in a context of its own, closed when the test ends.
 *
 * Every journey fails on a console error, an uncaught page error or an answer of 400 or more that it did not
 * declare: a normal path makes no failed request. A journey that provokes a refusal on purpose declares it with
 * `expectFailures({ status, path })` before provoking it; the browser's own console line for that answer is then
 * expected too. A line the app itself logs for an error page a journey opens on purpose is declared with
 * `expectConsoleErrors(pattern)`.
 */
import { test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';
import { newContext, type ViewportName } from './browser';

export { expect } from '@playwright/test';

/** A page in a context of its own, so no cookie or storage leaks between journeys; `locale` is the browser's. */
export type OpenPage = (viewport: ViewportName, locale?: string) => Promise<Page>;

/** An answer a journey provokes on purpose: its status, and a part of its path (`/employers/employers/`). */
export interface ExpectedFailure {
  status: number;
  path: string;
}

interface JourneyFixtures {
  openPage: OpenPage;
  expectFailures: (...failures: ExpectedFailure[]) => void;
  expectConsoleErrors: (...patterns: RegExp[]) => void;
  pageFaults: PageFaults;
}

/** What went wrong on the journey's pages, less what it declared. */
class PageFaults {
  private readonly expected: ExpectedFailure[] = [];
  private readonly expectedConsole: RegExp[] = [];
  private readonly faults: string[] = [];

  expect(failures: ExpectedFailure[]) {
    this.expected.push(...failures);
  }

  expectConsole(patterns: RegExp[]) {
    this.expectedConsole.push(...patterns);
  }

  private isExpected(status: number, url: string): boolean {
    const path = new URL(url).pathname;
    return this.expected.some((failure) => failure.status === status && path.includes(failure.path));
  }

  watch(context: BrowserContext) {
    context.on('response', (response) => {
      if (response.status() >= 400 && !this.isExpected(response.status(), response.url())) {
        this.faults.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    context.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      // The browser's own line for a failed answer names its status; a declared answer's line is expected too.
      const status = /status of (\d{3})/.exec(message.text())?.[1];
      const url = message.location().url;
      if (status && url && this.isExpected(Number(status), url)) return;
      if (this.expectedConsole.some((pattern) => pattern.test(message.text()))) return;
      this.faults.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    context.on('weberror', (error) => this.faults.push(`page error: ${error.error().message}`));
  }

  report(): string[] {
    return this.faults;
  }
}

export const test = base.extend<JourneyFixtures>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern, and this one has none.
  // eslint-disable-next-line no-empty-pattern
  pageFaults: async ({}, use) => {
    await use(new PageFaults());
  },
  expectFailures: async ({ pageFaults }, use) => {
    await use((...failures) => pageFaults.expect(failures));
  },
  expectConsoleErrors: async ({ pageFaults }, use) => {
    await use((...patterns) => pageFaults.expectConsole(patterns));
  },
  openPage: async ({ browser, pageFaults }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (viewport, locale) => {
      const context = await newContext(browser, viewport, locale);
      pageFaults.watch(context);
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
    const faults = pageFaults.report();
    // A journey that already failed keeps its own error first; the faults then come with it.
    if (faults.length > 0 && testInfo.status === testInfo.expectedStatus) {
      throw new Error(`The journey's pages logged errors or failed requests it did not expect:\n${faults.join('\n')}`);
    }
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
