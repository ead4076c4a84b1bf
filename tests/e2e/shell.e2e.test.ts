/**
 * The foundation as a candidate meets it: the printed demo link opens their request in Chromium, in any of the
 * four languages, with the companion pages and the error page where the request's state calls for them.
 */
import { describe, expect, inject, it } from 'vitest';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { chromiumForFile } from './support/pages';

const baseUrl = inject('baseUrl');
const { openPage, browser } = chromiumForFile();

function linkParams(url: string) {
  const parsed = new URL(url);
  return { guid: parsed.searchParams.get('guid')!, token: parsed.searchParams.get('user_token')! };
}

describe.each(['phone', 'desktop'] as const)('the demo link on a %s', (viewport) => {
  it('shows the company, its logo and the shell, with no accessibility violation', async () => {
    const demoUrl = inject('demoUrl');
    const { guid, token } = linkParams(demoUrl);
    const { reference_request: request } = await readResponse(guid, token);

    const page = await openPage(viewport);
    await page.goto(demoUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    await page.getByText(request.company_name).first().waitFor();
    expect(await page.getByRole('img', { name: `${request.company_name} logo` }).count()).toBe(1);
    await page.getByText('background checks by').waitFor();
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

/** The footer's words in each language: proof that the shell speaks it. */
const FOOTER_BY_LANGUAGE = {
  fr: 'vérifications des antécédents par',
  es: 'verificaciones de antecedentes por',
  'pt-BR': 'verificações de antecedentes por',
  en: 'background checks by',
} as const;

describe('languages', () => {
  it('each language changes the shell and <html lang>, and the choice survives a reload', async () => {
    const page = await openPage('phone');
    await page.goto(inject('demoUrl'));
    await page.getByText(FOOTER_BY_LANGUAGE.en).waitFor();

    for (const [language, footer] of Object.entries(FOOTER_BY_LANGUAGE)) {
      await page.locator('select').first().selectOption(language);
      await page.getByText(footer, { exact: true }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }

    await page.locator('select').first().selectOption('fr');
    await page.getByText(FOOTER_BY_LANGUAGE.fr, { exact: true }).waitFor();
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByText(FOOTER_BY_LANGUAGE.fr, { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    await page.context().close();
  });
});

describe('the link and its token', () => {
  it('keeps the token for visits whose address lacks it, and keeps the query on navigation', async () => {
    const created = await invite('us-employment');
    // The request's consent form comes first on the hub: signed, it lets Personal details open by address.
    await fillSectionsBefore(created, 'details');
    const page = await openPage('desktop');
    await page.goto(created.url);
    await page.getByText('background checks by').waitFor();
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('tokenExpiry')]);
    expect(stored[0]).toBe(created.user_token);
    expect(Number.parseInt(stored[1]!, 10)).toBeGreaterThan(Date.now());

    await page.goto(`${baseUrl}/candidate-feedback/details/name?guid=${created.guid}`);
    await page.getByRole('heading', { level: 2, name: 'Name' }).waitFor();
    await expectNoAxeViolations(page);
    // Nothing was typed: Save and Go back leads home without saving.
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await page.waitForURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);
    await page.context().close();
  });

  it('shows the error page with 401 Unauthorized for a wrong token', async () => {
    const created = await invite('us-employment');
    const page = await openPage('phone');
    await page.goto(`${baseUrl}/candidate-feedback?guid=${created.guid}&user_token=not-a-real-token`);
    await page.getByText('Oops! Sorry, an unexpected error has occurred').waitFor();
    await page.getByText('401').first().waitFor();
    await page.getByText('Unauthorized').first().waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it.each([
    ['the site root', '/'],
    ['the candidate area', '/candidate-feedback'],
  ])('%s without the link from the email explains which link to open, in plain words and without developer hints', async (_where, path) => {
    const page = await openPage('phone');
    await page.goto(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: 'Please open the link from your email' }).waitFor();
    await page.getByText(/open the link in the email you received from the organisation that asked you/).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    // The built app is a production build: it never shows how to make a demo link.
    expect(await page.getByText('npm run invite', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Oops! Sorry, an unexpected error has occurred').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('logging out forgets the stored token', async () => {
    const created = await invite('us-employment');
    const page = await openPage('phone');
    await page.goto(created.url);
    await page.getByText('background checks by').waitFor();
    await page.goto(`${baseUrl}/logout`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

describe('companion pages', () => {
  it('an expired request shows when it expired and whom to contact, also from a step address', async () => {
    const created = await invite('expired');
    const { reference_request: request } = await readResponse(created.guid, created.user_token);
    const page = await openPage('phone');
    await page.goto(created.url);
    await page.waitForURL((url) => url.pathname === '/candidate-feedback/expired');
    await page.getByRole('heading', { level: 1, name: 'This link has now expired' }).waitFor();
    // Chromium reads the clock in the same time zone as this process.
    const expiry = new Date(request.expire_date);
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = `${pad(expiry.getDate())}/${pad(expiry.getMonth() + 1)}/${expiry.getFullYear()}`;
    const time = `${pad(expiry.getHours())}:${pad(expiry.getMinutes())}`;
    await page.getByText(`It expired on ${date} at ${time}.`, { exact: true }).waitFor();
    await page.getByText(`Please contact ${request.company_name} if you still need to complete your background check.`).waitFor();
    await expectNoAxeViolations(page);

    await page.goto(`${baseUrl}/candidate-feedback/details/name?guid=${created.guid}&user_token=${created.user_token}`);
    await page.waitForURL((url) => url.pathname === '/candidate-feedback/expired');
    await page.getByRole('heading', { level: 1, name: 'This link has now expired' }).waitFor();
    await page.context().close();
  });

  it('a withdrawn request shows the profile-removed page', async () => {
    const created = await invite('profile-removed');
    const page = await openPage('phone');
    await page.goto(created.url);
    await page.waitForURL((url) => url.pathname === '/candidate-feedback/profile-removed');
    await page
      .getByText('The request is no longer available. Please contact the organisation that has made the request for more information.')
      .waitFor();
    const { reference_request: request } = await readResponse(created.guid, created.user_token);
    await page.getByText(`${request.company_name} has withdrawn this request, so you cannot continue with it from this link.`).waitFor();
    expect(await page.getByRole('img', { name: `${request.company_name} logo` }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('a completed New Zealand request shows what to do next, and the companion pages send an open request home', async () => {
    const completed = await invite('completed');
    const page = await openPage('desktop');
    await page.goto(completed.url);
    await page.waitForURL((url) => url.pathname === '/candidate-feedback/complete');
    await page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' }).waitFor();
    const next = page.getByRole('region', { name: 'What you need to do next' });
    await next.getByRole('heading', { level: 3, name: 'Occupational health check' }).waitFor();
    await next.getByText(/you may be asked to authorise the release of your ACC claims history/).waitFor();
    expect(await next.getByRole('link', { name: '0800 101 996' }).getAttribute('href')).toBe('tel:0800101996');
    await next.getByRole('heading', { level: 3, name: 'Drug test' }).waitFor();
    await next
      .getByText(
        'Please book your drug test at a collection centre near you. When you book, quote the company code KCF-2231 so that your result is sent to Kauri Coast Forestry Ltd.',
        { exact: true },
      )
      .waitFor();
    await next.getByRole('heading', { level: 3, name: 'About ACC' }).waitFor();
    await next.getByText(/Your ACC claims history is released only with your written authorisation/).waitFor();
    await expectNoAxeViolations(page);

    const open = await invite('us-employment');
    await page.goto(`${baseUrl}/candidate-feedback/expired?guid=${open.guid}&user_token=${open.user_token}`);
    await page.waitForURL((url) => url.pathname === '/candidate-feedback');
    await page.context().close();
  });
});

describe('delivery', () => {
  it('index.html paints the header and a skeleton before any script runs, and is not cached', async () => {
    const answer = await fetch(`${baseUrl}/candidate-feedback`);
    expect(answer.headers.get('cache-control')).toMatch(/no-cache/);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await answer.text();
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/skeleton/i);

    const page = await (await browser().newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${baseUrl}/candidate-feedback`);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('hashed assets are compressed and cached for good', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    // The app's own chunk: the entry script itself is a few hundred bytes, below what is worth compressing.
    const script = /"(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const answer = await fetch(`${baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(answer.headers.get('cache-control')).toMatch(/immutable/);
  });
});
