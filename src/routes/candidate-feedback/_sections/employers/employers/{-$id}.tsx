import { createFileRoute } from '@tanstack/react-router';
import { numberedEntryRoute } from '../../../../../app/route-params';
import { SECTION_TITLES } from '../../../../../app/section-titles';
import { StepNotAvailable } from '../../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/employers/employers/{id?}: the {id}th employer; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/employers/employers/{-$id}')({
  ...numberedEntryRoute('/candidate-feedback/employers/employers/{-$id}'),
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.employers} />,
});
