/**
 * The two journeys every browser runs end to end, as a candidate of each country would, against the real server:
 * - a UK candidate (gb-financial-services): the hub; the birth step with its date typed and then picked in the
 *   calendar, the country combo box and the town; the address search; the consent form signed in its own window,
 *   the first window showing it signed without getting the focus back; the hub in French, headings whole; Finish,
 *   the check of the answers and the completion page.
 * - an Australian candidate (au-acic): the ACIC consent signed from its button; the AFP consent form, which opens
 *   by itself (or, where the browser blocks that window, says so and hands the focus to its button); the points
 *   meter filled by two uploads, the passport's with its expiry date typed; Finish, the check of the answers and the
 *   completion page.
 * The sections these leave out are filled through the candidate's own API first (tests/e2e/support/fill-sections.ts).
 * Axe checks each page the journey stops on, and any error a page reports fails the journey.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CreatedRequest } from '../../../domain/org-request.schema';
import { readResponse } from '../../e2e/support/candidate-api';
import { fillThroughCandidateApi } from '../../e2e/support/fill-sections';
import { invite } from '../../e2e/support/invite';
import { pageUrl } from '../../e2e/support/pages';
import { pdf } from '../../e2e/support/uploads';
import { described, FIND_FUNCTION, type JourneyBrowser, poll, type Query } from './journey-browser';
import type { JourneyProxy } from './journey-proxy';

const HUB = '/candidate-feedback';
const BIRTH = '/candidate-feedback/details/birth';
const ADDRESS = '/candidate-feedback/details/address';
const CONSENT = '/candidate-feedback/consent/consent';
const ACIC = '/candidate-feedback/acic_consent/acic_consent';
const AFP = '/candidate-feedback/afp_disclosure_section/afp_disclosure_step';
const POINTS = '/candidate-feedback/afp_documents/afp_documents';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const heading = (name: string): Query => ({ role: 'heading', name });
const button = (name: string): Query => ({ role: 'button', name });
const region = (name: string): Query => ({ role: 'region', name });

export interface JourneyContext {
  browser: JourneyBrowser;
  proxy: JourneyProxy;
}

/** Waits until the page shows `query`. */
async function see(browser: JourneyBrowser, query: Query): Promise<void> {
  await poll(() => shows(browser, query), described(query));
}

const shows = (browser: JourneyBrowser, query: Query) =>
  browser.evaluate<boolean>(`${FIND_FUNCTION} return find(arguments[0]) !== null;`, query);

async function expectPath(browser: JourneyBrowser, pathname: string): Promise<void> {
  await poll(async () => new URL(await browser.url()).pathname === pathname, `the address ${pathname}`);
}

/** Axe's WCAG 2.1 A/AA and best-practice violations on the page as it stands. */
async function expectNoAxeViolations(browser: JourneyBrowser): Promise<void> {
  const violations = await browser.evaluate<string[]>(
    `return window.axe.run(document, { runOnly: arguments[0], resultTypes: ['violations'] }).then((results) =>
       results.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));`,
    AXE_TAGS,
  );
  assert.deepEqual(violations, [], `axe violations on ${await browser.url()}`);
}

/** No page has reported an error since the last look. */
export function expectNoPageErrors(proxy: JourneyProxy): void {
  assert.deepEqual(proxy.takeErrors(), []);
}

/**
 * Words of the page's headings that the browser split over two lines (by hyphenating them, say): each word is
 * measured as a range, and one that spans two line boxes was broken.
 */
export async function brokenHeadingWords(browser: JourneyBrowser): Promise<string[]> {
  return browser.evaluate<string[]>(`
    const broken = [];
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.data.matchAll(/\\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;`);
}

async function signInSandbox(browser: JourneyBrowser, name: string): Promise<void> {
  await browser.fill({ role: 'textbox', name: 'Your full name' }, name);
  await browser.click({ text: 'Use my typed name as my signature' });
  await poll(
    () => browser.evaluate<boolean>(`${FIND_FUNCTION} return find(arguments[0])?.checked === true;`, {
      role: 'checkbox',
      name: 'Use my typed name as my signature',
    }),
    'the typed signature ticked',
  );
  await browser.click(button('Sign'));
}

