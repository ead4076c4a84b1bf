/** Debian's Firefox ESR driven through WebDriver BiDi by Puppeteer (no Firefox build of Puppeteer's own is fetched). */
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { described, FIND_SCRIPT, findClickable, type JourneyBrowser, type Key, poll, type Query } from './journey-browser';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Exclude<Key, 'SelectAll'>, KeyInput> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Space: 'Space',
  Tab: 'Tab',
  ArrowDown: 'ArrowDown',
  Backspace: 'Backspace',
};

export async function launchFirefox(viewport: { width: number; height: number }): Promise<JourneyBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: { 'intl.accept_languages': 'en-GB' },
  });
  // The tab Firefox starts with never gets the focus: combo boxes do not open and typed keys are lost there.
  const started = await browser.pages();
  const first = await browser.newPage();
  await Promise.all(started.map((page) => page.close()));
  await first.setViewport(viewport);
  let current: Page = first;
  // A window the page has just opened is listed before Firefox has built it: sizing it then fails with "browser is
  // null", so the size is asked for until the window can take it.
  const takeViewport = (page: Page) => poll(() => page.setViewport(viewport).then(() => true), 'the new window to take its size');

  const findOnce = async (query: Query): Promise<ElementHandle<Element> | null> => {
    const handle = await current.evaluateHandle(new Function(FIND_SCRIPT) as (q: Query) => Element | null, query);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  };
  const find = (query: Query) => poll(() => findOnce(query), described(query));
  const findToClick = (query: Query) =>
    findClickable(
      () => findOnce(query),
      (element, script) => element.evaluate(new Function(script) as (e: Element) => unknown),
      described(query),
    );

  return {
    engine: 'firefox',
    width: viewport.width,
    goto: async (url) => {
      await current.goto(url);
    },
    url: async () => current.url(),
    evaluate: async <T>(body: string, ...args: unknown[]) =>
      (await current.evaluate(new Function(body) as (...a: unknown[]) => T, ...args)) as T,
    click: async (query) => {
      const page = current;
      try {
        await (await findToClick(query)).click();
      } catch (error) {
        // A click that closes its own window (the sandbox's Sign, whose return page closes itself) can lose the race
        // with the driver's answer: Firefox then reports the discarded window. The click happened; anything else
        // is a real failure.
        const discarded = error instanceof Error && /Browsing context is discarded|no such frame/.test(error.message);
        if (!discarded || !(await poll(async () => page.isClosed(), 'the window to close', 5_000).catch(() => false))) throw error;
      }
    },
    fill: async (query, text) => {
      const element = await find(query);
      await element.click();
      await element.evaluate((input) => (input as HTMLInputElement).select?.());
      await current.keyboard.press('Backspace');
      await current.keyboard.type(text);
    },
    select: async (query, value) => {
      await ((await find(query)) as ElementHandle<HTMLSelectElement>).select(value);
    },
    type: (text) => current.keyboard.type(text),
    press: async (key) => {
      if (key === 'SelectAll') {
        await current.keyboard.down('Control');
        await current.keyboard.press('a');
        await current.keyboard.up('Control');
      } else await current.keyboard.press(KEYS[key]);
    },
    upload: async (query, file) => {
      const input = (await find(query)) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
    },
    followNewWindow: async (action) => {
      const before = new Set(await browser.pages());
      await action();
      current = await poll(async () => (await browser.pages()).find((page) => !before.has(page)) ?? null, 'a new window');
      await takeViewport(current);
    },
    switchToOtherWindow: async () => {
      current = await poll(async () => (await browser.pages()).find((page) => page !== first) ?? null, 'another window');
      await takeViewport(current);
    },
    // Without bringing it to the front: the page must keep up without the focus coming back to it.
    backToFirstWindow: async () => {
      current = first;
    },
    windowCount: async () => (await browser.pages()).length,
    close: () => browser.close(),
  };
}
