/**
 * The fitness-and-propriety questionnaire as a candidate of the financial-services scenario meets it on a phone,
 * with axe on the questions, a follow-up, an error and the signature:
 * - the whole shipped questionnaire answered in order, a Yes opening its follow-up as a sub-question, the closing
 *   declaration signed on the pad by a finger and a mouse; Continue submits and leads home, and the signature is the
 *   PNG saved;
 * - the keyboard alone opens the declaration again, signs it with the typed-name alternative (the empty pad then
 *   hidden), and Continue submits.
 */
import type { Locator, Page } from '@playwright/test';
import { server } from './support/server';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/browser';
import { readResponse } from './support/candidate-api';
import { choose } from './support/forms';
import { fillSectionsBefore } from './support/fill-sections';
import { invite } from './support/invite';
import { pageUrl } from './support/pages';


const STEP_PATH = '/candidate-feedback/fit_and_proper/fit_and_proper';
const HOME_PATH = '/candidate-feedback';
/** Ten questions saved one by one, with axe several times, take longer than the default on a busy machine. */
const LONG_TEST_MS = 180_000;
const DECLARATION = 'My answers are true and complete, and I will tell the organisation at once if any of them changes.';

const questionForm = (page: Page, name: string) => page.getByRole('form', { name });

/** Chooses the options in the question's form and saves it, then waits for the form to make way. */
async function answer(page: Page, name: string, options: string[]): Promise<void> {
  const form = questionForm(page, name);
  await expect(form).toBeVisible();
  for (const option of options) await choose(form, option);
  await form.getByRole('button', { name: 'Save answer' }).click();
  await expect(form).toHaveCount(0);
}

/** The points of a looped stroke across the pad, left to right. */
function strokeAcross(box: { x: number; y: number; width: number; height: number }, offset: number) {
  return Array.from({ length: 13 }, (_, step) => ({
    x: box.x + 20 + step * ((box.width - 40) / 12),
    y: box.y + box.height / 2 + offset + (step % 2 ? -20 : 20),
  }));
}

/** How many of the pad's pixels carry ink. */
function inkedPixels(pad: Locator): Promise<number> {
  return pad.evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! > 0) inked += 1;
    return inked;
  });
}

