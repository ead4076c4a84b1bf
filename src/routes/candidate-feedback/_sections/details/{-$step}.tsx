import { createFileRoute } from '@tanstack/react-router';
import { optionalStepParams } from '../../../../step-layout/route-params';
import { guardStep } from '../../../../step-layout/step-guard';
import { DetailsStepScreen } from '../../../../features/details/details-step';
import { DETAILS_STEPS } from '../../../../../domain/sections';

/** /candidate-feedback/details/{step?}: without a step (or on a step it may not open yet), the section opens its first incomplete step. */
export const Route = createFileRoute('/candidate-feedback/_sections/details/{-$step}')({
  params: optionalStepParams(DETAILS_STEPS),
  beforeLoad: (args) => guardStep(args, 'details', args.params.step),
  component: function SectionStep() {
    const step = Route.useRouteContext({ select: (context) => context.step });
    return <DetailsStepScreen step={step} />;
  },
});
