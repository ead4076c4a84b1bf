/**
 * What a journey asks of a browser, whichever drives it: Firefox through WebDriver BiDi (Puppeteer), WebKit through
 * WebKitGTK's WebDriver (selenium-webdriver). Controls are found as a candidate finds them, by role and name, with
 * Testing Library's queries in the page (the journey proxy loads them), and then worked with the driver's own
 * clicks and keys, so the browser sees real input.
 */

/** A control by its role and accessible name (a string names it exactly, a RegExp source when `pattern`), or a text. */
export interface Query {
  role?: string;
  name?: string;
  pattern?: string;
  text?: string;
  /** A CSS selector, for what has no role (a file input behind its button). */
  css?: string;
  within?: Query;
}

export type Key = 'Enter' | 'Escape' | 'Space' | 'Tab' | 'ArrowDown' | 'Backspace' | 'SelectAll';

export interface JourneyBrowser {
  readonly engine: 'firefox' | 'webkit';
  /** The window's width in CSS pixels, as the page sees it. */
  readonly width: number;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function's body, with `args` as `arguments`) in the page and answers what it returns. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  click(query: Query): Promise<void>;
  /** Focuses the control, clears it and types `text`, key by key. */
  fill(query: Query, text: string): Promise<void>;
  /** Picks the option of value `value` in the native select `query` finds. */
  select(query: Query, value: string): Promise<void>;
  /** Types into whatever has the focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Hands a file to the file input `query` finds (a file picker's answer). */
  upload(query: Query, file: string): Promise<void>;
  /** Runs `action`, then works in the window it opened. */
  followNewWindow(action: () => Promise<void>): Promise<void>;
  /** Works in a window other than the first (one the page opened by itself). */
  switchToOtherWindow(): Promise<void>;
  /** Works in the window the journey started in again (any other is left as it is). */
  backToFirstWindow(): Promise<void>;
  windowCount(): Promise<number>;
  close(): Promise<void>;
}

/** The page-side finder: Testing Library's role queries, scoped by `within`; null when nothing matches. */
export const FIND_FUNCTION = `
  const find = (query) => {
    const library = window.TestingLibraryDom;
    if (!library) return null;
    const scope = query.within ? find(query.within) : document.body;
    if (!scope) return null;
    if (query.css) return scope.querySelector(query.css);
    const name = query.pattern ? new RegExp(query.pattern) : query.name;
    const found = query.role
      ? library.queryAllByRole(scope, query.role, name === undefined ? {} : { name })
      : library.queryAllByText(scope, query.text);
    return found[0] ?? null;
  };`;

/** A script answering the element `arguments[0]` finds. */
export const FIND_SCRIPT = `${FIND_FUNCTION} return find(arguments[0]);`;

/**
 * Where the element `arguments[0]` stands and whether a click at its centre would reach it (and not something over
 * it), once it is scrolled into view. The centre is that of its first box, where WebDriver clicks: a label wrapped
 * over two lines has nothing of its own at the centre of the whole.
 */
const CLICK_TARGET_SCRIPT = `
  const element = arguments[0];
  element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return { box: [box.left, box.top, box.width, box.height].map(Math.round).join(' '), reached: top !== null && element.contains(top) };`;

/**
 * Finds the element to click and waits, as Playwright does before a click and neither WebDriver client does, until it
 * stands still (the same box on two looks in a row) where a click at its centre reaches it. A list still filtering
 * or a popover still finding its place otherwise takes the click on whatever was under the pointer a moment before.
 * Each look finds the element afresh, so one that a render replaced is not clicked stale.
 */
export async function findClickable<E>(
  findOnce: () => Promise<E | null>,
  lookAt: (element: E, script: string) => Promise<unknown>,
  what: string,
): Promise<E> {
  let last = '';
  return poll(async () => {
    const element = await findOnce();
    if (element === null) return null;
    const { box, reached } = (await lookAt(element, CLICK_TARGET_SCRIPT)) as { box: string; reached: boolean };
    const still = box === last;
    last = box;
    return reached && still ? element : null;
  }, `${what} to stand still where a click reaches it`);
}

/** How a query reads in a failure. */
export function described(query: Query): string {
  const own = query.css ? `"${query.css}"` : query.role ? `${query.role} "${query.name ?? `/${query.pattern ?? ''}/`}"` : `text "${query.text}"`;
  return query.within ? `${own} in ${described(query.within)}` : own;
}

/** Asks `probe` until it answers something other than null or false, or fails after `timeoutMs`. */
export async function poll<T>(probe: () => Promise<T | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe().catch(() => null);
    if (answer !== null && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
