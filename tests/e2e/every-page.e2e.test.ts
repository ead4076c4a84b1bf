/**
 * Every page of the app on the narrowest phones: 320×640 (WCAG 1.4.10 reflow) and 390×844. Each page must fit the
 * width without sideways scrolling, carry its own title, and at 320 px pass axe; a step page with a form is then
 * submitted with nothing filled, and must still fit once its errors show, its title start with 'Error: ' and its
 * error summary name each field once.
 *
 * The pages are data (`PageVisit`), walked by `forEachPage` with a hook per page, so another check can join the same
 * walk. The requests are made once for the file through the organisation API: every open scenario fresh, and for
 * each of its sections one with the sections before it complete (the section's first step, with its form empty, as
 * the hub's order lets it open), and ready to submit (every other step, the hub with Finish, the
 * completion page once submitted), plus the companion and error pages. A step the fresh and the ready request both
 * have is visited once, empty.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { CreatedRequest, SandboxState } from '../../domain/org-request.schema';
import { referenceQuestionnaires } from '../../domain/referees/options';
import { requiredSections } from '../../domain/requirements';
import type { SectionSlug, StepSlug } from '../../domain/sections';
import { candidateToday } from '../../domain/today';
import { SCENARIOS, type ScenarioName } from '../../server/scenarios';
import { expectNoAxeViolations } from './support/browser';
import { postComplete, readResponse } from './support/candidate-api';
import { fillSectionsBefore, OPEN_SCENARIOS } from './support/fill-sections';
import { createThroughOrgApi } from './support/invite';
import { server } from './support/server';
import { describeEach, expect, test } from './support/test';

/** The reflow width of WCAG 1.4.10, and the phone the other journeys use. */
const VIEWPORTS = [
  { name: '320 px', width: 320, height: 640, axe: true },
  { name: '390 px', width: 390, height: 844, axe: false },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

export interface PageVisit {
  /** How a failure names the page: its path and the request it belongs to. */
  name: string;
  url: string;
  /** A step page whose form starts empty: its primary button (Next or Submit) is pressed with nothing filled. */
  emptyForm: boolean;
  /** A step page: it must open where it was asked, not redirect (the hub's order would send it home). */
  step: boolean;
  /** The page's name in its title, where it is not the page's heading (or the step's, then the section's). */
  title?: string;
}

const createRequest = (scenario: ScenarioName, state?: SandboxState): Promise<CreatedRequest> =>
  createThroughOrgApi({ ...SCENARIOS[scenario].request, ...(state ? { sandbox_state: state } : {}) });

function link(created: CreatedRequest, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams({ ...query, guid: created.guid, user_token: created.user_token });
  return `${server('baseUrl')}${path}?${search}`;
}

/** A step's page (spec 001 §2 route table); the numbered sections open on their first entry. */
function stepPath(section: SectionSlug, step: StepSlug): string {
  const path = `/candidate-feedback/${section}/${step}`;
  return section === 'employers' || section === 'directorships' ? `${path}/1` : path;
}

interface StepPageOptions {
  firstStepsOnly: boolean;
  /** Only this section's pages. */
  section?: SectionSlug;
}

/** Every step page of a request, and the first referee's form of each questionnaire it asks for. */
async function stepPages(created: CreatedRequest, scenario: ScenarioName, { firstStepsOnly, section: only }: StepPageOptions) {
  const response = await readResponse(created.guid, created.user_token);
  const sections = requiredSections(response, candidateToday()).filter(({ section }) => only === undefined || section === only);
  const steps = sections.flatMap(({ section, steps: all }) =>
    (firstStepsOnly ? all.slice(0, 1) : all).map((step) => ({ key: stepPath(section, step), url: link(created, stepPath(section, step)) })),
  );
  const referees = referenceQuestionnaires(response.reference_request).map(({ questionnaire }) => ({
    key: `/candidate-feedback/reference/reference/1?questionnaire=${questionnaire}`,
    url: link(created, '/candidate-feedback/reference/reference/1', { questionnaire }),
  }));
  const withReferees = firstStepsOnly && sections.some(({ section }) => section === 'reference');
  return [...steps, ...(withReferees ? referees : [])].map((page) => ({ ...page, name: `${page.key} (${scenario})` }));
}

/** Runs `task` on every item, a few at a time: the server has one core to answer with. */
async function inBatches<T, R>(items: readonly T[], task: (item: T) => Promise<R>, size = 4): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  return results;
}

