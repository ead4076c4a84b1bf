import { createFileRoute } from '@tanstack/react-router';
import { parseIndex, parseSlug, stringifyIndex } from '../../../../step-layout/route-params';
import { guardStep } from '../../../../step-layout/step-guard';
import { DetailsStepScreen } from '../../../../features/details/details-step';
import { DETAILS_STEPS_WITH_INDEX } from '../../../../../domain/sections';

/** /candidate-feedback/details/{step}/{index}: the numbered sub-paths of the birth and address steps. */
export const Route = createFileRoute('/candidate-feedback/_sections/details/$step/$index')({
  params: {
    parse: ({ step, index }) => ({ step: parseSlug(step, DETAILS_STEPS_WITH_INDEX), index: parseIndex(index) }),
    stringify: ({ step, index }) => ({ step, index: stringifyIndex(index) }),
  },
  beforeLoad: (args) => guardStep(args, 'details', args.params.step),
  component: function DetailsSubStep() {
    const step = Route.useRouteContext({ select: (context) => context.step });
    return <DetailsStepScreen step={step} />;
  },
});
