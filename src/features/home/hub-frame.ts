/**
 * The hub's first frame drawn by the shell (docs/decisions/0042-hub-frame-in-the-shell.md): once the early read
 * (index.html, src/api/early-read.ts) answers, the shell's inline script writes into the page what React's home page
 * shows while the sections' statuses load (spec 000 §2 "While loading, 4 skeleton rows are shown"): the company,
 * the heading, what to do, the link's expiry and whom to ask, the list's heading and four skeleton rows, in the
 * language React will start in. React later replaces it with the same page, so the largest paint is this one.
 * Built into the shell without React (scripts/hub-frame-script.ts): only the DOM and pure rules.
 */
import { closingSentence, dateLocaleFor, dateOrderOf, type Language, startingLanguage } from '../../../domain/locales';
import { STORAGE_KEYS } from '../../../domain/client-storage';
import type { ReferenceRequest, ReferenceResponse } from '../../../domain/reference-response';
import { formatDate } from '../../app/format-date';
import { telHref } from '../../app/tel-href';
import { companionPageFor } from './companion-page';
import type { CompiledMessage, HubFrameMessages } from './hub-frame-messages';

/** The global classes the home page's elements carry too (src/styles/shell.css), so both look alike. */
export const HUB_FRAME_CLASSES = {
  caption: 'page-caption',
  lead: 'page-lead',
  listHeading: 'hub-list-heading',
  skeletonList: 'hub-skeleton-list',
} as const;

/** The shell's skeleton row, which the home page's four placeholder rows are too (section-list.tsx). */
const SKELETON_ROW = 'skeleton skeleton--row';

/** The id the home page gives its list's heading. */
export const SECTIONS_HEADING_ID = 'hub-sections';

export type HubFrameRequest = Pick<
  ReferenceRequest,
  'company_name' | 'expire_date' | 'company_contact_email' | 'company_contact_phone' | 'country_code'
>;

type Piece = string | Node;

function element(tag: string, className: string | null, children: readonly Piece[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

/** A compiled message with its placeholders filled in. */
function fill(message: CompiledMessage, values: Record<string, Piece> = {}): Piece[] {
  if (typeof message === 'string') return [message];
  return message.map((part) => {
    if (typeof part === 'string') return part;
    const name = part[0] ?? '';
    const value = values[name];
    if (value === undefined) throw new Error(`No value for the placeholder ${name}.`);
    return value;
  });
}

function contactLine(request: HubFrameRequest, messages: HubFrameMessages): Piece[] {
  const company = request.company_name;
  const email = request.company_contact_email;
  const phone = request.company_contact_phone;
  const emailLink = email ? element('a', null, [email]) : null;
  emailLink?.setAttribute('href', `mailto:${email}`);
  const phoneLink = phone ? element('a', null, [phone]) : null;
  phoneLink?.setAttribute('href', telHref(phone ?? ''));
  if (emailLink && phoneLink) return fill(messages.contactBoth, { company, emailLink, phoneLink });
  if (emailLink) return fill(messages.contactEmail, { company, emailLink });
  if (phoneLink) return fill(messages.contactPhone, { company, phoneLink });
  return fill(messages.contactCompany, { company: closingSentence(company) });
}

/** Replaces what `main` holds with the home page as it stands while the statuses load. */
export function drawHubFrame(main: HTMLElement, request: HubFrameRequest, language: Language, messages: HubFrameMessages): void {
  const company = request.company_name;
  const expiry = formatDate(request.expire_date, dateOrderOf(dateLocaleFor(language, request.country_code)));
  const heading = element('h2', HUB_FRAME_CLASSES.listHeading, fill(messages.sectionsHeading));
  heading.id = SECTIONS_HEADING_ID;
  const skeleton = element(
    'div',
    HUB_FRAME_CLASSES.skeletonList,
    [0, 1, 2, 3].map(() => element('span', SKELETON_ROW, [])),
  );
  skeleton.setAttribute('aria-hidden', 'true');
  main.replaceChildren(
    element('p', HUB_FRAME_CLASSES.caption, [company]),
    element('h1', null, fill(messages.heading)),
    element('p', HUB_FRAME_CLASSES.lead, fill(messages.lead, { company })),
    element('p', null, fill(messages.instructions)),
    ...(expiry ? [element('p', null, fill(messages.expiry, { expiry }))] : []),
    element('p', null, contactLine(request, messages)),
    heading,
    skeleton,
  );
}

/** The home page's address, where the route neither sends the candidate back to the check of the answers. */
export function isHubAddress(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const path = location.pathname.replace(/\/$/, '');
  return path === '/candidate-feedback' && new URLSearchParams(location.search).get('from') !== 'answers';
}

function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null;
  }
}

/**
 * The shell script's work: on the home page opened from its link, draws the frame once the early read answers, if
 * the request belongs on the home page and the shell's own skeleton is still there (React has not drawn yet).
 * Anything unexpected leaves the skeleton, which React replaces as before.
 */
export function drawHubFrameWhenRead(messagesByLanguage: Record<Language, HubFrameMessages>): void {
  const early = window.earlyHubRead;
  const main = document.getElementById('main');
  if (!early || !main || !isHubAddress(window.location)) return;
  const language = startingLanguage(storedLanguage(), navigator.languages.length ? navigator.languages : [navigator.language]);
  early.answer
    // A copy: the API client reads the answer itself.
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<ReferenceResponse>) : null))
    .then((response) => {
      if (!response || companionPageFor(response) || !main.isConnected || !main.querySelector('.page-skeleton')) return;
      document.documentElement.lang = language;
      drawHubFrame(main, response.reference_request, language, messagesByLanguage[language]);
    })
    .catch(() => undefined);
}
