import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'pt-BR'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'domain'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
