/** The browser contexts the journeys open (the browser itself is playwright.config.ts's), plus axe. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

interface CspWindow {
  cspViolations?: string[];
}

/**
 * A browser of its own. `locale` is the browser's language: navigator.languages and Accept-Language say it, and the
 * app starts in it until the candidate chooses (British English unless a test asks for another).
 */
export async function newContext(browser: Browser, viewport: ViewportName, locale = 'en-GB'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale,
  });
  // Every page keeps what its Content-Security-Policy refused, for expectNoAxeViolations to report.
  await context.addInitScript(() => {
    const refused: string[] = [];
    (window as CspWindow).cspViolations = refused;
    document.addEventListener('securitypolicyviolation', (event) => {
      refused.push(`${event.effectiveDirective} refused ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return context;
}

/**
 * Fails the test with a readable list when axe finds any WCAG 2.x A/AA violation on the page as it stands, or when
 * the page's Content-Security-Policy has refused anything since it loaded (a style or script the page then lacks).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Only the violations are read: leaving out the passes and the rest makes each run markedly faster.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  const refused = await page.evaluate(() => (window as CspWindow).cspViolations ?? []);
  expect(refused, `CSP violations on ${page.url()}`).toEqual([]);
}
