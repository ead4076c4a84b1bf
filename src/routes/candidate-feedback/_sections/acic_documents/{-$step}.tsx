import { createFileRoute } from '@tanstack/react-router';
import { NameChangeStep } from '../../../../features/document-uploads/name-change-step';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { optionalStepParams } from '../../../../step-layout/route-params';
import { guardStep } from '../../../../step-layout/step-guard';
import { ACIC_DOCUMENTS_STEPS } from '../../../../../domain/sections';

/** /candidate-feedback/acic_documents/{step?} (spec 001 §2); without a step, the first incomplete one. */
export const Route = createFileRoute('/candidate-feedback/_sections/acic_documents/{-$step}')({
  params: optionalStepParams(ACIC_DOCUMENTS_STEPS),
  beforeLoad: (args) => guardStep(args, 'acic_documents', args.params.step),
  component: function SectionStep() {
    const step = Route.useRouteContext({ select: (context) => context.step });
    return step === 'acic_documents_confirmation' ? (
      <NameChangeStep />
    ) : (
      <UploadStep key={step} section="acic_documents" step={step} />
    );
  },
});
