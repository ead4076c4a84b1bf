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
}

/** What the frame says of itself, in the page's language. */
export interface SandboxFrameText {
  sandboxName: string;
  sandboxBanner: string;
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The layout of one sandbox's pages, its style (and script) hashed once. A `framed` page is shown inside the SPA's
 * frame: our own origin may frame it, and its landmarks are named after the sandbox, apart from the SPA's own.
 */
export function sandboxDocument({ style, script, framed = false }: { style: string; script?: string; framed?: boolean }) {
  const csp = buildCsp({
    styleHashes: [cspHash(style)],
    scriptHashes: script ? [cspHash(script)] : [],
    ...(framed ? { frameAncestors: ["'self'"] } : {}),
  });
  const named = (text: SandboxFrameText) => (framed ? ` aria-label="${escapeHtml(text.sandboxName)}"` : '');
  return (language: string, title: string, text: SandboxFrameText, body: string): RenderedPage => ({
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
  });
}

export function sendSandboxPage(c: Context, page: RenderedPage, status: ContentfulStatusCode = 200) {
  c.header('Content-Security-Policy', page.csp);
  c.header('Cache-Control', 'no-store');
  return c.html(page.html, status);
}
