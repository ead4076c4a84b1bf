import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../app/lazy-screen';

const LostLinkPage = lazyScreen(() => import('../features/lost-link/lost-link-page').then((module) => module.LostLinkPage));

/** /lost-link: the page every e-mail ends with, and the way on from an unrecognised or expired link. */
export const Route = createFileRoute('/lost-link')({
  component: LostLinkPage,
});
