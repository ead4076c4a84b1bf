import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs per language. `messages` holds what the first load shows (the shell, the hub, the companion pages)
 * and English ships inside the first load. `sections` holds the step screens and their forms, which are lazily
 * loaded chunks: their catalog is loaded with the first section page (src/app/section-messages.tsx), so the
 * first load does not grow with every step the product gains.
 */
const SECTION_SOURCES = ['<rootDir>/src/features/details/**', '<rootDir>/src/app/forms/**', '<rootDir>/src/ui/nationality-picker/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'pt-BR'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src', '<rootDir>/domain'], exclude: SECTION_SOURCES },
    { path: '<rootDir>/locales/{locale}/sections', include: SECTION_SOURCES },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
