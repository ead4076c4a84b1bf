/**
 * Code → image URL of every flag in country-flag-icons (3x2): ISO 3166-1 codes plus EU, XK, AC, TA, IC and
 * the GE-AB and GE-OS subdivisions (spec 000 §2 "Country pickers").
 *
 * This module is only ever imported dynamically (flag.tsx), so the main chunk carries none of it. The SVGs
 * become hashed same-origin asset files (`no-inline` keeps Vite from inlining the small ones as data URLs
 * into this chunk); the browser fetches only the flags it shows. The package ships GE-AB and GE-OS only as
 * JS strings, so those two become data URLs (allowed by the CSP's img-src 'self' data:).
 */
const svgFiles = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const svgStrings = import.meta.glob<string>(
  ['/node_modules/country-flag-icons/string/3x2/GE-AB.js', '/node_modules/country-flag-icons/string/3x2/GE-OS.js'],
  { eager: true, import: 'default' },
);

/** "…/3x2/GB.svg" or "…/3x2/GE-AB.js" → "GB", "GE-AB". */
function codeOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.(svg|js)$/, '');
}

function buildUrls(): Readonly<Record<string, string>> {
  const urls: Record<string, string> = {};
  for (const [path, url] of Object.entries(svgFiles)) urls[codeOf(path)] = url;
  for (const [path, svg] of Object.entries(svgStrings)) {
    urls[codeOf(path)] = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
  return urls;
}

export const FLAG_URLS = buildUrls();