/**
 * Signs the step's form in the window it opens (`open`; none when the form opened by itself). The signing window
 * closes only once the first window answers that it shows the form signed, which it must do while the journey is
 * still in the signing window (no focus has gone back to the first); the first window then shows "Form signed".
 */
async function signInNewWindow(browser: JourneyBrowser, open: (() => Promise<void>) | null, name: string): Promise<void> {
  if (open) await browser.followNewWindow(open);
  else await browser.switchToOtherWindow();
  await see(browser, { role: 'textbox', name: 'Your full name' });
  await expectNoAxeViolations(browser);
  await signInSandbox(browser, name);
  // The signing window loads the app afresh before it can answer and close: the slowest step on a busy machine.
  await poll(async () => (await browser.windowCount()) === 1, 'the signing window to close', 45_000);
  await browser.backToFirstWindow();
  await see(browser, heading('Form signed'));
}

async function finishFromHub(browser: JourneyBrowser, created: CreatedRequest): Promise<void> {
  await browser.goto(created.url);
  await browser.click(button('Finish'));
  await expectPath(browser, `${HUB}/answers`);
  await see(browser, heading('Check your answers before submitting'));
  await expectNoAxeViolations(browser);
  await browser.click(button('Continue to submit'));
  await browser.click({ role: 'button', name: 'Complete', within: { role: 'alertdialog', name: 'Confirm data' } });
  await expectPath(browser, `${HUB}/complete`);
  await see(browser, heading('Your Information Has Been Received!'));
  await expectNoAxeViolations(browser);
}

/** Types a yyyy-MM-dd date into a React Aria date field, day first as en-GB writes it. */
async function typeDate(browser: JourneyBrowser, field: Query, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await browser.click({ role: 'spinbutton', pattern: '^day', within: field });
  await browser.type(`${date}${month}${year}`);
}

export async function ukJourney({ browser, proxy }: JourneyContext): Promise<void> {
  const created = await invite('gb-financial-services');
  await fillThroughCandidateApi(created, { skip: ['consent'] });

  await browser.goto(created.url);
  await see(browser, { role: 'list', name: 'Your sections' });
  await expectNoAxeViolations(browser);

  // The date typed, then changed in the calendar; a country from the combo box; the town typed.
  await browser.goto(pageUrl(created, BIRTH));
  const dateOfBirth: Query = { role: 'group', name: 'Date of birth' };
  await see(browser, dateOfBirth);
  await expectNoAxeViolations(browser);
  await typeDate(browser, dateOfBirth, '1988-11-03');
  await browser.click({ role: 'button', pattern: '^Choose a date from a calendar', within: dateOfBirth });
  await browser.click({ text: '15', within: { role: 'dialog', name: 'Calendar' } });
  const countryOfBirth: Query = { role: 'combobox', name: 'Country of birth' };
  await browser.fill(countryOfBirth, 'Fran');
  await browser.click({ role: 'option', name: 'France' });
  await poll(
    () => browser.evaluate<boolean>(`${FIND_FUNCTION} return find(arguments[0])?.value === 'France';`, countryOfBirth),
    'France chosen as the country of birth',
  );
  await browser.fill({ role: 'textbox', name: 'Town or city of birth' }, 'Lyon');
  await browser.click(button('Save and Go back'));
  await expectPath(browser, HUB);
  const details = (await readResponse(created.guid, created.user_token)).candidate_details[0];
  assert.deepEqual([details?.date_of_birth, details?.country_of_birth_name, details?.town_of_birth], ['1988-11-15', 'France', 'Lyon']);

  // The address search: typed key by key, a suggestion picked.
  await browser.goto(pageUrl(created, ADDRESS));
  const current = region('Current address');
  await browser.fill({ role: 'combobox', name: 'Search for the address', within: current }, '14 St Marys');
  await browser.click({ role: 'option', pattern: "Flat 2, 14 St\\. Mary's Road" });
  await see(browser, { text: 'The address is filled in below. Check it, and change anything that is wrong.' });
  await expectNoAxeViolations(browser);
  await browser.click(button('Next'));
  // The next step drawn, not only its address: leaving while its code still loads is another journey than this one.
  await expectPath(browser, '/candidate-feedback/details/education');
  await see(browser, { role: 'heading', name: 'Education' });
  const saved = (await readResponse(created.guid, created.user_token)).candidate_address_details;
  assert.equal(saved.find((address) => address.is_current_residence)?.street_address, 'Flat 2 14 St Marys Road');

  // The consent form, opened by its button.
  await browser.goto(pageUrl(created, CONSENT));
  await see(browser, { role: 'link', pattern: '^Open the consent form' });
  await expectNoAxeViolations(browser);
  await signInNewWindow(browser, () => browser.click({ role: 'link', pattern: '^Open the consent form' }), 'Olivia Bennett');
  await expectNoAxeViolations(browser);

  // The hub in French, its headings whole at this width, then English again.
  await browser.goto(created.url);
  await browser.select({ role: 'combobox', name: 'Language' }, 'fr');
  await see(browser, { role: 'list', name: 'Vos sections' });
  assert.deepEqual(await brokenHeadingWords(browser), [], `headings broken mid-word at ${browser.width} px`);
  await expectNoAxeViolations(browser);
  await browser.select({ role: 'combobox', name: 'Langue' }, 'en');
  await see(browser, { role: 'list', name: 'Your sections' });
  assert.deepEqual(await brokenHeadingWords(browser), [], `headings broken mid-word at ${browser.width} px`);

  await finishFromHub(browser, created);
  expectNoPageErrors(proxy);
}

