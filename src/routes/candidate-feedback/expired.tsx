import { createFileRoute } from '@tanstack/react-router';
import { ExpiredPage } from '../../features/companion/expired-page';
import { companionRoute } from './-companion-route';

export const Route = createFileRoute('/candidate-feedback/expired')({
  ...companionRoute('expired'),
  component: ExpiredPage,
});
