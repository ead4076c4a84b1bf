import { createFileRoute } from '@tanstack/react-router';
import { ensureSectionCatalog } from '../app/i18n';
import { lazyScreen } from '../app/lazy-screen';

const LostLinkPage = lazyScreen(() => import('../features/lost-link/lost-link-page').then((module) => module.LostLinkPage));

/**
 * /lost-link: the page every e-mail ends with, and the way on from an unrecognised or expired link. Its words and its
 * form's messages are in the lazily loaded catalog (lingui.config.ts), loaded here before the page shows.
 */
export const Route = createFileRoute('/lost-link')({
  beforeLoad: ({ context }) => ensureSectionCatalog(context.i18n),
  component: LostLinkPage,
});