export async function australianJourney({ browser, proxy }: JourneyContext): Promise<void> {
  const created = await invite('au-acic');
  await fillThroughCandidateApi(created, { skip: ['acic_consent', 'afp_disclosure_section', 'afp_documents'] });

  await browser.goto(created.url);
  await see(browser, { role: 'list', name: 'Your sections' });

  const acicLink: Query = { role: 'link', pattern: '^Open the consent and application document' };
  await browser.goto(pageUrl(created, ACIC));
  await see(browser, acicLink);
  await expectNoAxeViolations(browser);
  await signInNewWindow(browser, () => browser.click(acicLink), 'Chloe Nguyen');

  // The AFP form opens by itself, or the page says the browser stopped it and hands the focus to its button.
  const afpLink: Query = { role: 'link', pattern: '^Open the consent form' };
  const blockedLine = { text: 'Your browser did not let the form open by itself. Please open it with the button below.' };
  await browser.goto(pageUrl(created, AFP));
  await see(browser, afpLink);
  const opened = await poll(async () => ((await browser.windowCount()) > 1 ? 'opened' : await blockedOrNull()), 'the AFP form to open, or the page to say it could not');
  async function blockedOrNull(): Promise<'blocked' | null> {
    return (await shows(browser, blockedLine)) ? 'blocked' : null;
  }
  if (opened === 'blocked') {
    const focused = await browser.evaluate<string>('return document.activeElement?.textContent ?? ""');
    assert.match(focused, /^Open the consent form/);
    await expectNoAxeViolations(browser);
    await signInNewWindow(browser, () => browser.press('Enter'), 'Chloe Nguyen');
  } else {
    await signInNewWindow(browser, null, 'Chloe Nguyen');
  }

  // The points meter: the passport (with its expiry date) and the driving licence reach 110 of 100 points.
  await browser.goto(pageUrl(created, POINTS));
  const passport = region('Passport');
  await see(browser, passport);
  await see(browser, { text: 'Please submit documents that add up to at least 100 points.' });
  await expectNoAxeViolations(browser);
  const files = await mkdtemp(path.join(tmpdir(), 'journey-uploads-'));
  const upload = async (scope: Query, name: string) => {
    const file = path.join(files, name);
    await writeFile(file, pdf(name).buffer);
    await browser.upload({ css: 'input[type=file]', within: scope }, file);
    await see(browser, { text: `${name} uploaded.`, within: scope });
  };
  const inSevenYears = new Date();
  inSevenYears.setUTCFullYear(inSevenYears.getUTCFullYear() + 7);
  await typeDate(browser, { role: 'group', name: 'Expiry date', within: passport }, inSevenYears.toISOString().slice(0, 10));
  try {
    await upload(passport, 'passport.pdf');
    await upload(region('Driving licence'), 'licence.pdf');
  } finally {
    await rm(files, { recursive: true, force: true });
  }
  await see(browser, { text: '110 of 100 points' });
  await expectNoAxeViolations(browser);

  await finishFromHub(browser, created);
  expectNoPageErrors(proxy);
}
