/**
 * WebKitGTK driven through its WebDriver (WebKitWebDriver, Debian's webkit2gtk-driver) by selenium-webdriver, in
 * WebKitGTK's MiniBrowser under a virtual display. MiniBrowser's window is never narrower than 447 px, so WebKit's
 * journeys run at that width rather than a phone's 390 px (docs/browsers.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../e2e/support/start-server';
import { described, FIND_SCRIPT, findClickable, type JourneyBrowser, type Key, poll, type Query } from './journey-browser';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_MIN_WIDTH = 447;

const KEYS: Record<Exclude<Key, 'SelectAll'>, string> = {
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
  Tab: SeleniumKey.TAB,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  Backspace: SeleniumKey.BACK_SPACE,
};

/** WebKitWebDriver in a virtual display of its own (xvfb-run), unless the machine has a display. */
function startDriver(port: number): ChildProcess {
  const command = [WEBKIT_DRIVER_PATH, `--port=${port}`];
  const [file, ...args] = process.env.DISPLAY ? command : ['xvfb-run', '--auto-servernum', ...command];
  return spawn(file as string, args, { stdio: 'ignore', detached: true });
}

export async function launchWebKit(viewport: { width: number; height: number }): Promise<JourneyBrowser> {
  const port = await freePort();
  const driverProcess = startDriver(port);
  const stopDriver = () => {
    // The whole group: xvfb-run, its X server and the driver.
    if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGTERM');
  };
  let driver: WebDriver;
  try {
    driver = await poll(
      async () =>
        new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          })
          .build(),
      'WebKitWebDriver to start',
      30_000,
    );
  } catch (error) {
    stopDriver();
    throw error;
  }
  const width = Math.max(viewport.width, WEBKIT_MIN_WIDTH);
  await driver.manage().window().setRect({ width, height: viewport.height });
  const first = await driver.getWindowHandle();

  const findOnce = async (query: Query) => (await driver.executeScript(FIND_SCRIPT, query)) as WebElement | null;
  const find = (query: Query): Promise<WebElement> => poll(() => findOnce(query), described(query));
  const findToClick = (query: Query) =>
    findClickable(() => findOnce(query), (element, script) => driver.executeScript(script, element), described(query));

  return {
    engine: 'webkit',
    width,
    goto: (url) => driver.get(url),
    url: () => driver.getCurrentUrl(),
    evaluate: async <T>(body: string, ...args: unknown[]) => (await driver.executeScript(body, ...args)) as T,
    click: async (query) => {
      await (await findToClick(query)).click();
    },
    fill: async (query, text) => {
      const element = await find(query);
      await element.click();
      await driver.executeScript('arguments[0].select && arguments[0].select()', element);
      await element.sendKeys(SeleniumKey.BACK_SPACE, text);
    },
    // WebKitGTK shows a closed select's list as a native popup its WebDriver cannot click into: the choice is made
    // as that popup makes it, the value set and a change event sent.
    select: async (query, value) => {
      const select = await find(query);
      await driver.executeScript(
        `arguments[0].focus(); arguments[0].value = arguments[1];
         arguments[0].dispatchEvent(new Event('change', { bubbles: true }));`,
        select,
        value,
      );
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: async (key) => {
      if (key === 'SelectAll') await driver.actions().keyDown(SeleniumKey.CONTROL).sendKeys('a').keyUp(SeleniumKey.CONTROL).perform();
      else await driver.actions().sendKeys(KEYS[key]).perform();
    },
    upload: async (query, file) => (await find(query)).sendKeys(file),
    followNewWindow: async (action) => {
      const before = new Set(await driver.getAllWindowHandles());
      await action();
      const opened = await poll(async () => (await driver.getAllWindowHandles()).find((handle) => !before.has(handle)) ?? null, 'a new window');
      await driver.switchTo().window(opened);
    },
    switchToOtherWindow: async () => {
      const other = await poll(async () => (await driver.getAllWindowHandles()).find((handle) => handle !== first) ?? null, 'another window');
      await driver.switchTo().window(other);
    },
    backToFirstWindow: () => driver.switchTo().window(first),
    windowCount: async () => (await driver.getAllWindowHandles()).length,
    close: async () => {
      await driver.quit().catch(() => undefined);
      stopDriver();
    },
  };
}
