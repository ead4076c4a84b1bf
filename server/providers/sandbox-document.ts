/**
 * The frame of every page a sandbox provider hosts on our server: a small self-contained HTML document (no SPA,
 * no asset) whose header says plainly that it is a sandbox. Its CSS, and its script where it has one, are allowed
 * by hash in the page's own Content-Security-Policy; the answer is never stored, since these pages carry a
 * candidate's name, document or results key.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { buildCsp, cspHash } from '../middleware/security-headers';

export interface RenderedPage {
  html: string;
  csp: string;
  /** Shown inside the SPA's frame, so our own origin may frame it. */
  framed?: boolean;
}

/** What the frame says of itself, in the page's language. */
export interface SandboxFrameText {
  sandboxName: string;
  sandboxBanner: string;
}

/**
 * The rules every sandbox page shares, ahead of its own: the sandbox banner, links, and fields in error with the
 * GOV.UK error summary. Each is more specific than, or apart from, any page's own rule, so their place in the sheet
 * changes nothing.
 */
const SHARED_STYLE = `
*{box-sizing:border-box}
.banner{background:#7a1e00;color:#fff;padding:.75rem 1rem;font-weight:600}
.field.has-error{border-left:5px solid #d4351c;padding-left:.9rem}
.error{color:#d4351c;font-weight:600;margin:0 0 .5rem}
a{color:#1d70b8}
.error-summary{border:5px solid #d4351c;padding:1rem;margin:1rem 0}
.error-summary:focus{outline:3px solid #fd0}
.error-summary a{color:#d4351c;font-weight:600}`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The layout of one sandbox's pages, its style (and script) hashed once. A `framed` page is shown inside the SPA's
 * frame: our own origin may frame it, and its landmarks are named after the sandbox, apart from the SPA's own.
 */
export function sandboxDocument({
  style: ownStyle,
  script,
  framed = false,
}: {
  style: string;
  script?: string;
  framed?: boolean;
}) {
  const style = SHARED_STYLE + ownStyle;
  const csp = buildCsp({
    styleHashes: [cspHash(style)],
    scriptHashes: script ? [cspHash(script)] : [],
    ...(framed ? { frameAncestors: ["'self'"] } : {}),
  });
  const named = (text: SandboxFrameText) => (framed ? ` aria-label="${escapeHtml(text.sandboxName)}"` : '');
  const render = (language: string, title: string, text: SandboxFrameText, body: string): RenderedPage => ({
    html: `<!doctype html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${escapeHtml(text.sandboxName)}</title>
<style>${style}</style>
</head>
<body>
<header class="banner"${named(text)}>${escapeHtml(text.sandboxBanner)}</header>
<main id="main"${named(text)}>
${body}
</main>
${script ? `<script>${script}</script>\n` : ''}</body>
</html>
`,
    csp,
    framed,
  });
  return Object.assign(render, { framed });
}

export type SandboxLayout = ReturnType<typeof sandboxDocument>;

/** What a sandbox's message page says besides its own words. */
export interface SandboxMessageText extends SandboxFrameText {
  returnLink: string;
  /** Said instead of the way back when there is none; a page opened in the same window has no such line. */
  closeWindow?: string;
}

export interface SandboxMessage {
  language: string;
  page: SandboxMessageText;
  title: string;
  paragraphs: readonly string[];
  /** A link back to the candidate's form, when there is one to give. */
  returnTo: string | null;
}

/** A sandbox page that only says something: a finished check, a refusal, an unknown link. */
export function renderSandboxMessage(layout: SandboxLayout, message: SandboxMessage): RenderedPage {
  const { page } = message;
  // From inside the SPA's frame, the way back replaces the whole window, not the frame.
  const target = layout.framed ? ' target="_top"' : '';
  const back = message.returnTo
    ? `<p><a href="${escapeHtml(message.returnTo)}"${target}>${escapeHtml(page.returnLink)}</a></p>`
    : page.closeWindow
      ? `<p>${escapeHtml(page.closeWindow)}</p>`
      : '';
  const body = `<h1>${escapeHtml(message.title)}</h1>
${message.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${back}`;
  return layout(message.language, message.title, page, body);
}

export function sendSandboxPage(c: Context, page: RenderedPage, status: ContentfulStatusCode = 200) {
  c.header('Content-Security-Policy', page.csp);
  // The security headers' DENY would refuse the SPA's frame; frame-ancestors says the same to newer browsers.
  if (page.framed) c.header('X-Frame-Options', 'SAMEORIGIN');
  c.header('Cache-Control', 'no-store');
  return c.html(page.html, status);
}
