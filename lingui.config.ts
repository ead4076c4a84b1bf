import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs per language. `messages` holds what the first load shows (the shell, the hub, the companion pages)
 * and English ships inside the first load. `sections` holds the step screens and their forms, which are lazily
 * loaded chunks: the sections layout route adds their catalog before the first step shows (ensureSectionCatalog in
 * src/app/i18n.ts), so the first load does not grow with every step the product gains. A new section's feature
 * folder joins SECTION_SOURCES, as does a lazily loaded page outside the sections whose route loads that catalog
 * itself (/lost-link, /accessibility).
 */
const SECTION_SOURCES = [
  '<rootDir>/src/features/accessibility/**',
  '<rootDir>/src/features/adverse-financial-history/**',
  // The status page's own parts: the completion route loads the sections catalog before it shows.
  '<rootDir>/src/features/companion/check-status-list.tsx',
  '<rootDir>/src/features/companion/status-sections.tsx',
  '<rootDir>/src/features/details/**',
  '<rootDir>/src/features/directorships/**',
  '<rootDir>/src/features/disclosure-consent/**',
  '<rootDir>/src/features/document-selection/**',
  '<rootDir>/src/features/document-uploads/**',
  '<rootDir>/src/features/employers/**',
  '<rootDir>/src/features/fit-and-proper/**',
  // The check of the answers is a page of its own, and the hub's notice of a changed list loads only when the list
  // has changed (docs/hub.md).
  '<rootDir>/src/features/home/answers/**',
  '<rootDir>/src/features/home/section-changes.tsx',
  '<rootDir>/src/features/identity-validation/**',
  '<rootDir>/src/features/instant-employment-verification/**',
  '<rootDir>/src/features/lost-link/**',
  '<rootDir>/src/features/referees/**',
  '<rootDir>/src/features/screening/**',
  '<rootDir>/src/features/signed-forms/**',
  '<rootDir>/src/forms/**',
  '<rootDir>/src/ui/nationality-picker/**',
];

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
