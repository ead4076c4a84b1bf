import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../app/step-layout/step-guard';
import { StepPlaceholder } from '../../../../app/step-layout/step-placeholder';

export const Route = createFileRoute('/candidate-feedback/_sections/moj_disclosure_section/moj_disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'moj_disclosure_section', 'moj_disclosure_step'),
  component: () => <StepPlaceholder section="moj_disclosure_section" step="moj_disclosure_step" />,
});
