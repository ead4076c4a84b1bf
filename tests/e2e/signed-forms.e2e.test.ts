/**
 * The signed-form steps as candidates of the au-acic and nz-police-vetting scenarios meet them, against the real
 * server and its sandbox signing service: each consent is opened by its address while it is not the hub's next
 * section, the form opens in a new window (by itself for the AFP, MOJ and NZ driving licence forms), the candidate
 * signs with their typed name and the keyboard instead of drawing, comes back to the step, and the hub shows the
 * section complete. A signature the sandbox fails leads to 'Try again' and a new document; a signing service that
 * is down shows the error with 'Try again' to the hub. Axe on each state of the step.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, type OpenPage, test } from './support/test';
import { expectNoAxeViolations, type ViewportName } from './support/browser';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { hubRow, pageUrl } from './support/pages';


const ACIC = '/candidate-feedback/acic_consent/acic_consent';
const AFP = '/candidate-feedback/afp_disclosure_section/afp_disclosure_step';
const MOJ = '/candidate-feedback/moj_disclosure_section/moj_disclosure_step';
const NZ_DL = '/candidate-feedback/nz_dl_disclosure_section/nz_dl_disclosure_step';
const CONSENT = '/candidate-feedback/consent/consent';

async function openContext(openPage: OpenPage, viewport: ViewportName): Promise<{ context: BrowserContext; page: Page }> {
  const page = await openPage(viewport);
  return { context: page.context(), page };
}

/** The next window the context opens (the step opens the signing page in a new one). */
async function nextWindow(context: BrowserContext, opening: () => Promise<unknown>): Promise<Page> {
  const [opened] = await Promise.all([context.waitForEvent('page'), opening()]);
  await opened.waitForLoadState();
  return opened;
}

/** Signs on the sandbox page with the typed name, ticking the keyboard alternative to drawing with Space. */
async function signInSandbox(signing: Page, name: string): Promise<void> {
  await signing.getByLabel('Your full name').fill(name);
  await signing.getByRole('checkbox', { name: 'Use my typed name as my signature' }).focus();
  await signing.keyboard.press('Space');
  await expect(signing.getByRole('checkbox', { name: 'Use my typed name as my signature' })).toBeChecked();
  await signing.getByRole('button', { name: 'Sign', exact: true }).click();
}

/** Back on the step from the signing service: the outcome has been read and taken out of the address. */
async function expectSignedStep(step: Page, path: string): Promise<void> {
  await expect(step.getByRole('heading', { name: 'Form signed' })).toBeVisible();
  expect(new URL(step.url()).pathname).toBe(path);
  expect(new URL(step.url()).searchParams.has('signing')).toBe(false);
}

/**
 * The signing window told the step's first window, which shows the form signed without the focus coming back to it
 * (headless windows get none of their own), and then closed: one window is left, showing the form signed.
 */
async function expectSignedInFirstWindow(step: Page, signing: Page, path: string): Promise<void> {
  await expectSignedStep(step, path);
  await expect.poll(() => signing.isClosed()).toBe(true);
  expect(step.context().pages()).toEqual([step]);
}

async function backToHub(step: Page): Promise<void> {
  await step.getByRole('link', { name: 'Back to your sections' }).click();
  await expect(step).toHaveURL((url) => url.pathname === '/candidate-feedback');
}

