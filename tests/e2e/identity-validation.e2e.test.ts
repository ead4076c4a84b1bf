/**
 * The identity validation step on a phone, against the real server and its sandboxes (docs/providers/digital-id.md,
 * docs/providers/document-scan.md): the digital ID provider list, a provider's hosted page in the same window, and
 * the way back that fetches the results once or polls them every 3 s; a failure with its reason, a provider that
 * cannot start, and the give-up after 30 polls; the document scan's hosted check, 'Finishing up' while its status is
 * pending, and the abandoned dialog; and the UK demo links reaching Finish once the identity is verified and the
 * supporting documents are in. Axe on each of the step's screens and the hub.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import type { CreatedRequest } from '../../domain/org-request.schema';
import { expectNoAxeViolations } from './support/browser';
import { fillSectionsBefore, fillThroughCandidateApi } from './support/fill-sections';
import { invite } from './support/invite';
import { hubRow, pageUrl, submitFromHub } from './support/pages';
import { pdf, region, uploadTo } from './support/uploads';


const HUB = '/candidate-feedback';
const STEP = '/candidate-feedback/identity_validation/identity_validation_step';
const SECTION = 'Identity validation';
const RESULTS_CALL = '/api/providers/trinsic/get_session_results/';
const RETURN_PARAMS = ['sessionId', 'resultsAccessKey', 'action'];

/** The sandbox's providers in the order of their groups: recognized, relevant, remainder. */
const SANDBOX_PROVIDERS = [
  'Sandbox ID Wallet',
  'Sandbox Bank ID',
  'Sandbox Mobile ID',
  'Sandbox eID Card',
  'Sandbox Passport Chip',
  'Sandbox Unavailable ID',
];

const ERROR_INTRO = 'There was an error with your ID verification.';
const TRY_ANOTHER = 'Please try again or use another provider.';

/** The step by its address, as a candidate's link reaches it; `idProvider` chooses the flow. */
const stepUrl = (created: CreatedRequest, idProvider?: 'hooyu' | 'trinsic') =>
  `${pageUrl(created, STEP)}${idProvider ? `&idProvider=${idProvider}` : ''}`;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? null);

/**
 * Holds the next request to `url` until `release` is called, so a screen that shows only while an answer is awaited
 * (the spinner before a provider's page) stays long enough to be checked.
 */
async function holdNextRequest(page: Page, url: string): Promise<{ arrived: Promise<Request>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: (request: Request) => void;
  const arrived = new Promise<Request>((resolve) => (arrive = resolve));
  await page.route(
    url,
    async (route) => {
      arrive(route.request());
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { arrived, release };
}

/** Every call the page makes for the digital ID session's results, with the status it was answered. */
function watchResultsCalls(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(RESULTS_CALL)) statuses.push(response.status());
  });
  return statuses;
}

async function expectProviderList(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: SECTION })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose your digital ID provider' })).toBeVisible();
  const rows = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Verify with / }) });
  await expect(rows.first()).toBeVisible();
  const names = (await rows.allTextContents()).map((row) => SANDBOX_PROVIDERS.find((name) => row.startsWith(name)));
  expect(names).toEqual(SANDBOX_PROVIDERS);
  for (const name of SANDBOX_PROVIDERS) {
    await expect(page.getByRole('button', { name: `Verify with ${name}`, exact: true })).toHaveCount(1);
  }
  // Three groups, a separator between each two.
  await expect(page.locator('main hr')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'I don’t have an existing digital ID' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'scan your identity document instead' })).toBeVisible();
}

/**
 * Chooses a provider on the list and checks the spinner shown while its session starts: the call that starts it is
 * held until axe has looked at it. Answers the way back the SPA asked for.
 */
