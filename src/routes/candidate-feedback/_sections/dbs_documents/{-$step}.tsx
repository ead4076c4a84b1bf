import { createFileRoute } from '@tanstack/react-router';
import { parseOptionalSlug } from '../../../../app/route-params';
import { SECTION_TITLES } from '../../../../app/section-titles';
import { DBS_DOCUMENTS_STEPS } from '../../../../../domain/sections';
import { StepNotAvailable } from '../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/dbs_documents/{step?} (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/dbs_documents/{-$step}')({
  params: {
    parse: ({ step }) => ({ step: parseOptionalSlug(step, DBS_DOCUMENTS_STEPS) }),
    stringify: ({ step }) => ({ step }),
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.dbs_documents} />,
});
