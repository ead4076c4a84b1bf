import { createHash } from 'node:crypto';
import type { Config } from '../config';
import { employmentVerificationFrameOrigin } from '../providers/employment-verification/config';
import { screeningWidgetOrigin } from '../providers/screening/config';

/** A CSP source allowing exactly one inline block (or inserted <style> element) of this text. */
export const cspHash = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * The <style> elements React Aria inserts at run time: touch-action on pressable elements (so a tap is not held back
 * for double-tap zoom) and, on iOS while a dialog is open, overscroll containment. The SPA's CSP allows exactly these
 * texts by hash; security-headers.test.ts holds them to the library's source, so an update that changes them fails.
 */
export const WIDGET_STYLE_TEXTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * A strict Content-Security-Policy: everything from our own origin, images also from https (company logos) and
 * data: URLs (inline flags and icons). Inline scripts and styles are refused unless the SPA's index.html lists
 * their hashes (see spaCsp).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export interface CspExtras {
  scriptHashes?: string[];
  styleHashes?: string[];
  /** Where frames on the page may come from besides our own origin (the SPA's embedded provider pages). */
  frameOrigins?: string[];
  /** Who may frame the page, instead of nobody: a provider sandbox page shown in the SPA's frame. */
  frameAncestors?: string[];
}

export function buildCsp(extra: CspExtras = {}): string {
  const directives = {
    ...CSP_DIRECTIVES,
    'script-src': [...(CSP_DIRECTIVES['script-src'] ?? []), ...(extra.scriptHashes ?? [])],
    'style-src': [...(CSP_DIRECTIVES['style-src'] ?? []), ...(extra.styleHashes ?? [])],
    ...(extra.frameOrigins ? { 'frame-src': ["'self'", ...extra.frameOrigins] } : {}),
    ...(extra.frameAncestors ? { 'frame-ancestors': extra.frameAncestors } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The origins of the provider pages the SPA embeds in a frame, which its CSP's frame-src allows beside 'self'.
 * An embedded provider adds its configured origin here, one line each; a sandbox served by our own server adds none.
 */
export function embeddedFrameOrigins(config: Pick<Config, 'employmentVerification' | 'screening'>): string[] {
  const origins = [employmentVerificationFrameOrigin(config.employmentVerification), screeningWidgetOrigin(config.screening)];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
}

/** Set on every answer before its handler runs (request-frame.ts); a handler's own header of the same name wins. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', buildCsp()],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
  // Nothing the candidate does needs these; a section that does (a camera for a document scan) opts in here.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];
