import { createFileRoute } from '@tanstack/react-router';
import { numberedEntryRoute } from '../../../../../app/route-params';
import { SECTION_TITLES } from '../../../../../app/section-titles';
import { StepNotAvailable } from '../../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/directorships/directorships/{id?}: the {id}th directorship; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/directorships/directorships/{-$id}')({
  ...numberedEntryRoute('/candidate-feedback/directorships/directorships/{-$id}'),
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.directorships} />,
});
