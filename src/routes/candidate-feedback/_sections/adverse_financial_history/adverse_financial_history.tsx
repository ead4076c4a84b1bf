import { createFileRoute } from '@tanstack/react-router';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

export const Route = createFileRoute('/candidate-feedback/_sections/adverse_financial_history/adverse_financial_history')({
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.adverse_financial_history} />,
});
