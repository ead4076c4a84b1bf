import { createFileRoute } from '@tanstack/react-router';
import { numberedEntryRoute } from '../../../../../step-layout/route-params';
import { StepPlaceholder } from '../../../../../step-layout/step-placeholder';

/** /candidate-feedback/employers/employers/{id?}: the {id}th employer; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/employers/employers/{-$id}')({
  ...numberedEntryRoute('employers'),
  component: () => <StepPlaceholder section="employers" step="employers" />,
});
