import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../app/page-skeleton';
import { guardStep } from '../../../../step-layout/step-guard';

/** The identity document selection, a lazily loaded chunk of its own. */
const DocumentSelectionStep = lazy(() =>
  import('../../../../features/document-selection/document-selection-step').then((module) => ({
    default: module.DocumentSelectionStep,
  })),
);

/** /candidate-feedback/documents_selection/documents_selection: the 100-point identity selection (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/documents_selection/documents_selection')({
  beforeLoad: (args) => guardStep(args, 'documents_selection', 'documents_selection'),
  component: () => (
    <Suspense fallback={<PageSkeleton />}>
      <DocumentSelectionStep />
    </Suspense>
  ),
});
