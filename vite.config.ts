import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hubFrameScriptPlugin } from './scripts/hub-frame-script';
import { apiProxy } from './server/served-paths';

/** Lingui's macros run through Babel, only in files that import them (plugin-react 6 has no babel option). */
const linguiMacro = defineRolldownBabelPreset({
  preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
  rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
});

export default defineConfig({
  plugins: [
    // The router plugin must come before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    babel({ presets: [linguiMacro] }),
    lingui(),
    hubFrameScriptPlugin(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // The bundle budget check reads which chunks the entry loads from the manifest (dist/.vite/manifest.json).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page needs, in one chunk of their own: it changes only when they are upgraded,
          // so a new release of the app does not make returning candidates download them again. valibot is not
          // among them: only the forms judge with it, so it comes with the first form, not the hub.
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack|@lingui)[\\/]/,
              priority: 2,
            },
            // What the entry and the route tree import statically (the routes' guards and what they read) in one
            // chunk: left to itself the bundler gives each module the lazily loaded screens share with them a chunk
            // of its own, and a dozen small files cost the first load more than their code. The dates' order and
            // format, which the home page and every section read, join it for the same reason, as do the write
            // attempts' keys, which every save and both upload screens (the step's and the phone's) share.
            {
              name: 'app',
              test: /[\\/]src[\\/](main\.tsx|routeTree\.gen\.ts|app[\\/]format-date\.ts|ui[\\/]date-locale[\\/]date-locale\.tsx|api[\\/]write-attempts\.ts)$/,
              priority: 1,
            },
            // What the step screens share, in two chunks the first step page loads at once: React Aria's widgets, and
            // the forms (react-hook-form and src/forms with what they import that no group above holds, but for the
            // phone number's field and its 50 KB of numbering rules, which only the phone step needs). Left to
            // itself the bundler cut them into some forty files of a few KB, and a phone on HTTP/1.1 fetches six at a
            // time: the phone step took 55 files. The forms group yields to every other (priority 0), so the modules
            // the hub shares with the forms stay in the hub's chunks and none of this joins the first load (npm run
            // budget checks).
            {
              name: 'react-aria',
              test: /node_modules[\\/](react-aria-components|react-aria|react-stately|@react-aria|@react-stately|@internationalized|@formatjs|@swc[\\/]helpers|aria-hidden|client-only|clsx)[\\/]/,
              priority: 2,
            },
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform)[\\/]|[\\/]src[\\/]forms[\\/](?!fields[\\/]phone-code|use-phone-step-context)/,
              priority: 0,
            },
            // The hub's flow and the words it shares with the check of the answers, which runs the same flow: one
            // chunk the home page loads, rather than the three small ones the two pages' sharing would make.
            {
              name: 'hub',
              test: /[\\/](machines[\\/](hub\.machine|actor-answers)|src[\\/]features[\\/]home[\\/](use-hub|load-hub-progress)|src[\\/]app[\\/]section-titles)\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: apiProxy('http://localhost:3000') },
});
