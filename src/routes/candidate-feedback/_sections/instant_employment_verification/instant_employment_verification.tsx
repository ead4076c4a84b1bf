import { createFileRoute } from '@tanstack/react-router';
import { InstantEmploymentVerificationStep } from '../../../../features/instant-employment-verification/instant-employment-verification-step';
import { guardStep } from '../../../../step-layout/step-guard';

/** The instant employment verification step: the order is read (and created) by the step's machine. */
export const Route = createFileRoute('/candidate-feedback/_sections/instant_employment_verification/instant_employment_verification')({
  beforeLoad: (args) => guardStep(args, 'instant_employment_verification', 'instant_employment_verification'),
  component: InstantEmploymentVerificationStep,
});
