import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PageSkeleton } from '../../../../app/page-skeleton';
import { guardStep } from '../../../../step-layout/step-guard';

/** The questionnaire, a lazily loaded chunk with the signature pad it needs. */
const FitAndProperStep = lazy(() =>
  import('../../../../features/fit-and-proper/fit-and-proper-step').then((module) => ({ default: module.FitAndProperStep })),
);

/** /candidate-feedback/fit_and_proper/fit_and_proper: the fitness-and-propriety questionnaire (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/fit_and_proper/fit_and_proper')({
  beforeLoad: (args) => guardStep(args, 'fit_and_proper', 'fit_and_proper'),
  component: () => (
    <Suspense fallback={<PageSkeleton />}>
      <FitAndProperStep />
    </Suspense>
  ),
});