test.describe('au-acic on a phone', () => {
  test('signs the ACIC consent from its link; the first window shows it signed, the signing window closes, and the hub agrees', async ({ openPage }) => {
    const created = await invite('au-acic');
    const { context, page } = await openContext(openPage, 'phone');
    await page.goto(created.url);
    const section = 'Australian Criminal Intelligence Commission consent';
    // Not the hub's next section: its address leads back to the hub, which says why.
    expect(await hubRow(page, section)).toBe('Cannot start yet');
    await page.goto(pageUrl(created, ACIC));
    await expect(page.getByText(`${section} cannot start yet. Start with Personal details:`, { exact: false })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/candidate-feedback');

    await fillSectionsBefore(created, 'acic_consent');
    await page.reload();
    expect(await hubRow(page, section)).toBe(`Not started, Sign ${section}`);
    await page.goto(pageUrl(created, ACIC));
    await expect(page
      .getByRole('heading', { name: 'Consent and application for a Nationally Coordinated Criminal History Check' })
      ).toBeVisible();
    const open = page.getByRole('link', { name: 'Open the consent and application document (opens in a new window)' });
    await expectNoAxeViolations(page);

    const signing = await nextWindow(context, () => open.click());
    expect(new URL(signing.url()).pathname).toMatch(/^\/sandbox\/e-signing\//);
    await signInSandbox(signing, 'Chloe Nguyen');
    await expectSignedInFirstWindow(page, signing, ACIC);
    await expectNoAxeViolations(page);

    await backToHub(page);
    expect(await hubRow(page, section)).toBe(`Completed, Show ${section}`);
    await context.close();
  });

  test('opens the AFP consent form by itself; a failed signature offers Try again and a new form, which is signed', async ({ openPage }) => {
    const created = await invite('au-acic');
    await fillSectionsBefore(created, 'afp_disclosure_section');
    const { context, page } = await openContext(openPage, 'phone');
    const signing = await nextWindow(context, () => page.goto(pageUrl(created, AFP)));
    await expect(page.getByRole('link', { name: 'Open the consent form (opens in a new window)' })).toBeVisible();
    await expectNoAxeViolations(page);

    await signing.getByRole('button', { name: 'Simulate a failure' }).click();
    await expect(signing.getByRole('heading', { name: 'The form could not be signed' })).toBeVisible();
    await expectNoAxeViolations(signing);

    const again = await nextWindow(context, () => signing.getByRole('button', { name: 'Try again' }).click());
    await signInSandbox(again, 'Chloe Nguyen');
    // The failed document's window stays: only the one back from signing closes itself.
    await signing.close();
    await expectSignedInFirstWindow(page, again, AFP);
    await backToHub(page);
    const section = 'Australian Federal Police consent form';
    expect(await hubRow(page, section)).toBe(`Completed, Show ${section}`);
    await context.close();
  });
});

test.describe('nz-police-vetting on a desktop', () => {
  test('opens the driver licence consent form by itself, signs it, and the hub shows the section complete', async ({ openPage }) => {
    const created = await invite('nz-police-vetting');
    await fillSectionsBefore(created, 'nz_dl_disclosure_section');
    const { context, page } = await openContext(openPage, 'desktop');
    const signing = await nextWindow(context, () => page.goto(pageUrl(created, NZ_DL)));
    await expect(page.getByRole('heading', { name: 'Consent to release driver licence information (New Zealand)' })).toBeVisible();
    expect(new URL(signing.url()).searchParams.get('lang')).toBe('en');

    await signInSandbox(signing, 'Aroha Ngata');
    await expectSignedInFirstWindow(page, signing, NZ_DL);
    await expectNoAxeViolations(page);
    await backToHub(page);
    const section = 'Driver licence record consent form';
    expect(await hubRow(page, section)).toBe(`Completed, Show ${section}`);
    // Signed before it, as the hub's order asks.
    expect(await hubRow(page, 'Ministry of Justice consent form')).toBe('Completed, Show Ministry of Justice consent form');
    await context.close();
  });

  test('shows the error with Try again to the hub when the signing service cannot create the form', async ({ openPage, expectFailures }) => {
    expectFailures({ status: 503, path: '/api/providers/scrive/create/' });
    const created = await invite('nz-police-vetting');
    await fillSectionsBefore(created, 'moj_disclosure_section');
    const { context, page } = await openContext(openPage, 'desktop');
    // The shared test server's sandbox creates documents; here the service answers as E_SIGNING_SANDBOX_FAIL=create makes it.
    await page.route('**/api/providers/scrive/create/', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'The signing service is unavailable. Please try again later.' }),
      }),
    );
    await page.goto(pageUrl(created, MOJ));
    await expect(page.getByRole('heading', { name: 'Oops! Sorry, an unexpected error has occurred.' })).toBeVisible();
    expect(context.pages()).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/candidate-feedback');
    expect(new URL(page.url()).searchParams.get('guid')).toBe(created.guid);
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await context.close();
  });

  test('shows a consent form signed before as signed, from the hub’s Show', async ({ openPage }) => {
    const created = await invite('nz-police-vetting', { state: 'ready_to_submit' });
    const { context, page } = await openContext(openPage, 'desktop');
    await page.goto(created.url);
    await page.getByRole('link', { name: 'Show Consent', exact: true }).click();
    await expectSignedStep(page, CONSENT);
    expect(context.pages()).toHaveLength(1);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