/**
 * Each section's first step with its form empty, once per address. The hub's order sends the candidate home from a
 * section it would not offer yet, so each section after the first is opened on a request of its own whose earlier
 * sections are complete.
 */
async function emptyStepPages(fresh: readonly { scenario: ScenarioName; created: CreatedRequest }[]) {
  const planned = new Set<string>();
  const plans: { scenario: ScenarioName; section: SectionSlug; created?: CreatedRequest }[] = [];
  for (const { scenario, created } of fresh) {
    const pages = await stepPages(created, scenario, { firstStepsOnly: true });
    const response = await readResponse(created.guid, created.user_token);
    requiredSections(response, candidateToday()).forEach(({ section }, index) => {
      const keys = pages.filter(({ key }) => key.startsWith(`/candidate-feedback/${section}/`)).map(({ key }) => key);
      if (keys.every((key) => planned.has(key))) return;
      keys.forEach((key) => planned.add(key));
      plans.push({ scenario, section, created: index === 0 ? created : undefined });
    });
  }
  const pages = await inBatches(plans, async ({ scenario, section, created }) => {
    const request = created ?? (await createRequest(scenario));
    if (!created) await fillSectionsBefore(request, section);
    return stepPages(request, scenario, { firstStepsOnly: true, section });
  });
  return pages.flat();
}

/** The whole app as data: the pages every walk visits, in an order where logging out comes last. */
async function allPages(): Promise<PageVisit[]> {
  const [fresh, ready, submitted, expired, removed] = await Promise.all([
    Promise.all(OPEN_SCENARIOS.map(async (scenario) => ({ scenario, created: await createRequest(scenario) }))),
    Promise.all(OPEN_SCENARIOS.map(async (scenario) => ({ scenario, created: await createRequest(scenario, 'ready_to_submit') }))),
    // A request of its own to submit: the ready ones' steps would otherwise lead to the completion page.
    createRequest('gb-dbs-enhanced', 'ready_to_submit'),
    createRequest('expired'),
    createRequest('profile-removed'),
  ]);

  const seen = new Set<string>();
  const once = (pages: { key: string; name: string; url: string }[], emptyForm: boolean): PageVisit[] =>
    pages.filter(({ key }) => !seen.has(key) && seen.add(key)).map(({ name, url }) => ({ name, url, emptyForm, step: true }));

  const emptySteps = once(await emptyStepPages(fresh), true);
  const filledSteps = (
    await Promise.all(ready.map(({ scenario, created }) => stepPages(created, scenario, { firstStepsOnly: false })))
  ).flatMap((pages) => once(pages, false));

  const first = fresh[0]!.created;
  const readyHub = ready[0]!.created;
  const completion = await postComplete(submitted.guid, submitted.user_token);
  expect(completion.status, JSON.stringify(completion.body)).toBe(200);

  const page = (name: string, url: string, title?: string): PageVisit => ({ name, url, emptyForm: false, step: false, title });
  return [
    page('the root address', link(first, '/'), 'Your sections'),
    page('the hub of a fresh request', link(first, '/candidate-feedback'), 'Your sections'),
    page('the hub of a request ready to submit', link(readyHub, '/candidate-feedback'), 'Your sections'),
    ...emptySteps,
    ...filledSteps,
    page('the completion page', link(submitted, '/candidate-feedback/complete')),
    page('the expired page', link(expired, '/candidate-feedback')),
    page('the profile-removed page', link(removed, '/candidate-feedback')),
    page(
      'the error page of a wrong token',
      `${server('baseUrl')}/candidate-feedback?guid=${first.guid}&user_token=not-a-real-token`,
      '401 Unauthorized',
    ),
    page('the not-found page', link(first, '/candidate-feedback/no-such-page'), '404 Not Found'),
    page('the logout page', `${server('baseUrl')}/logout`),
  ];
}

