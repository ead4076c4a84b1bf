import { createFileRoute } from '@tanstack/react-router';
import { numberedEntryRoute } from '../../../../../step-layout/route-params';
import { StepPlaceholder } from '../../../../../step-layout/step-placeholder';

/** /candidate-feedback/directorships/directorships/{id?}: the {id}th directorship; without an id, the first, query kept (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/directorships/directorships/{-$id}')({
  ...numberedEntryRoute('directorships'),
  component: () => <StepPlaceholder section="directorships" step="directorships" />,
});
