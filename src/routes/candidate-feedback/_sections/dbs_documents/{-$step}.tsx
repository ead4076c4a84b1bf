import { createFileRoute } from '@tanstack/react-router';
import { UploadStep } from '../../../../features/document-uploads/upload-step';
import { optionalStepParams } from '../../../../step-layout/route-params';
import { guardStep } from '../../../../step-layout/step-guard';
import { DBS_DOCUMENTS_STEPS } from '../../../../../domain/sections';

/** /candidate-feedback/dbs_documents/{step?} (spec 001 §2); without a step, the first incomplete one. */
export const Route = createFileRoute('/candidate-feedback/_sections/dbs_documents/{-$step}')({
  params: optionalStepParams(DBS_DOCUMENTS_STEPS),
  beforeLoad: (args) => guardStep(args, 'dbs_documents', args.params.step),
  component: function SectionStep() {
    const step = Route.useRouteContext({ select: (context) => context.step });
    return <UploadStep key={step} section="dbs_documents" step={step} />;
  },
});
