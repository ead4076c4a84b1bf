/**
 * Bundle budget of the production build: the JavaScript a candidate downloads before /candidate-feedback can
 * render (the entry chunk and everything it imports statically, plus the home route's own lazy chunk) must stay
 * within the budget, and no other section's code may be part of it. Reads Vite's manifest in dist/.vite/.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const DIST = path.resolve(process.argv[2] ?? 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;

function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  keys.forEach(visit);
  return seen;
}

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
/** The home page's lazily split route pieces load before it paints, so they count towards its first load. */
const homeKeys = Object.keys(manifest).filter((key) => /src\/routes\/candidate-feedback\/index\.tsx/.test(key) || /src\/routes\/candidate-feedback\/route\.tsx/.test(key));
const initial = staticClosure([...entryKeys, ...homeKeys]);

const files = [...initial].flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith('.js'));
const totalKb = files.reduce((sum, file) => sum + gzipKb(file), 0);

/**
 * Section screens live in src/features/<section>/. The source maps of the initial files name every module bundled
 * into them, so a screen pulled in by a static import is caught even when it has no chunk of its own.
 */
const INITIAL_FEATURES = new Set(['home']);
const leaked = files.flatMap((file) => {
  const map = path.join(DIST, `${file}.map`);
  // Only bundler runtime helpers come without a map.
  if (!existsSync(map)) return [];
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return sources.filter((source) => {
    const feature = /src\/features\/([^/]+)\//.exec(source)?.[1];
    return feature !== undefined && !INITIAL_FEATURES.has(feature);
  });
});

const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;

console.log(`Initial JavaScript for /candidate-feedback: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB) in ${files.length} files`);
console.log(`Lazily loaded chunks: ${lazyChunks}`);
let failed = false;
if (totalKb > BUDGET_KB) {
  console.error(`Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB.`);
  failed = true;
}
if (leaked.length > 0) {
  console.error(`Section code in the initial load: ${[...new Set(leaked)].join(', ')}`);
  failed = true;
}
if (lazyChunks === 0) {
  console.error('No lazily loaded chunk: sections are not split.');
  failed = true;
}
process.exit(failed ? 1 : 0);