/** Opens a page by its address and waits until it has settled: its h1 shown, nothing loading. */
async function open(page: Page, visit: PageVisit): Promise<void> {
  await page.goto(visit.url);
  await page
    .waitForFunction(
      () =>
        document.querySelector('main h1') !== null &&
        document.querySelector('.busy-banner--active, main .skeleton') === null,
      undefined,
      { polling: 50, timeout: 10_000 },
    )
    .catch(() => {
      throw new Error(`${visit.name} never settled: no h1, or still loading, at ${page.url()}`);
    });
}

/**
 * What sticks out sideways: the document's own scroll width, and each outermost element that reaches past the
 * viewport without a scrolling or clipping box around it (a table in an `overflow-x: auto` box is fine).
 */
function horizontalOverflow(page: Page, width: number): Promise<string[]> {
  return page.evaluate((viewportWidth) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > viewportWidth) found.push(`the document is ${root.scrollWidth} px wide`);
    // Content an ancestor clips or scrolls never widens the page (a visually hidden native select, a wide table).
    const contains = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${text}"`;
    };
    const overflowing = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || (box.right <= viewportWidth + 0.5 && box.left >= -0.5)) continue;
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body && !contained) {
        contained = overflowing.has(parent) || contains(parent);
        parent = parent.parentElement;
      }
      if (contained) continue;
      overflowing.add(element);
      found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return found;
  }, width);
}

async function expectFits(page: Page, viewport: Viewport, visit: PageVisit, when: string): Promise<void> {
  expect.soft(await horizontalOverflow(page, viewport.width), `${visit.name} at ${viewport.name}, ${when}`).toEqual([]);
}

const SERVICE = 'Complete your background check';

/**
 * The title names the page (GOV.UK): `[Error: ]<page> – Complete your background check`, where the page is its own
 * name, or its heading, or on a step of several the step's title then the section's heading.
 */
async function expectTitle(page: Page, visit: PageVisit, errorsShown: boolean): Promise<void> {
  // The title follows the page's render by an effect: give it a moment, then judge whatever it says.
  await page
    .waitForFunction((errors) => document.title.includes(' – ') && document.title.startsWith('Error: ') === errors, errorsShown, {
      polling: 50,
      timeout: 2_000,
    })
    .catch(() => undefined);
  const { title, heading } = await page.evaluate(() => ({
    title: document.title,
    heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
  }));
  const match = new RegExp(`^(Error: )?(.+) – ${SERVICE}$`).exec(title);
  expect.soft(match, `${visit.name}: the title '${title}' names the page and the service`).not.toBeNull();
  if (!match) return;
  expect.soft(match[1] !== undefined, `${visit.name}: 'Error: ' starts the title exactly while errors show`).toBe(errorsShown);
  const name = match[2]!;
  const namesThePage = visit.title !== undefined ? name === visit.title : name === heading || name.endsWith(` – ${heading}`);
  expect.soft(namesThePage, `${visit.name}: the title '${title}' names the page headed '${heading}'`).toBe(true);
}

/** Every line of the error summary that links to a field names it ("First name: Please fill in this field"), once. */
async function expectNamedErrors(page: Page, visit: PageVisit): Promise<void> {
  const links = await page
    .locator('[data-error-summary] a')
    .evaluateAll((anchors) => anchors.map((anchor) => ({ text: anchor.textContent ?? '', href: anchor.getAttribute('href') })));
  for (const { text } of links) {
    expect.soft(text, `${visit.name}: a summary line names its field`).toMatch(/^[^:]+\S: \S/);
  }
  const hrefs = links.map(({ href }) => href);
  expect.soft(hrefs, `${visit.name}: no field is linked twice`).toEqual([...new Set(hrefs)]);
}