/** Signs with a finger, as on a phone, then adds a stroke with a mouse: each must leave ink on the pad. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');

  const touch = await page.context().newCDPSession(page);
  const [first, ...rest] = strokeAcross(box, -20);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
  for (const point of rest) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
  await expect.poll(() => inkedPixels(pad)).toBeGreaterThan(0);
  const byFinger = await inkedPixels(pad);

  const [start, ...path] = strokeAcross(box, 20);
  await page.mouse.move(start!.x, start!.y);
  await page.mouse.down();
  for (const point of path) await page.mouse.move(point.x, point.y, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => inkedPixels(pad)).toBeGreaterThan(byFinger);
}

/** Presses Tab until the focus is on the control named `name`, as a keyboard user moves through the page. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element) return '';
      const labelled = element.getAttribute('aria-label') ?? '';
      const label = element.closest('label')?.textContent ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : '');
      return `${labelled}|${label ?? ''}|${element.textContent ?? ''}`;
    });
    if (focused.split('|').some((text) => text.trim() === name)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function expectSignatureImage(guid: string, token: string): Promise<void> {
  const saved = await readResponse(guid, token);
  const declaration = saved.fit_and_proper.questions.find((question) => question.options_type === 'acknowledge');
  const signed = saved.fit_and_proper.answers.find((line) => line.question === declaration?.id);
  expect(signed?.signature).toBeTruthy();
  const image = await fetch(`${server('baseUrl')}/api${signed?.signature ?? ''}`, { headers: { Authorization: `Token ${token}` } });
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await image.arrayBuffer());
  expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(500);
}

test.describe('the fitness-and-propriety questionnaire on a phone', () => {
  test('answers every question in order, a follow-up included, signs by drawing, and submits', async ({ openPage }) => {
    test.setTimeout(LONG_TEST_MS);
    const created = await invite('gb-financial-services');
    await fillSectionsBefore(created, 'fit_and_proper');
    const page = await openPage('phone');
    await page.goto(pageUrl(created, STEP_PATH));

    const first = questionForm(page, 'Have you ever been convicted of a criminal offence, or are you being charged with one now?');
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    // A later question cannot be opened before the one before it is answered.
    await expect(page.getByRole('button', { name: /^Answer: Is that investigation/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Answer: Have you ever been dismissed/ })).toBeDisabled();

    await first.getByRole('button', { name: 'Save answer' }).click();
    await expect(first.getByText('Select an answer').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await answer(page, 'Have you ever been convicted of a criminal offence, or are you being charged with one now?', ['Yes']);
    await expect(page.getByText('Follow-up question')).toBeVisible();
    await expect(page.getByText('Your answer: Yes')).toBeVisible();
    await expectNoAxeViolations(page);
    await answer(page, 'What was the offence about? Tick all that apply.', ['Dishonesty, fraud or financial crime', 'Driving or motoring']);
    await answer(page, 'Has a regulator or professional body ever investigated you, disciplined you or refused you a licence?', ['No']);
    await answer(page, 'Have you ever been dismissed, or asked to resign, from a job or a position of trust?', ['No']);
    await answer(page, 'From 1 (none) to 10 (a great deal), how much experience do you have of the duties of this role?', ['7']);
    await answer(page, 'Which of these have you completed in the last two years? Tick all that apply.', [
      'Regulatory or compliance training',
      'Anti-money laundering training',
    ]);
    await answer(
      page,
      'Have you ever been made bankrupt, made a formal arrangement with your creditors, or had a court judgment for debt against you?',
      ['No'],
    );

    const declaration = questionForm(page, DECLARATION);
    await expect(declaration).toBeVisible();
    await choose(declaration, 'I confirm');
    await declaration.getByRole('button', { name: 'Save answer' }).click();
    await expect(declaration.getByText('Please acknowledge by signing').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    await drawSignature(page, declaration.locator('canvas'));
    await declaration.getByRole('button', { name: 'Save answer' }).click();
    await expect(declaration).toHaveCount(0);
    await expectNoAxeViolations(page);

    await expect(next).toBeEnabled();
    await next.click();
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    const saved = await readResponse(created.guid, created.user_token);
    expect(saved.fit_and_proper.has_submitted).toBe(true);
    expect(saved.fit_and_proper.answers).toHaveLength(8);
    await expectSignatureImage(created.guid, created.user_token);
  });

  test('signs the declaration with the keyboard alone, by typing a name', async ({ openPage }) => {

    test.setTimeout(LONG_TEST_MS);
    // Every answer is already given, the declaration without a signature: the page opens on no question.
    const created = await invite('gb-financial-services', { state: 'ready_to_submit' });
    const page = await openPage('phone');
    await page.goto(pageUrl(created, STEP_PATH));
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await tabTo(page, `Change: ${DECLARATION}`);
    await page.keyboard.press('Enter');
    const declaration = questionForm(page, DECLARATION);
    await expect(declaration).toBeVisible();

    // The saved confirmation stays ticked; only the signature is asked again.
    await expect(declaration.getByRole('checkbox', { name: 'I confirm' })).toBeChecked();
    await expect(declaration.locator('canvas')).toBeVisible();
    await tabTo(page, 'Draw my signature');
    await page.keyboard.press('ArrowRight');
    await expect(declaration.getByRole('radio', { name: 'Type my name' })).toBeChecked();
    // The empty pad and its Clear button go once the typed name is chosen: nothing is left to draw on.
    await expect(declaration.locator('canvas')).toHaveCount(0);
    await expect(declaration.getByRole('button', { name: 'Clear signature' })).toHaveCount(0);
    await tabTo(page, 'Type your full name');
    await page.keyboard.type('Priya Raman');
    await expectNoAxeViolations(page);
    await tabTo(page, 'Save answer');
    await page.keyboard.press('Enter');
    await expect(declaration).toHaveCount(0);

    await tabTo(page, 'Continue');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === HOME_PATH);
    expect((await readResponse(created.guid, created.user_token)).fit_and_proper.has_submitted).toBe(true);
    await expectSignatureImage(created.guid, created.user_token);
  });
});
