import { createFileRoute } from '@tanstack/react-router';
import { guardStep } from '../../../../step-layout/step-guard';
import { SignedFormStep } from '../../../../features/signed-forms/signed-form-step';

export const Route = createFileRoute('/candidate-feedback/_sections/nz_dl_disclosure_section/nz_dl_disclosure_step')({
  beforeLoad: (args) => guardStep(args, 'nz_dl_disclosure_section', 'nz_dl_disclosure_step'),
  component: () => <SignedFormStep section="nz_dl_disclosure_section" step="nz_dl_disclosure_step" />,
});
