/**
 * A Vite plugin that writes the hub's frame script (src/features/home/hub-frame-script.ts) into index.html in place of
 * its placeholder, as an inline script the server's CSP allows by its hash like the shell's other inline script
 * (server/routes/spa.ts). The frame's messages come from the compiled Lingui catalogs, so `npm run i18n:compile`
 * must have run first, as `npm run build` and `npm run dev` do.
 */
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { build, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../domain/locales';
import { hubFrameMessages } from '../src/features/home/hub-frame-messages';
import { readCompiledCatalog } from './compiled-catalog';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = path.join(ROOT, 'src/features/home/hub-frame-script.ts');
export const HUB_FRAME_PLACEHOLDER = '<!-- hub frame script -->';

/**
 * The frame's code is pure apart from what it calls: every module is taken as free of side effects, so the React
 * hooks that share a file with a helper it uses (format-date.ts) stay out of the script.
 */
const sideEffectFree: EsbuildPlugin = {
  name: 'side-effect-free',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === 'side-effect-free' || args.kind === 'entry-point') return undefined;
      const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'side-effect-free' });
      return resolved.errors.length ? undefined : { ...resolved, sideEffects: false };
    });
  },
};

/** The script's code, minified, with the messages of the four languages. */
export async function hubFrameScript(): Promise<string> {
  const catalogs = Object.fromEntries(
    LANGUAGES.map((language) => [language, readCompiledCatalog(path.join(ROOT, 'locales', language, 'messages.ts'))]),
  ) as Record<Language, Messages>;
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    define: { HUB_FRAME_MESSAGES: JSON.stringify(hubFrameMessages(catalogs)) },
    plugins: [sideEffectFree],
  });
  const code = result.outputFiles[0]?.text.trim();
  if (!code) throw new Error('The hub frame script came out empty.');
  // The script sits inside <script>…</script>: no closing tag may appear in it.
  return code.replace(/<\//g, '<\\/');
}

export function hubFrameScriptPlugin(): Plugin {
  return {
    name: 'hub-frame-script',
    async transformIndexHtml(html) {
      if (!html.includes(HUB_FRAME_PLACEHOLDER)) throw new Error(`index.html has no ${HUB_FRAME_PLACEHOLDER}.`);
      const script = await hubFrameScript();
      return html.replace(HUB_FRAME_PLACEHOLDER, () => `<script>${script}</script>`);
    },
  };
}
