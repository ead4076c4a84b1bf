import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../../app/page-skeleton';
import { guardStep } from '../../../../../step-layout/step-guard';

/** The referee summary, a lazily loaded chunk of its own as the other sections' screens are. */
const RefereeSummary = lazy(() =>
  import('../../../../../features/referees/referee-summary').then((module) => ({ default: module.RefereeSummary })),
);

/** /candidate-feedback/reference/reference: the referee summary (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/')({
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: () => (
    <Suspense fallback={<PageSkeleton />}>
      <RefereeSummary />
    </Suspense>
  ),
});
