import { createFileRoute } from '@tanstack/react-router';
import { lazyScreen } from '../../../../app/lazy-screen';
import { guardStep } from '../../../../step-layout/step-guard';

/** /candidate-feedback/fit_and_proper/fit_and_proper: the fitness-and-propriety questionnaire (spec 001 §2), with the signature pad it needs. */
export const Route = createFileRoute('/candidate-feedback/_sections/fit_and_proper/fit_and_proper')({
  beforeLoad: (args) => guardStep(args, 'fit_and_proper', 'fit_and_proper'),
  component: lazyScreen(() => import('../../../../features/fit-and-proper/fit-and-proper-step').then((module) => module.FitAndProperStep)),
});
