import { createFileRoute } from '@tanstack/react-router';
import { ProfileRemovedPage } from '../../features/companion/profile-removed-page';
import { companionRoute } from './-companion-route';

export const Route = createFileRoute('/candidate-feedback/profile-removed')({
  ...companionRoute('profile-removed'),
  component: ProfileRemovedPage,
});
