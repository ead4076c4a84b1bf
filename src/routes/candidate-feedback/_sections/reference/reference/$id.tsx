import { createFileRoute } from '@tanstack/react-router';
import { parseIndex, stringifyIndex } from '../../../../../app/route-params';
import { SECTION_TITLES } from '../../../../../app/section-titles';
import { StepNotAvailable } from '../../../../../ui/step-not-available/step-not-available';

/** /candidate-feedback/reference/reference/{id}?questionnaire=: one referee, numbered from 1 (spec 001 §2). */
export const Route = createFileRoute('/candidate-feedback/_sections/reference/reference/$id')({
  params: {
    parse: ({ id }) => ({ id: parseIndex(id) }),
    stringify: ({ id }) => ({ id: stringifyIndex(id) }),
  },
  component: () => <StepNotAvailable sectionTitle={SECTION_TITLES.reference} />,
});
