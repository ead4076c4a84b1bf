import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../app/lazy-screen';
import { guardStep } from '../../../../step-layout/step-guard';

/** /candidate-feedback/documents_selection/documents_selection: the 100-point identity selection (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/documents_selection/documents_selection')({
  beforeLoad: (args) => guardStep(args, 'documents_selection', 'documents_selection'),
  component: lazyScreen(() =>
    import('../../../../features/document-selection/document-selection-step').then((module) => module.DocumentSelectionStep),
  ),
});
