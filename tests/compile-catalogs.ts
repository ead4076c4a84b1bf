/**
 * The unit suite's global setup: components import the compiled Lingui catalogs (locales/*\/messages.ts and
 * sections.ts), which are build output and not committed, so a fresh clone compiles them before any test loads.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default function compileCatalogs(): void {
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', 'compile', '--strict', '--typescript'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
