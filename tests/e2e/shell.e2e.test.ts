/**
 * The foundation as a candidate meets it: the printed demo link opens their request in Chromium, in any of the
 * four languages, with the companion pages and the error page where the request's state calls for them.
 */
import { server } from './support/server';
import { describeEach, expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';


function linkParams(url: string) {
  const parsed = new URL(url);
  return { guid: parsed.searchParams.get('guid')!, token: parsed.searchParams.get('user_token')! };
}

describeEach(['phone', 'desktop'] as const, 'the demo link on a %s', (viewport) => {
  test('shows the company, its logo and the shell, with no accessibility violation', async ({ openPage }) => {
    const demoUrl = server('demoUrl');
    const { guid, token } = linkParams(demoUrl);
    const { reference_request: request } = await readResponse(guid, token);

    const page = await openPage(viewport);
    await page.goto(demoUrl);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveCount(0);
    await expect(page.getByText(request.company_name).first()).toBeVisible();
    await expect(page.getByRole('img', { name: `${request.company_name} logo` })).toHaveCount(1);
    await expect(page.getByText('background checks by')).toBeVisible();
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

test.describe('languages', () => {
  test('each language changes the shell and <html lang>, and the choice survives a reload', async ({ openPage }) => {
    const page = await openPage('phone');
    await page.goto(server('demoUrl'));
    await expect(page.getByText(FOOTER_BY_LANGUAGE.en)).toBeVisible();

    for (const [language, footer] of Object.entries(FOOTER_BY_LANGUAGE)) {
      await page.locator('select').first().selectOption(language);
      await expect(page.getByText(footer, { exact: true })).toBeVisible();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
    }

    await page.locator('select').first().selectOption('fr');
    await expect(page.getByText(FOOTER_BY_LANGUAGE.fr, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText(FOOTER_BY_LANGUAGE.fr, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
    await page.context().close();
  });
});

test.describe('the link and its token', () => {
  test('keeps the token for visits whose address lacks it, and keeps the query on navigation', async ({ openPage }) => {
    const created = await invite('us-employment');
    // The request's consent form comes first on the hub: signed, it lets Personal details open by address.
    await fillSectionsBefore(created, 'details');
    const page = await openPage('desktop');
    await page.goto(created.url);
    await expect(page.getByText('background checks by')).toBeVisible();
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('tokenExpiry')]);
    expect(stored[0]).toBe(created.user_token);
    expect(Number.parseInt(stored[1]!, 10)).toBeGreaterThan(Date.now());

    await page.goto(`${server('baseUrl')}/candidate-feedback/details/name?guid=${created.guid}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Name' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing was typed: Save and Go back leads home without saving.
    await page.getByRole('button', { name: 'Save and Go back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);
    await page.context().close();
  });

  test('shows the error page with 401 Unauthorized for a wrong token', async ({ openPage, expectFailures, expectConsoleErrors }) => {
    const created = await invite('us-employment');
    // The wrong token is refused on purpose, and the app logs the refusal its error page shows.
    expectFailures({ status: 401, path: '/api/oneform/' }, { status: 401, path: '/api/countries/' });
    expectConsoleErrors(/ApiError: 401 Unauthorized/);
    const page = await openPage('phone');
    await page.goto(`${server('baseUrl')}/candidate-feedback?guid=${created.guid}&user_token=not-a-real-token`);
    await expect(page.getByText('Oops! Sorry, an unexpected error has occurred')).toBeVisible();
    await expect(page.getByText('401').first()).toBeVisible();
    await expect(page.getByText('Unauthorized').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  for (const [where, path] of [
    ['the site root', '/'],
    ['the candidate area', '/candidate-feedback'],
  ] as const) {
    test(`${where} without the link from the email explains which link to open, in plain words and without developer hints`, async ({ openPage, expectConsoleErrors }) => {
      // The router logs the missing link it turns into this page in the candidate area; the site's root is a page
      // of its own and logs nothing.
      if (path !== '/') expectConsoleErrors(/missing-link/);
      const page = await openPage('phone');
      await page.goto(`${server('baseUrl')}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Please open the link from your email' })).toBeVisible();
      await expect(page.getByText(/open the link in the email you received from the organisation that asked you/)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      // The built app is a production build: it never shows how to make a demo link.
      await expect(page.getByText('npm run invite', { exact: false })).toHaveCount(0);
      await expect(page.getByText('Oops! Sorry, an unexpected error has occurred')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  }

  test('logging out forgets the stored token', async ({ openPage }) => {
    const created = await invite('us-employment');
    const page = await openPage('phone');
    await page.goto(created.url);
    await expect(page.getByText('background checks by')).toBeVisible();
    await page.goto(`${server('baseUrl')}/logout`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe('companion pages', () => {
  test('an expired request shows when it expired and whom to contact, also from a step address', async ({ openPage }) => {
    const created = await invite('expired');
    const { reference_request: request } = await readResponse(created.guid, created.user_token);
    const page = await openPage('phone');
    await page.goto(created.url);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback/expired');
    await expect(page.getByRole('heading', { level: 1, name: 'This link has now expired' })).toBeVisible();
    // Chromium reads the clock in the same time zone as this process.
    const expiry = new Date(request.expire_date);
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = `${pad(expiry.getDate())}/${pad(expiry.getMonth() + 1)}/${expiry.getFullYear()}`;
    const time = `${pad(expiry.getHours())}:${pad(expiry.getMinutes())}`;
    await expect(page.getByText(`It expired on ${date} at ${time}.`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Please contact ${request.company_name} if you still need to complete your background check.`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${server('baseUrl')}/candidate-feedback/details/name?guid=${created.guid}&user_token=${created.user_token}`);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback/expired');
    await expect(page.getByRole('heading', { level: 1, name: 'This link has now expired' })).toBeVisible();
    await page.context().close();
  });

  test('a withdrawn request shows the profile-removed page', async ({ openPage }) => {
    const created = await invite('profile-removed');
    const page = await openPage('phone');
    await page.goto(created.url);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback/profile-removed');
    await expect(page
      .getByText('The request is no longer available. Please contact the organisation that has made the request for more information.')
      ).toBeVisible();
    const { reference_request: request } = await readResponse(created.guid, created.user_token);
    await expect(page.getByText(`${request.company_name} has withdrawn this request, so you cannot continue with it from this link.`)).toBeVisible();
    await expect(page.getByRole('img', { name: `${request.company_name} logo` })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('a completed New Zealand request shows what to do next, and the companion pages send an open request home', async ({ openPage }) => {
    const completed = await invite('completed');
    const page = await openPage('desktop');
    await page.goto(completed.url);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback/complete');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Information Has Been Received!' })).toBeVisible();
    const next = page.getByRole('region', { name: 'What you need to do next' });
    await expect(next.getByRole('heading', { level: 3, name: 'Occupational health check' })).toBeVisible();
    await expect(next.getByText(/you may be asked to authorise the release of your ACC claims history/)).toBeVisible();
    await expect(next.getByRole('link', { name: '0800 101 996' })).toHaveAttribute('href', 'tel:0800101996');
    await expect(next.getByRole('heading', { level: 3, name: 'Drug test' })).toBeVisible();
    await expect(next
      .getByText(
        'Please book your drug test at a collection centre near you. When you book, quote the company code KCF-2231 so that your result is sent to Kauri Coast Forestry Ltd.',
        { exact: true },
      )
      ).toBeVisible();
    await expect(next.getByRole('heading', { level: 3, name: 'About ACC' })).toBeVisible();
    await expect(next.getByText(/Your ACC claims history is released only with your written authorisation/)).toBeVisible();
    await expectNoAxeViolations(page);

    const open = await invite('us-employment');
    await page.goto(`${server('baseUrl')}/candidate-feedback/expired?guid=${open.guid}&user_token=${open.user_token}`);
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    await page.context().close();
  });
});

test.describe('delivery', () => {
  test('index.html paints the header and a skeleton before any script runs, and is not cached', async ({ browser }) => {
    const answer = await fetch(`${server('baseUrl')}/candidate-feedback`);
    expect(answer.headers.get('cache-control')).toMatch(/no-cache/);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await answer.text();
    expect(html).toMatch(/<header/);
    expect(html).toMatch(/skeleton/i);

    const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(`${server('baseUrl')}/candidate-feedback`);
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  test('hashed assets are compressed and cached for good', async () => {
    const html = await (await fetch(`${server('baseUrl')}/`)).text();
    // The app's own chunk: the entry script itself is a few hundred bytes, below what is worth compressing.
    const script = /"(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const answer = await fetch(`${server('baseUrl')}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(answer.headers.get('cache-control')).toMatch(/immutable/);
  });
});
