/** The SPA's CSP allows React Aria's inserted styles by hash: the texts must be the library's own, byte for byte. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_STYLE_TEXTS, buildCsp, cspHash, embeddedFrameOrigins } from './security-headers';

const LIBRARY_DIST = join(process.cwd(), 'node_modules', 'react-aria', 'dist', 'private');

/** Each `style.textContent = `…`.trim()` of a library module, with its constants filled in as the browser sees it. */
function insertedStyles(modulePath: string, constants: Record<string, string> = {}): string[] {
  const source = readFileSync(join(LIBRARY_DIST, modulePath), 'utf8');
  return [...source.matchAll(/style\.textContent = `([\s\S]*?)`\.trim\(\)/g)].map((match) =>
    (match[1] ?? '').replace(/\$\{([^}]+)\}/g, (_, name: string) => constants[name.split('$var$')[1] ?? ''] ?? name).trim(),
  );
}

describe('the widget styles the SPA allows', () => {
  it('are the styles React Aria inserts for pressable elements and for scroll locking', () => {
    const pressable = insertedStyles('interactions/usePress.mjs', { PRESSABLE_ATTRIBUTE: 'data-react-aria-pressable' });
    const scrollLock = insertedStyles('overlays/usePreventScroll.mjs');
    expect(pressable).toHaveLength(1);
    expect(scrollLock).toHaveLength(1);
    expect([...pressable, ...scrollLock]).toStrictEqual([...WIDGET_STYLE_TEXTS]);
  });

  it('hash as the browser computes them, and join the style sources of a CSP', () => {
    // The hash Chromium named when it refused the pressable style under a CSP without it.
    expect(cspHash(WIDGET_STYLE_TEXTS[0])).toBe("'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
    expect(buildCsp({ styleHashes: [cspHash('a')] })).toContain(`style-src 'self' ${cspHash('a')};`);
  });
});

describe('the frames the SPA may show', () => {
  const remote = {
    provider: 'remote' as const,
    baseUrl: 'https://api.income.example/v1',
    apiKey: 'k',
    appOrigin: 'https://app.income.example',
    timeoutMs: 1000,
  };

  it("are our own and each embedded provider's configured origin, once", () => {
    expect(embeddedFrameOrigins({})).toStrictEqual([]);
    expect(embeddedFrameOrigins({ employmentVerification: { ...remote, provider: 'sandbox' } })).toStrictEqual([]);
    expect(embeddedFrameOrigins({ employmentVerification: remote })).toStrictEqual(['https://app.income.example']);
    const screening = {
      provider: 'remote' as const,
      baseUrl: 'https://api.screening.example/v1',
      apiKey: 'k',
      widgetOrigin: 'https://widget.screening.example',
      timeoutMs: 1000,
    };
    expect(embeddedFrameOrigins({ employmentVerification: remote, screening })).toStrictEqual([
      'https://app.income.example',
      'https://widget.screening.example',
    ]);
    expect(embeddedFrameOrigins({ screening: { ...screening, widgetOrigin: 'https://app.income.example' }, employmentVerification: remote })).toStrictEqual(['https://app.income.example']);
    expect(buildCsp({ frameOrigins: ['https://app.income.example'] }).split('; ')).toContain(
      "frame-src 'self' https://app.income.example",
    );
    expect(buildCsp()).not.toContain('frame-src');
    expect(buildCsp({ frameAncestors: ["'self'"] })).toContain("frame-ancestors 'self'");
  });
});
