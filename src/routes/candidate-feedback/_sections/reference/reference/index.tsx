import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../../app/lazy-screen';
import { guardStep } from '../../../../../step-layout/step-guard';

/** /candidate-feedback/reference/reference: the referee summary (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/')({
  beforeLoad: (args) => guardStep(args, 'reference', 'reference'),
  component: lazyScreen(() => import('../../../../../features/referees/referee-summary').then((module) => module.RefereeSummary)),
});