/**
 * Presses the form's primary button with nothing filled. The form must answer: with its error summary, or, when it
 * asks nothing required, by saving and moving on. Answers whether the errors show.
 */
async function submitEmpty(page: Page, visit: PageVisit): Promise<boolean> {
  const primary = page.getByRole('main').getByRole('button', { name: /^(Next|Submit)$/ });
  if ((await primary.count()) !== 1 || !(await primary.isEnabled())) return false;
  // Only a form's submit button: a Next that turns a tab, or a Submit that starts a provider's search, saves nothing.
  if (!(await primary.evaluate((button) => button instanceof HTMLButtonElement && button.type === 'submit' && button.form !== null))) {
    return false;
  }
  const before = page.url();
  await primary.click();
  await page
    .waitForFunction(
      (address) =>
        location.href !== address || [...document.querySelectorAll('h2')].some((heading) => heading.textContent === 'There is a problem'),
      before,
      { polling: 50, timeout: 5_000 },
    )
    .catch(() => {
      throw new Error(`${visit.name}: submitted empty, it neither showed 'There is a problem' nor moved on`);
    });
  return page.url() === before;
}

/** Visits every page in one tab of a context of the viewport's size, calling `check` once each has settled. */
export async function forEachPage(
  browser: Browser,
  viewport: Viewport,
  pages: readonly PageVisit[],
  check: (page: Page, visit: PageVisit) => Promise<void>,
): Promise<void> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'en-GB',
  });
  try {
    const page = await context.newPage();
    for (const visit of pages) {
      await open(page, visit);
      await check(page, visit);
    }
  } finally {
    await context.close();
  }
}

let pages: PageVisit[] = [];

test.beforeAll(async () => {
  // Dozens of requests, many filled section by section: more than a journey's time on a busy machine.
  test.setTimeout(120_000);
  pages = await allPages();
});

describeEach(VIEWPORTS, 'every page at $name', (viewport) => {
  // About 30 s on an idle machine; the margin is for a busy one, where axe on every page takes minutes.
  test('fits the width and is titled, with its errors shown too, which name their fields; axe passes', async ({ browser }) => {
    test.setTimeout(300_000);
    expect(pages.length).toBeGreaterThan(40);
    await forEachPage(browser, viewport, pages, async (page, visit) => {
      if (visit.step) expect.soft(new URL(page.url()).pathname, `${visit.name} opens`).toBe(new URL(visit.url).pathname);
      await expectFits(page, viewport, visit, 'as it opens');
      await expectTitle(page, visit, false);
      if (visit.emptyForm && (await submitEmpty(page, visit))) {
        await expectFits(page, viewport, visit, 'with its errors shown');
        await expectTitle(page, visit, true);
        await expectNamedErrors(page, visit);
      }
      if (viewport.axe) await expectNoAxeViolations(page);
    });
  });
});

test.describe('the main column after a navigation', () => {
  test('takes the focus without a ring, while the controls keep theirs', async ({ browser }) => {
    const hub = pages.find((visit) => visit.name === 'the hub of a fresh request')!;
    await forEachPage(browser, VIEWPORTS[0], [hub], async (page) => {
      const focusRing = () =>
        page.evaluate(() => {
          const style = getComputedStyle(document.activeElement!);
          return { id: document.activeElement!.id, ring: style.boxShadow !== 'none' || style.outlineStyle !== 'none' };
        });
      // By keyboard, the way a browser then matches :focus-visible on the main column too.
      await page.getByRole('link', { name: /Personal details/ }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible();
      await expect.poll(focusRing).toEqual({ id: 'main', ring: false });
      await page.keyboard.press('Tab');
      expect((await focusRing()).ring).toBe(true);
    });
  });
});
