import { createFileRoute } from '@tanstack/react-router';
import { ensureSectionCatalog } from '../app/i18n';
import { lazyScreen } from '../app/lazy-screen';

const AccessibilityPage = lazyScreen(() =>
  import('../features/accessibility/accessibility-page').then((module) => module.AccessibilityPage),
);

/**
 * /accessibility: the accessibility statement, linked from every page's footer. Its words are in the lazily loaded
 * catalog (lingui.config.ts), loaded here before the page shows, so neither its code nor its text is in the first load.
 */
export const Route = createFileRoute('/accessibility')({
  beforeLoad: ({ context }) => ensureSectionCatalog(context.i18n),
  component: AccessibilityPage,
});