async function verifyWith(page: Page, provider: string, { checkLaunching = false } = {}): Promise<string> {
  const start = await holdNextRequest(page, '**/api/providers/trinsic/created_hosted_session/**');
  await page.getByRole('button', { name: `Verify with ${provider}` }).click();
  const request = await start.arrived;
  if (checkLaunching) {
    await expect(page.getByText('Opening your digital ID provider...', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Verify with / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
  start.release();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/sandbox/digital-id/'));
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  await expect(page.getByRole('heading', { level: 1, name: `Verify your identity with ${provider}` })).toBeVisible();
  return (request.postDataJSON() as { redirectUrl: string }).redirectUrl;
}

interface SandboxChoice {
  /** 'Identity verified', or a failure code. */
  outcome: 'success' | string;
  timing: 'At once' | 'Later';
  /** Results calls that answer "not ready yet" first. */
  pendingPolls?: number;
  failFirstResultsCall?: boolean;
}

/** The tester's choices on the sandbox's hosted page, then 'Finish and return to the form'. */
async function finishInSandbox(sandbox: Page, choice: SandboxChoice): Promise<void> {
  const outcome = choice.outcome === 'success' ? 'Identity verified' : `Fails with ${choice.outcome}`;
  await sandbox.getByRole('radio', { name: outcome, exact: true }).check();
  await sandbox.getByRole('radio', { name: choice.timing, exact: true }).check();
  if (choice.pendingPolls !== undefined) {
    await sandbox.getByLabel('Results calls that answer "not ready yet" first').fill(String(choice.pendingPolls));
  }
  if (choice.failFirstResultsCall) await sandbox.getByRole('checkbox', { name: 'The first results call fails' }).check();
  await sandbox.getByRole('button', { name: 'Finish and return to the form' }).click();
  await expect(sandbox).toHaveURL((url) => url.pathname === STEP);
}

/** The verified screen, focused on its heading, with the provider's return taken out of the address. */
async function expectVerified(page: Page, created: CreatedRequest): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: 'Data successfully verified!' });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  await expect(page
    .getByText('Your details were successfully verified for the purpose of conducting the identity validation.', {
      exact: true,
    })
    ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Next step' })).toBeVisible();
  await expect.poll(() => focusedText(page)).toBe('Data successfully verified!');
  const url = new URL(page.url());
  expect(url.pathname).toBe(STEP);
  expect(url.searchParams.get('guid')).toBe(created.guid);
  expect(RETURN_PARAMS.filter((name) => url.searchParams.has(name))).toEqual([]);
}

/** The list again with why: the error box takes the focus, so it is heard before the list. */
async function expectFailure(page: Page, lines: string[], timeout = 30_000): Promise<void> {
  const intro = page.getByText(lines[0] ?? '', { exact: true });
  await expect(intro).toBeVisible({ timeout });
  const box = intro.locator('xpath=..');
  expect(await box.locator('p').allInnerTexts()).toEqual(lines);
  await expect.poll(() => focusedText(page)).toBe(lines.join(''));
  await expectProviderList(page);
}

async function nextStepToHub(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Next step' }).click();
  await expect(page).toHaveURL((url) => url.pathname === HUB);
}

test.describe('digital ID on a phone', () => {
  test('verifies through the sandbox with results fetched once, and a later visit goes straight home', async ({ openPage }) => {
    const created = await invite('gb-digital-id');
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    await page.goto(stepUrl(created));
    await expectProviderList(page);
    await expect(page.getByText('Sandbox: sign in with your online banking', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const redirectUrl = await verifyWith(page, 'Sandbox Bank ID', { checkLaunching: true });
    // The way back is this step with the link's query, without the token a provider has no need to see.
    expect(new URL(redirectUrl, 'http://x').pathname).toBe(STEP);
    expect(new URL(redirectUrl, 'http://x').searchParams.get('guid')).toBe(created.guid);
    expect(redirectUrl).not.toContain('user_token');
    await expect(page
      .getByText(
        'Sandbox: this identity check is a test page. No identity provider is contacted, and nothing chosen here proves who anyone is.',
        { exact: true },
      )
      ).toBeVisible();
    await expectNoAxeViolations(page);

    const results = watchResultsCalls(page);
    await finishInSandbox(page, { outcome: 'success', timing: 'At once' });
    await expectVerified(page, created);
    expect(results).toEqual([200]);
    await expectNoAxeViolations(page);

    await nextStepToHub(page);
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);

    // Results already successful on arrival: the step leads home by itself.
    await page.goto(stepUrl(created));
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await page.context().close();
  });

  test('polls every 3 s until the results arrive, a failed first call only logged, and then shows the verified screen', async ({ openPage, expectFailures }) => {
    const created = await invite('gb-digital-id');
    // The sandbox fails the first results call on purpose.
    expectFailures({ status: 502, path: '/api/providers/trinsic/get_session_results/' });
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    await page.goto(stepUrl(created));
    await expectProviderList(page);
    await verifyWith(page, 'Sandbox ID Wallet');

    const results = watchResultsCalls(page);
    const started = Date.now();
    await finishInSandbox(page, { outcome: 'success', timing: 'Later', pendingPolls: 3, failFirstResultsCall: true });
    await expect(page.getByText('Finishing up', { exact: true })).toBeVisible();
    await expect(page.getByText('We are receiving your results. This can take a moment.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Verify with / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expectVerified(page, created);
    // The failed call, three "not ready yet", then the results: four waits of 3 s between five calls.
    expect(results).toEqual([502, 200, 200, 200, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4 * 3_000);
    await expect(page.getByText(ERROR_INTRO)).toHaveCount(0);
    await page.context().close();
  });

  test('shows a failure’s reason on the list, and then verifies with another provider', async ({ openPage }) => {
    const created = await invite('gb-digital-id');
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    await page.goto(stepUrl(created));
    await expectProviderList(page);
    await verifyWith(page, 'Sandbox Bank ID');
    await expect(page.getByText('An internal error has caused this session to fail.', { exact: true })).toBeVisible();
    await finishInSandbox(page, { outcome: 'Internal', timing: 'At once' });

    await expectFailure(page, [ERROR_INTRO, 'An internal error has caused this session to fail.', TRY_ANOTHER]);
    expect(RETURN_PARAMS.filter((name) => new URL(page.url()).searchParams.has(name))).toEqual([]);
    await expectNoAxeViolations(page);

    await verifyWith(page, 'Sandbox Mobile ID');
    await finishInSandbox(page, { outcome: 'success', timing: 'At once' });
    await expectVerified(page, created);
    await nextStepToHub(page);
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  test('returns to the list when a provider’s session cannot start', async ({ openPage, expectFailures }) => {
    const created = await invite('gb-digital-id');
    // The sandbox's unavailable provider refuses to start a session on purpose.
    expectFailures({ status: 502, path: '/api/providers/trinsic/created_hosted_session/' });
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    await page.goto(stepUrl(created));
    await expectProviderList(page);
    await page.getByRole('button', { name: 'Verify with Sandbox Unavailable ID' }).click();
    await expectFailure(page, ['The provider could not be opened.', TRY_ANOTHER]);
    expect(new URL(page.url()).pathname).toBe(STEP);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('gives up after 30 further polls and returns to the list', async ({ openPage }) => {
    const created = await invite('gb-digital-id');
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    // The page's clock runs as usual but can be moved on, so thirty 3 s waits take moments instead of 90 s.
    await page.clock.install();
    await page.goto(stepUrl(created));
    await expectProviderList(page);
    await verifyWith(page, 'Sandbox Passport Chip');

    const results = watchResultsCalls(page);
    // One more "not ready yet" than the SPA asks: it never sees the results.
    await finishInSandbox(page, { outcome: 'success', timing: 'Later', pendingPolls: 31 });
    await expect(page.getByText('Finishing up', { exact: true })).toBeVisible();

    // Each further ask waits for the page's clock to move 3 s on; real time moves it too, so count what arrives.
    const gaveUp = page.getByText('Your results did not arrive in time.', { exact: true });
    while (!(await gaveUp.isVisible()) && results.length <= 31) {
      const asked = results.length;
      await page.clock.fastForward(3_000);
      await expect.poll(async () => results.length > asked || (await gaveUp.isVisible())).toBe(true);
    }
    await expectFailure(page, [ERROR_INTRO, 'Your results did not arrive in time.', TRY_ANOTHER]);
    // The first ask on return, then 30 more; nothing after the give-up.
    await page.clock.fastForward(30_000);
    expect(results).toHaveLength(31);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});

test.describe('document scan on a phone', () => {
  test('opens the hosted check, shows Finishing up while the status is pending, then the verified screen', async ({ openPage }) => {
    const created = await invite('gb-digital-id');
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    const link = await holdNextRequest(page, '**/api/providers/hooyu/identity_verification/status/**');
    await page.goto(stepUrl(created, 'hooyu'));
    await link.arrived;
    await expect(page.getByText('Verifying your data', { exact: true })).toBeVisible();
    await expect(page.getByText('This is done in a separate window.', { exact: true })).toBeVisible();
    await expect(page.getByText('You will be returned to this screen when that is finished.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back to providers' })).toBeEnabled();
    await expectNoAxeViolations(page);
    link.release();

    // The hosted check opens in the same window.
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/sandbox/document-scan/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Check your identity document' })).toBeVisible();
    await expect(page.getByText('Requested by Northgate Logistics Ltd', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Status checks that answer “pending” first').fill('2');
    await page.getByRole('button', { name: /^Completed/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === STEP);
    await expect(page.getByText('Finishing up', { exact: true })).toBeVisible();
    await expect(page.getByText('We are receiving your results. This can take a moment.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back to providers' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await expectVerified(page, created);
    expect(new URL(page.url()).searchParams.get('idProvider')).toBe('hooyu');
    await expectNoAxeViolations(page);
    await nextStepToHub(page);
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);
    await page.context().close();
  });

  test('shows the abandoned dialog on return and on a later visit; Close and Escape lead home', async ({ openPage }) => {
    const created = await invite('gb-digital-id');
    await fillSectionsBefore(created, 'identity_validation');
    const page = await openPage('phone');
    await page.goto(stepUrl(created, 'hooyu'));
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/sandbox/document-scan/'));
    await page.getByRole('button', { name: /^Abandon the check/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === STEP);

    const dialog = page.getByRole('alertdialog', { name: 'Identity validation' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Identity validation is abandoned. You can proceed with other sections.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    // An abandoned check completes the step (spec 000 §4): the candidate goes on with the other sections.
    expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);

    await page.goto(stepUrl(created, 'hooyu'));
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(STEP);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL((url) => url.pathname === HUB);
    await expect(page.getByRole('list', { name: 'Your sections' })).toBeVisible();
    await page.context().close();
  });
});

/** The supporting documents step from the hub: one upload per required type, then Save & Finish back to the hub. */
async function uploadSupportingDocuments(page: Page, types: string[]): Promise<void> {
  await page.getByRole('link', { name: 'Start Supporting documents' }).click();
  const required = region(page, 'Please upload the required documents below.');
  await expect(required).toBeVisible();
  for (const type of types) await uploadTo(region(required, type), pdf(`${type}.pdf`));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save & Finish' }).click();
  await expect(page).toHaveURL((url) => url.pathname === HUB);
  expect(await hubRow(page, 'Supporting documents')).toBe('Completed, Edit Supporting documents');
}

/**
 * The demo links a UK candidate with a current British passport opens: every section but identity validation and
 * the supporting documents is filled through the candidate's own API and the providers' sandbox pages
 * (support/fill-sections.ts); those two are done here, on the phone, and Finish submits the form. No sandbox state.
 */
test.describe('the UK demo links with their other sections done, on a phone', () => {
  const journeys = [
    { scenario: 'gb-digital-id', documents: ['Driving licence (front)', 'Driving licence (back)'] },
    { scenario: 'gb-dbs-enhanced', documents: ['COVID-19 vaccination proof'] },
  ] as const;

  for (const { scenario, documents } of journeys) {
    test(`${scenario}: verifies the identity, uploads the supporting documents, and Finish submits the form`, async ({ openPage }) => {
      test.setTimeout(120_000);
      const created = await invite(scenario);
      await fillThroughCandidateApi(created, { skip: ['identity_validation', 'documents'], passport: 'british' });
      const page = await openPage('phone');
      await page.goto(created.url);
      expect(await hubRow(page, 'Personal details')).toBe('Completed, Edit Personal details');
      expect(await hubRow(page, SECTION)).toBe(`Not started, Start ${SECTION}`);
      await expect(page.getByRole('button', { name: 'Finish' })).toHaveCount(0);

      await page.getByRole('link', { name: `Start ${SECTION}` }).click();
      await expect(page).toHaveURL((url) => url.pathname === STEP);
      await expectProviderList(page);
      await verifyWith(page, 'Sandbox ID Wallet');
      await finishInSandbox(page, { outcome: 'success', timing: 'At once' });
      await expectVerified(page, created);
      await nextStepToHub(page);
      expect(await hubRow(page, SECTION)).toBe(`Completed, Show ${SECTION}`);

      await uploadSupportingDocuments(page, [...documents]);
      await expectNoAxeViolations(page);
      await submitFromHub(page);
      await page.context().close();
    });
  }
});
